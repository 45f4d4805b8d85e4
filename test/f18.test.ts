// The bundled rules on hand-written sentences (fixtures/pl/f18.conllu): follow-up fixes for review 18
// (seeds 2055-2058), each with a positive control that differs in one feature.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f18.conllu', {
    types: ['mixing_dependents', 'removing_adjuncts'],
    donors: 100,
  });
});

const typeTexts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type).sort();
const subjectTexts = (id: string) =>
  textsOf(cands, id, (c) => c.type === 'mixing_dependents' && c.rule.startsWith('subject')).sort();

describe('mixing_dependents: a donor phrase capitalised only for opening its segment is lower-cased', () => {
  it('Paweł mówi - Moja siostra czyta ... -> Wczoraj moja siostra czytała gazetę; a name noun keeps its capital', () => {
    expect(subjectTexts('f18-cap')).toEqual(['Wczoraj Komisja czytała gazetę.', 'Wczoraj moja siostra czytała gazetę.']);
  });
});
