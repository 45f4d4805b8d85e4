// The bundled rules on hand-written sentences (fixtures/pl/f14b.conllu): follow-up fixes for review 14
// (seeds 2043, 2044), each with a positive control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, ofVariant, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f14b.conllu');
});

const variantTexts = (id: string, type: string, variant: string) => textsOf(cands, id, ofVariant(type, variant));

describe('mixing_dependents: an object whose comparative governs niż is no slot', () => {
  it('otrzymuje niższy priorytet niż szkoła -/-> *otrzymuje list niż szkoła', () => {
    expect(variantTexts('f14b-cmp', 'mixing_dependents', 'object')).toEqual([]);
  });
  it('a plain object is replaced, also by the comparative phrase (positive control)', () => {
    expect(variantTexts('f14b-cmp-ctrl', 'mixing_dependents', 'object')).toEqual(['Gmina otrzymuje niższy priorytet.']);
  });
});

describe('mixing_dependents: the place slot of znaleźć się takes no time donor', () => {
  it('znalazł się w ogrodzie -/-> *znalazł się w nocy; a place donor stays', () => {
    expect(variantTexts('f14b-loc', 'mixing_dependents', 'oblique')).toEqual(['Pies znalazł się w domu.']);
  });
  it('place donors for a place and for a time target (positive control)', () => {
    expect(variantTexts('f14b-loc-ctrl', 'mixing_dependents', 'oblique')).toEqual(['Ptak znalazł się w ogrodzie.']);
    expect(variantTexts('f14b-loc-time', 'mixing_dependents', 'oblique').sort()).toEqual(['Kot znalazł się w domu.', 'Kot znalazł się w ogrodzie.']);
  });
});

describe('negation: no nikt / żaden over a frequency adverb of the predicate', () => {
  it('Kierowcy jeżdżą często do miasta -/-> *Żadni kierowcy nie jeżdżą często; plain nie stays', () => {
    expect(textsOf(cands, 'f14b-freq', (c) => c.type === 'negation')).toEqual(['Kierowcy nie jeżdżą często do miasta.']);
  });
  it('a manner adverb keeps all variants (positive control)', () => {
    expect(textsOf(cands, 'f14b-freq-ctrl', (c) => c.type === 'negation').sort()).toEqual([
      'Nikt nie jeździ szybko do miasta.',
      'Rolnicy nie jeżdżą szybko do miasta.',
      'Żadni rolnicy nie jeżdżą szybko do miasta.',
    ].sort());
  });
});

describe('mixing_dependents: a subject counted by mniej / więcej with a niż comparison on the verb is no slot', () => {
  it('Mniej rodzin niż w zeszłym roku przyjęło gościa -/-> *Sąsiad niż w zeszłym roku przyjął gościa', () => {
    expect(variantTexts('f14b-cmp-q', 'mixing_dependents', 'subject')).toEqual([]);
  });
  it('plain subjects are exchanged (positive control)', () => {
    expect(variantTexts('f14b-cmp-q-ctrl', 'mixing_dependents', 'subject')).toEqual(['Rodzina przyjęła gościa.']);
    expect(variantTexts('f14b-cmp-q-ctrl2', 'mixing_dependents', 'subject')).toEqual(['Sąsiad przyjął gościa.']);
  });
});
