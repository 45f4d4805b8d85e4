// The bundled rules on hand-written sentences (fixtures/pl/f16a.conllu): follow-up fixes for review 16
// (seeds 2047-2050) in removing_adjuncts, each with a positive control that differs in one feature.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f16a.conllu');
});

const texts = (id: string) => textsOf(cands, id, (c) => c.type === 'removing_adjuncts').sort();

describe('removing_adjuncts: no stronger claim under a verb that forbids or a negation (f16a_neg_keep)', () => {
  it('zakazał handlu zagranicznego -/-> *zakazał handlu', () => {
    expect(texts('f16a-zakaz')).toEqual([]);
  });
  it('bronił handlu zagranicznego -> bronił handlu (positive control)', () => {
    expect(texts('f16a-zakaz-ctrl')).toEqual(['Minister bronił handlu.']);
  });
  it('Nie przyszedł, aby pomóc bratu -/-> *Nie przyszedł.', () => {
    expect(texts('f16a-aby')).toEqual([]);
  });
  it('Przyszedł, aby pomóc bratu -> Przyszedł. (positive control)', () => {
    expect(texts('f16a-aby-ctrl')).toEqual(['Przyszedł.']);
  });
});
