// The bundled rules on hand-written sentences (fixtures/pl/of.conllu): the faults a reader found in the PDB test and
// PUD candidates (mixing_dependents subject and oblique, removing_adjuncts all_adjuncts), each with a positive control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, ofRules, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/of.conllu');
});

const subjectTexts = (id: string) => textsOf(cands, id, ofRules('mixing_dependents', 'subject'));

describe('mixing_dependents: a subjectless clause below an oblique agreeing with the subject keeps its gender', () => {
  it('Jan zaczął pracę po tym, jak został zwolniony -/-> *Anna zaczęła pracę po tym, jak został zwolniony', () => {
    expect(subjectTexts('of-po-tym')).toEqual([
      'Marek zaczął pracę po tym, jak został zwolniony.',
      'Piotr zaczął pracę po tym, jak został zwolniony.',
    ]);
  });
  it('a clause with a subject of its own takes any donor (positive control)', () => {
    expect(subjectTexts('of-po-tym-ctrl')).toEqual([
      'Anna zaczęła pracę po tym, jak Ewa została zwolniona.',
      'Jan zaczął pracę po tym, jak Ewa została zwolniona.',
      'Piotr zaczął pracę po tym, jak Ewa została zwolniona.',
    ]);
  });
});

describe('mixing_dependents: no replaced phrase with one quotation mark of a pair', () => {
  const obliqueTexts = (id: string) => textsOf(cands, id, (c) => c.type === 'mixing_dependents' && c.rule === 'oblique');
  it('że "decyzja zapadnie po wyborach", które … -/-> *że "decyzja zapadnie w tej sprawie, które …', () => {
    expect(obliqueTexts('of-quote')).toEqual([]);
  });
  it('a phrase inside a closed quotation is replaced (positive control)', () => {
    expect(obliqueTexts('of-quote-ctrl')).toEqual(['Powiedział, że "decyzja zapadnie w tej sprawie".']);
  });
  it('the donor sentence takes the plain phrase of the control (the donor pool never copies a phrase with punctuation in)', () => {
    expect(obliqueTexts('of-quote-donor')).toEqual(['Decyzja zapadnie po wyborach.']);
  });
});

describe('removing_adjuncts: no comma left between a fronted predicate noun and its copula', () => {
  it('Problemem zarówno dla miast, jak i dla gmin, będzie klasyfikacja -/-> *Problemem, będzie klasyfikacja', () => {
    expect(textsOf(cands, 'of-comma', (c) => c.type === 'removing_adjuncts')).toEqual([]);
  });
  it('a phrase without a comma goes (positive control)', () => {
    expect(textsOf(cands, 'of-comma-ctrl', (c) => c.type === 'removing_adjuncts')).toEqual(['Problemem będzie klasyfikacja.']);
  });
});
