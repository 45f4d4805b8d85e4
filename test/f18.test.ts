// The bundled rules on hand-written sentences (fixtures/pl/f18.conllu): follow-up fixes for review 18
// (seeds 2055-2058), each with a positive control that differs in one feature.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, ofRules, ofType, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f18.conllu', {
    types: ['mixing_dependents', 'removing_adjuncts'],
    donors: 100,
  });
});

const typeTexts = (id: string, type: string) => textsOf(cands, id, ofType(type));
const subjectTexts = (id: string) => textsOf(cands, id, ofRules('mixing_dependents', 'subject'));

describe('mixing_dependents: a donor phrase capitalised only for opening its segment is lower-cased', () => {
  it('Paweł mówi - Moja siostra czyta ... -> Wczoraj moja siostra czytała gazetę; a name noun keeps its capital (positive control)', () => {
    expect(subjectTexts('f18-cap')).toEqual(['Wczoraj Komisja czytała gazetę.', 'Wczoraj moja siostra czytała gazetę.']);
  });
});

const objectTexts = (id: string) => textsOf(cands, id, ofRules('mixing_dependents', 'object'));

describe('mixing_dependents: a numeral that governs its noun carries the object\'s case (f18_numeral_governed)', () => {
  it('nie straciła części pieniędzy -/-> *nie straciła pół kilo / pięć złotych (the negated verb wants the genitive)', () => {
    expect(objectTexts('f18-neg')).toEqual([]);
  });
  it('stracił pięć złotych -> stracił pół kilo, never *stracił części pieniędzy (positive control: the same numeral case)', () => {
    expect(objectTexts('f18-neg-ctrl')).toEqual(['Kolega stracił pół kilo.']);
  });
  it('stracił pół kilo -> stracił pięć złotych', () => {
    expect(objectTexts('f18-kilo')).toEqual(['Chłopiec stracił pięć złotych.']);
  });
});

const remTexts = (id: string) => typeTexts(id, 'removing_adjuncts');

describe('removing_adjuncts: the two ends of an od … po/do range go together or stay (f18_range_keep)', () => {
  it('odcienie zieleni od żółtawego po niebieskawy -/-> *odcienie zieleni po niebieskawy / *od żółtawego', () => {
    expect(remTexts('f18-range')).toEqual(['Liście mają odcienie od żółtawego po niebieskawy.']);
  });
  it('od kolegi wczoraj po cenie is no range: each phrase may go (positive control)', () => {
    expect(remTexts('f18-range-ctrl')).toEqual([
      'Kupiec kupił akcje od kolegi po cenie.',
      'Kupiec kupił akcje od kolegi wczoraj.',
      'Kupiec kupił akcje wczoraj po cenie.',
      'Kupiec kupił akcje.',
    ]);
  });
});

describe('removing_adjuncts: the only predicative adverb of być with an infinitive stays (f18_predicative_keep)', () => {
  it('Wtedy łatwiej było oddychać -/-> *Wtedy było oddychać', () => {
    expect(remTexts('f18-pred')).toEqual(['Łatwiej było oddychać.']);
  });
  it('Wtedy łatwiej zaczął oddychać -> Wtedy zaczął oddychać (positive control: no być)', () => {
    expect(remTexts('f18-pred-ctrl')).toEqual(['Wtedy zaczął oddychać.', 'Zaczął oddychać.', 'Łatwiej zaczął oddychać.']);
  });
});
