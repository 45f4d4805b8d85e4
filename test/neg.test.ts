// Faults of the types other than removing_adjuncts found by review 12 (part b) and by the neg reading rounds
// (fixtures/pl/neg.conllu): each fixture sentence has its control, and each test fails on the rules before.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/neg.conllu', {
    types: ['negation', 'removing_conjunct_in_adjunct', 'swapping_rc_ptcp', 'passivisation', 'dropping_conjunction'],
    quiet: true,
  });
}, 120_000);

const of = (type: string) => (id: string) => textsOf(cands, id, (c) => c.type === type);
const negation = of('negation');
const conjunct = of('removing_conjunct_in_adjunct');

describe('removing a conjunct under a counting numeral', () => {
  it('not when the subject is the numeral itself, its noun elided (Cztery kolejne wskazują minimalne i maksymalne …)', () => {
    expect(conjunct('neg-cztery')).toEqual([]);
    expect(conjunct('neg-cztery-ctl')).toEqual([
      'Kolejne oznaczenia wskazują maksymalne wartości.',
      'Kolejne oznaczenia wskazują minimalne wartości.',
    ]);
  });
});

describe('negating coordinated predicates', () => {
  it('not when a later positive clause presupposes the negated event (ale również tam była prześladowana)', () => {
    expect(negation('neg-tez-tam')).toEqual([]);
    expect(negation('neg-tez-tam-ctl')).toEqual([
      'Rodzina nie wyjechała do Francji i nie zamieszkała w Paryżu, ale ostatecznie była prześladowana.',
    ]);
  });
});
