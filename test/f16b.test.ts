// The bundled rules on hand-written sentences (fixtures/pl/f16b.conllu): follow-up fixes for review 16b
// (seed 2048), each with a positive control that fails if the fix is reverted.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, ofRules, ofType, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f16b.conllu', {
    types: ['removing_conjunct_in_adjunct', 'passivisation', 'mixing_dependents'],
    donors: 100,
  });
});

const typeTexts = (id: string, type: string) => textsOf(cands, id, ofType(type));
const subjectTexts = (id: string) => textsOf(cands, id, ofRules('mixing_dependents', 'subject'));

describe('removing_conjunct_in_adjunct: no conjunct goes from the complement of an exhaustive predicate', () => {
  it('sprowadza się do koszenia i sprzątania -/-> *sprowadza się do sprzątania', () => {
    expect(typeTexts('f16b-only', 'removing_conjunct_in_adjunct')).toEqual([]);
  });
  it('przyczynia się do koszenia i sprzątania loses either conjunct (positive control)', () => {
    expect(typeTexts('f16b-only-ctrl', 'removing_conjunct_in_adjunct')).toEqual([
      'Dbałość gminy przyczynia się do koszenia.',
      'Dbałość gminy przyczynia się do sprzątania.',
    ]);
  });
});

describe('passivisation: a focus particle of the verb stays before the participle, not before the agent', () => {
  it('Marek wygłosił nawet obronę rządu -> Obrona rządu została nawet wygłoszona przez Marka', () => {
    expect(typeTexts('f16b-focus', 'passivisation')).toEqual(['Obrona rządu została nawet wygłoszona przez Marka.']);
  });
  it('an adverb that is no focus particle stays after the participle (positive control)', () => {
    expect(typeTexts('f16b-focus-ctrl', 'passivisation')).toEqual(['Obrona rządu została wygłoszona wczoraj przez Marka.']);
  });
});

describe('mixing_dependents: a later subjectless present-tense verb keeps the number of the replaced subject', () => {
  it('Zieloni chcą …, jeżeli głosują: only plural donors (Kobiety), not *Prezydent chce …, jeżeli głosują', () => {
    expect(subjectTexts('f16b-mix')).toEqual(['Kobiety naprawdę chcą zmian, jeżeli głosują przeciwko ustawie.']);
  });
  it('the later clause has its own subject: a singular donor is fine (positive control)', () => {
    expect(subjectTexts('f16b-mix-ctrl')).toEqual([
      'Kobiety naprawdę chcą zmian, jeżeli posłowie głosują przeciwko ustawie.',
      'Prezydent naprawdę chce zmian, jeżeli posłowie głosują przeciwko ustawie.',
    ]);
  });
});
