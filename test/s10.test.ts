// Session 10's fixes, on hand-written PDB-style input (fixtures/pl/s10.conllu).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, ofType, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/s10.conllu', { types: ['removing_adjuncts'] });
});

const removals = (id: string): string[] => textsOf(cands, id, ofType('removing_adjuncts'));

describe('removing_adjuncts keeps what carries the claim (review 22)', () => {
  it('the adverb before an infinitive under być is the predicate, also when hung on the infinitive (okropnie było oglądać)', () => {
    expect(removals('s10-byc-inf-adverb')).toEqual(['Okropnie było oglądać go.']);
  });
  it('control: the adverb of an infinitive under another verb is an adjunct (chciał szybko oglądać)', () => {
    expect(removals('s10-control-inf-adverb')).toEqual(['Chciał oglądać mecz w telewizji.', 'Chciał oglądać mecz.', 'Chciał szybko oglądać mecz.']);
  });
  it('the adjective of a predicate nominal whose subject is the demonstrative to stays (To był miły wieczór)', () => {
    expect(removals('s10-to-predicate')).toEqual(['To był miły wieczór.']);
    expect(removals('s10-to-quasi-copula')).toEqual(['To dobry pomysł.']);
  });
  it('control: with a subject of its own, dropped here, the predicate nominal may lose its adjective (Byłem chłopcem)', () => {
    expect(removals('s10-control-predicate-subject')).toEqual(['Byłem chłopcem.']);
  });
  it('a quoted clause is not cut to its bare verb', () => {
    expect(removals('s10-quote-bare-verb')).toEqual([]);
  });
  it('control: a quoted clause keeps its object and may lose its adverb', () => {
    expect(removals('s10-control-quote-object')).toEqual(['„Wygramy mecz” – powiedział trener.']);
  });
  it('the goal of a w- verb of putting stays; its time phrase goes (wsadzili go do pociągu)', () => {
    expect(removals('s10-placing-goal')).toEqual(['Bandyci wsadzili go do pociągu.']);
  });
  it('an instrument term keeps its do-phrase while another modifier stays (zwykłymi nożycami do drutu)', () => {
    expect(removals('s10-instrument-do')).toEqual(['Posługiwał się nożycami do drutu.', 'Posługiwał się nożycami.']);
  });
  it('control: without another modifier the do-phrase may go (nożycami)', () => {
    expect(removals('s10-control-instrument-bare')).toEqual(['Posługiwał się nożycami.']);
  });
});
