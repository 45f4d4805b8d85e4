// The bundled rules on hand-written sentences (fixtures/pl/review9b.conllu): causes 3 and 7
// of review 9 ("Remaining error patterns and general fixes").
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/review9b.conllu');
});

const texts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type);

describe('removing_adjuncts (cause 3): a predicate noun keeps its adjective when a consequence rests on it', () => {
  it('jest zwierzęciem leniwym, więc … -/-> jest zwierzęciem, więc …', () => {
    // the linking więc stays too (not: Kot jest zwierzęciem, śpi.)
    expect(texts('r9b-kot', 'removing_adjuncts')).toEqual(['Kot jest zwierzęciem leniwym, więc śpi.']);
  });
  it('without a consequence the adjective may go', () => {
    expect(texts('r9b-kot-bare', 'removing_adjuncts')).toEqual(['Kot jest zwierzęciem.']);
  });
});

describe('negation (cause 7): no negation when a later conjunct picks the object up with a pronoun', () => {
  it('ma starą torbę, ale zostanie ona naprawiona -/-> nie ma', () => {
    expect(texts('r9b-torba', 'negation')).toEqual([]);
  });
  it('a pronoun of another gender (ona = kobieta, plecak) does not block', () => {
    expect(texts('r9b-plecak', 'negation')).toEqual(['Kobieta nie ma starego plecaka, ale zostanie ona ukarana.']);
  });
});
