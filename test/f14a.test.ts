// The bundled rules on hand-written sentences (fixtures/pl/f14a.conllu): follow-up fixes for review 14
// (seeds 2043, 2044), each with a positive control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, ofVariant, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f14a.conllu');
});

const variantTexts = (id: string, type: string, variant: string) => textsOf(cands, id, ofVariant(type, variant));

describe('removing_conjunct_in_adjunct: a modifier shared by the coordination stays with it', () => {
  it('w starych ogrodach i parkach -/-> *w parkach (the adjective is shared)', () => {
    expect(variantTexts('f14a-sharedadj', 'removing_conjunct_in_adjunct', 'first_with_preposition')).toEqual([]);
    expect(variantTexts('f14a-sharedadj', 'removing_conjunct_in_adjunct', 'second')).toEqual(['Dzieci bawią się w starych ogrodach.']);
  });
  it('a second conjunct with its own adjective goes alone (positive control)', () => {
    expect(variantTexts('f14a-sharedadj-ctrl', 'removing_conjunct_in_adjunct', 'first_with_preposition')).toEqual([
      'Dzieci bawią się w dużych parkach.',
    ]);
  });
  it('w kraju lub regionie, w którym mieszkają -/-> *w kraju (the relative clause is shared)', () => {
    expect(variantTexts('f14a-sharedrel', 'removing_conjunct_in_adjunct', 'second')).toEqual([]);
  });
  it('without the relative clause the last conjunct goes (positive control)', () => {
    expect(variantTexts('f14a-sharedrel-ctrl', 'removing_conjunct_in_adjunct', 'second')).toEqual(['Podatki płacą w kraju.']);
  });
});

describe('punctuation: the closing comma of a removed phrase between the subject and its verb goes', () => {
  it('Robotnicy[, których zatrudniono w fabryce], mogą -> Robotnicy mogą (the comma hangs on the verb)', () => {
    expect(variantTexts('f14a-subjcomma', 'removing_adjuncts', 'single_adjunct')).toEqual([
      'Robotnicy mogą składać wnioski.',
      'Robotnicy, których zatrudniono, mogą składać wnioski.',
    ]);
  });
});

describe('removing_adjuncts: what a noun or predicate needs stays', () => {
  it('lider partii -/-> *lider (a role noun keeps its genitive)', () => {
    expect(variantTexts('f14a-role', 'removing_adjuncts', 'single_adjunct')).toEqual([]);
  });
  it('another noun loses its genitive (positive control)', () => {
    expect(variantTexts('f14a-role-ctrl', 'removing_adjuncts', 'single_adjunct')).toEqual(['Przemawiał przyjaciel.']);
  });
  it('sięgnął dalej -/-> *sięgnął (the extent stays)', () => {
    expect(variantTexts('f14a-reach', 'removing_adjuncts', 'single_adjunct')).toEqual([]);
  });
  it('another verb loses the adverb (positive control)', () => {
    expect(variantTexts('f14a-reach-ctrl', 'removing_adjuncts', 'single_adjunct')).toEqual(['Wpływ alfabetu rósł.']);
  });
});

describe('removing_adjuncts: the parallel qualifiers of conjuncts contrasted by a stay', () => {
  it('Polka z urodzenia, a Francuzka z wyboru -/-> *Polka, a Francuzka z wyboru', () => {
    expect(variantTexts('f14a-contrast', 'removing_adjuncts', 'single_adjunct')).toEqual([]);
  });
  it('conjuncts joined by lub lose them (positive control)', () => {
    expect(variantTexts('f14a-contrast-ctrl', 'removing_adjuncts', 'single_adjunct')).toEqual(['Przyszła Ewa, Polka z urodzenia, lub Francuzka.']);
  });
});

describe('removing_adjuncts: the place of znaleźć się given by a prepositional adverb stays', () => {
  it('Mars znajdzie się na lewo od Księżyca -/-> *Mars znajdzie się', () => {
    expect(variantTexts('f14a-place', 'removing_adjuncts', 'single_adjunct')).toEqual([]);
  });
  it('another verb loses it (positive control)', () => {
    expect(variantTexts('f14a-place-ctrl', 'removing_adjuncts', 'single_adjunct')).toEqual(['Mars świeci.']);
  });
});

describe('removing_adjuncts: the governed na/o complement of a noun stays', () => {
  it('popyt na zmiany -/-> *popyt (the economic sense)', () => {
    expect(variantTexts('f14a-demand', 'removing_adjuncts', 'single_adjunct')).toEqual([]);
  });
  it('a place modifier of the noun goes (positive control)', () => {
    expect(variantTexts('f14a-demand-ctrl', 'removing_adjuncts', 'single_adjunct')).toEqual(['Konsumenci zwiększą popyt.']);
  });
});
