// The bundled rules on hand-written sentences (fixtures/pl/f13b.conllu): follow-up fixes for review 13
// (seeds 2041, 2042), each with a positive control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, ofVariant, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f13b.conllu');
});

const variantTexts = (id: string, type: string, variant: string) => textsOf(cands, id, ofVariant(type, variant));

describe('mixing_dependents: half of a fixed expression is no slot, on either side', () => {
  it('od czasu do czasu and od razu are neither replaced nor donated', () => {
    expect(variantTexts('f13b-mix-fixed', 'mixing_dependents', 'oblique')).toEqual([]);
    expect(variantTexts('f13b-mix-idiom', 'mixing_dependents', 'oblique')).toEqual([]);
  });
  it('plain prepositional phrases are exchanged (positive control)', () => {
    expect(variantTexts('f13b-mix-ctrl1', 'mixing_dependents', 'oblique')).toEqual(['Ojciec dzwoni ze szkoły.']);
    expect(variantTexts('f13b-mix-ctrl2', 'mixing_dependents', 'oblique')).toEqual(['Brat dzwoni z pracy.']);
  });
});

describe('negation: już becomes jeszcze nie only when it stands alone', () => {
  it('nieodwołalnie już pójdzie -/-> *nieodwołalnie jeszcze nie pójdzie', () => {
    expect(textsOf(cands, 'f13b-juz-adv', (c) => c.type === 'negation')).toEqual([]);
  });
  it('a lone już is negated as jeszcze nie (positive control)', () => {
    expect(variantTexts('f13b-juz-ctrl', 'negation', 'nie')).toEqual(['Piotr jeszcze nie pójdzie do domu.']);
  });
});

describe('mixing_dependents: a subject that controls agreement in a later clause takes donors of its gender and number', () => {
  it('Lekarz powiedział, że jest zmęczony -/-> *Pielęgniarka powiedziała, że jest zmęczony', () => {
    expect(textsOf(cands, 'f13b-subj-clause', (c) => c.type === 'mixing_dependents')).toEqual(['Sąsiad powiedział, że jest zmęczony.']);
  });
  it('without such a clause any donor fits (positive control)', () => {
    expect(textsOf(cands, 'f13b-subj-donor2', (c) => c.type === 'mixing_dependents' && c.rule === 'subject')).toEqual([
      'Lekarz powiedział coś.',
      'Pielęgniarka powiedziała coś.',
    ]);
  });
});

describe('negation: no nie after a fronted adverb of variety', () => {
  it('Różnie ludzie plotą -/-> *Różnie ludzie nie plotą', () => {
    expect(textsOf(cands, 'f13b-roznie', (c) => c.type === 'negation')).toEqual([]);
  });
  it('another fronted manner adverb stays (positive control)', () => {
    expect(variantTexts('f13b-roznie-ctrl', 'negation', 'nie')).toEqual(['Głośno ludzie nie plotą.']);
  });
});

describe('negation: no nie when a relative clause on the subject goes on asserting the state', () => {
  it('Dom zajmował Marek, który pozostał w nim -/-> *Domu nie zajmował Marek, który pozostał w nim', () => {
    expect(textsOf(cands, 'f13b-pozostal', (c) => c.type === 'negation')).toEqual([]);
  });
  it('another relative clause stays (positive control)', () => {
    expect(variantTexts('f13b-pozostal-ctrl', 'negation', 'nie')).toEqual(['Domu nie zajmował Marek, który przyjechał z Rzymu.']);
  });
});
