// The bundled rules on hand-written sentences (fixtures/pl/f20.conllu): review 20's causes fixed in
// session 7, each with a one-change control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, ofType, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f20.conllu', { types: ['negation'] });
});

describe('negation: a czy-question is no statement, whatever its final mark', () => {
  it('Czy prawo pozwala zabrać dziecko matce. -/-> *Czy prawo nie pozwala …', () => {
    expect(textsOf(cands, 'f20-czy', ofType('negation'))).toEqual([]);
  });
  it('the same sentence without czy is negated (one-change control)', () => {
    expect(textsOf(cands, 'f20-czy-ctrl', ofType('negation'))).toEqual([
      'Prawo nie pozwala zabrać dziecka matce.',
      'Żadne prawo nie pozwala zabrać dziecka matce.',
    ]);
  });
});
