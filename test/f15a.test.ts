// The bundled rules on hand-written sentences (fixtures/pl/f15a.conllu): follow-up fixes for review 15
// (seeds 2045, 2046), each with a positive control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, ofType, ofVariant, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f15a.conllu');
});

const typeTexts = (id: string, type: string) => textsOf(cands, id, ofType(type));

describe('punctuation: the closing comma of a span removed right after a subordinator goes', () => {
  it('że zgodnie z prawem, lekarze -> że lekarze (not *że, lekarze)', () => {
    expect(typeTexts('f15a-zecomma', 'removing_adjuncts')).toEqual([
      'Powiedział, że lekarze nie pracują w niedziele.',
      // prec_neg_keep (removing_adjuncts.drv, '--- prec ---'): a phrase after the nie of its verb stays (nie pracują w niedziele)
    ]);
  });
  it('the same sentence without the comma (positive control)', () => {
    expect(typeTexts('f15a-zecomma-ctrl', 'removing_adjuncts')).toEqual([
      'Powiedział, że lekarze nie pracują w niedziele.',
      // prec_neg_keep (removing_adjuncts.drv, '--- prec ---'): a phrase after the nie of its verb stays (nie pracują w niedziele)
    ]);
  });
  it('the comma after że stays when it opens a phrase set off by commas: że, wracając z pracy, lekarze', () => {
    expect(typeTexts('f15a-zecomma-advcl', 'removing_adjuncts')).toEqual([
      'Powiedział, że lekarze pracują.',
      'Powiedział, że zgodnie z prawem lekarze pracują.',
      'Powiedział, że zgodnie z prawem, wracając, lekarze pracują.',
      'Powiedział, że, wracając z pracy, lekarze pracują.',
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

const singleTexts = (id: string) => textsOf(cands, id, ofVariant('removing_adjuncts', 'single_adjunct'));

describe('removing_adjuncts: no removal that makes the claim stronger (jedyny, wyłącznie, bez under nie)', () => {
  it('jedyny sklep, który otwierają w niedziele -/-> *jedyny sklep, który otwierają', () => {
    expect(singleTexts('f15a-jedyny')).toEqual(['To sklep, który otwierają w niedziele.']);
  });
  it('without jedyny the time phrase goes (positive control)', () => {
    expect(singleTexts('f15a-jedyny-ctrl')).toEqual(['To duży sklep, który otwierają.', 'To duży sklep.', 'To sklep, który otwierają w niedziele.']);
  });
  it('Paszport tymczasowy wydaje się wyłącznie w urzędzie -/-> *Paszport wydaje się wyłącznie w urzędzie', () => {
    expect(singleTexts('f15a-wylacznie')).toEqual(['Paszport tymczasowy wydaje się w urzędzie.']);
  });
  it('without wyłącznie the adjective goes (positive control)', () => {
    expect(singleTexts('f15a-wylacznie-ctrl')).toEqual(['Paszport tymczasowy wydaje się.', 'Paszport wydaje się w urzędzie.']);
  });
  it('Dzieci nie mogą zasnąć bez światła -/-> *Dzieci nie mogą zasnąć', () => {
    expect(typeTexts('f15a-bez', 'removing_adjuncts')).toEqual([]);
  });
  it('without the negation the bez phrase goes (positive control)', () => {
    expect(typeTexts('f15a-bez-ctrl', 'removing_adjuncts')).toEqual(['Dzieci mogą zasnąć.']);
  });
});
