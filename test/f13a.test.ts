// The bundled rules on hand-written sentences (fixtures/pl/f13a.conllu): the removal faults found by
// review 13 (seeds 2041, 2042), each with a positive control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f13a.conllu', { types: ['removing_adjuncts'] });
});

const removals = (id: string) => textsOf(cands, id, (c) => c.type === 'removing_adjuncts');

describe('removing_adjuncts: a correlative im … tym loses neither half', () => {
  it('Im szybciej wrócisz, tym będziemy bardziej zadowoleni -/-> *Tym będziemy …, *Im wrócisz, tym …', () => {
    expect(removals('f13a-imtym')).toEqual([]);
  });
  it('a gdy-clause and its adverbs go (positive control)', () => {
    expect(removals('f13a-imtym-ctrl')).toEqual([
      'Będziemy bardzo zadowoleni.',
      'Będziemy zadowoleni.',
      'Gdy szybko wrócisz, będziemy zadowoleni.',
      'Gdy wrócisz, będziemy bardzo zadowoleni.',
    ]);
  });
});
