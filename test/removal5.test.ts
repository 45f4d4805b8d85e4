// Adjunct removal on the hand-written trees of fixtures/pl/removal5.conllu (faults from a read of
// 50 removing_adjuncts candidates, seed 8803): dependents that are arguments in all but the parse
// (zachęcać do, dotrzeć na, postąpić podobnie), nouns that need their modifiers (liczba, termin,
// moment, prawo do, żona polityka), privative adjectives (była żona), adverbs under negation,
// conditions, ranges and adjuncts matched by a gapped conjunct.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsInOrder, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/removal5.conllu', { types: ['removing_adjuncts'], quiet: true });
}, 120_000);

const texts = (id: string) => textsInOrder(cands, id);

describe('adjunct removal guards (5)', () => {
  it('the do-phrase of zachęcać stays (zachęcał pacjentów do ruchu -/-> zachęcał pacjentów)', () => {
    expect(texts('ra5-zachecac')).toEqual(['Lekarz zachęcał pacjentów do ruchu.']);
  });
  it('the goal of dotrzeć stays (dotarł na wyspę -/-> dotarł)', () => {
    expect(texts('ra5-dotrzec')).toEqual([
      'Statek dotarł na spokojną wyspę.',
      'Statek dotarł wczoraj na wyspę.',
      'Statek dotarł na wyspę.',
    ]);
  });
  it('the manner adverb of postąpić stays, a time adverb goes (postąpił podobnie)', () => {
    expect(texts('ra5-postapic')).toEqual(['Jan postąpił podobnie.']);
  });
  it('liczba keeps its adjective (duża liczba widzów -/-> liczba widzów)', () => {
    expect(texts('ra5-liczba')).toEqual(['Przyszła duża liczba widzów.']);
  });
  it('termin keeps its modifier; the whole phrase may go (-/-> w terminie)', () => {
    expect(texts('ra5-termin')).toEqual(['Kraje przekażą dane.']);
  });
  it('była and the possessor of żona stay (była żona polityka -/-> żona)', () => {
    expect(texts('ra5-byla')).toEqual(['Była żona polityka otworzyła sklep.']);
  });
  it('an adverb under a negated governing verb stays (nie należy pochopnie oceniać)', () => {
    expect(texts('ra5-neg-xcomp')).toEqual([]);
  });
  it('an adverb after nie stays (nie odfrunęły daleko -/-> nie odfrunęły)', () => {
    expect(texts('ra5-neg')).toEqual([]);
  });
  it('control: without nie the adverb may go (Kartki odfrunęły daleko -> Kartki odfrunęły)', () => {
    expect(texts('ra5-neg-ctl')).toEqual(['Kartki odfrunęły.']);
  });
  it('a condition stays (Jeśli pada, Jan czyta w domu -/-> Jan czyta w domu)', () => {
    expect(texts('ra5-jesli')).toEqual(['Jeśli pada, Jan czyta.']);
  });
  it('the ends of a range go together or not at all (od czerwca do sierpnia)', () => {
    expect(texts('ra5-zakres')).toEqual(['Od czerwca do sierpnia panował głód.']);
  });
  it('an adjunct that a gapped conjunct repeats stays (w szkole, a Piotr – w banku)', () => {
    expect(texts('ra5-luka')).toEqual([]);
  });
  it('nothing goes in a clause with a gapped conjunct, nor in the remnant (nowy dom, a Piotr – stary samochód)', () => {
    expect(texts('ra5-luka-obj')).toEqual([]);
  });
  it('moment keeps its complement (celebrują moment pożegnania -/-> moment)', () => {
    expect(texts('ra5-moment')).toEqual(['Goście celebrują moment pożegnania.']);
  });
  it('prawo keeps its do-complement (mają prawo do informacji -/-> mają prawo)', () => {
    expect(texts('ra5-prawo')).toEqual([]);
  });
});
