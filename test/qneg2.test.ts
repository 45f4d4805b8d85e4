// The bundled rules on hand-written sentences (fixtures/pl/qneg2.conllu): negation faults found
// reading PDB test + LFG test output (notes: session 4, qneg2).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let neg: Candidate[] = [];

beforeAll(async () => {
  neg = await generateFixture('fixtures/pl/qneg2.conllu', { types: ['negation'] });
});

const negTexts = (id: string) => [...new Set(textsOf(neg, id))];

describe('negation: a phase adverb after the verb becomes już before nie', () => {
  it('Lawiny śnieżne atakują nadal -> Lawiny śnieżne już nie atakują (not *nie atakują nadal)', () => {
    expect(negTexts('qn2-nadal')).toEqual([
      'Lawiny śnieżne już nie atakują.',
      'Żadne lawiny już nie atakują.',
      'Żadne lawiny śnieżne już nie atakują.',
    ]);
  });
  it('control: before the verb, as before', () => {
    expect(negTexts('qn2-nadal-przed')).toEqual(negTexts('qn2-nadal'));
  });
});

describe('negation: a converb of saying with its own content is not kept under a negated verb', () => {
  it('Sąsiad zaprzecza, tłumacząc, że wrócił wczoraj -/-> *Sąsiad nie zaprzecza, tłumacząc, że …', () => {
    expect(negTexts('qn2-tlumaczac')).toEqual([]);
  });
  it('control: a converb without content stays (CDS convention)', () => {
    expect(negTexts('qn2-usmiechajac')).toEqual([
      'Nikt nie zaprzecza, uśmiechając się.',
      'Sąsiad nie zaprzecza, uśmiechając się.',
      'Żaden sąsiad nie zaprzecza, uśmiechając się.',
    ]);
  });
});
