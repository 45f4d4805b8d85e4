// The bundled rules on hand-written sentences (fixtures/pl/f15a.conllu): follow-up fixes for review 15
// (seeds 2045, 2046), each with a positive control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f15a.conllu');
});

const typeTexts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type).sort();

describe('punctuation: the closing comma of a span removed right after a subordinator goes', () => {
  it('że zgodnie z prawem, lekarze -> że lekarze (not *że, lekarze)', () => {
    expect(typeTexts('f15a-zecomma', 'removing_adjuncts')).toEqual([
      'Powiedział, że lekarze nie pracują w niedziele.',
      'Powiedział, że lekarze nie pracują.',
      'Powiedział, że zgodnie z prawem, lekarze nie pracują.',
    ]);
  });
  it('the same sentence without the comma (positive control)', () => {
    expect(typeTexts('f15a-zecomma-ctrl', 'removing_adjuncts')).toEqual([
      'Powiedział, że lekarze nie pracują w niedziele.',
      'Powiedział, że lekarze nie pracują.',
      'Powiedział, że zgodnie z prawem lekarze nie pracują.',
    ]);
  });
});

describe('removing_adjuncts: a verb of location with an inanimate subject keeps its only place', () => {
  it('Stare książki leżą na stole -/-> *Stare książki leżą', () => {
    expect(typeTexts('f15a-lezec', 'removing_adjuncts')).toEqual(['Książki leżą na stole.']);
  });
  it('an animal may lose it: Stary kot leży na stole -> Stary kot leży (positive control)', () => {
    expect(typeTexts('f15a-lezec-ctrl', 'removing_adjuncts')).toEqual(['Kot leży na stole.', 'Kot leży.', 'Stary kot leży.']);
  });
});
