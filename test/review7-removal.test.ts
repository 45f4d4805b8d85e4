// Adjunct removal on the hand-written trees of fixtures/pl/review7rem.conllu: the removal causes of
// review 7 (docs/quality.md, "Remaining error patterns and general fixes", causes 1-3 and 8).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsInOrder, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/review7rem.conllu', { types: ['removing_adjuncts'], quiet: true });
}, 120_000);

const texts = (id: string) => textsInOrder(cands, id);

describe('adjunct removal guards (review 7)', () => {
  it('1a: the only modifier of a trivially had object of mieć stays (ma jasne włosy -/-> ma włosy)', () => {
    expect(texts('r7-wlosy')).toEqual([]);
  });
  it('1a control: myć is no verb of having (myje jasne włosy -> myje włosy)', () => {
    expect(texts('r7-wlosy-ctl')).toEqual(['Kasia myje włosy.']);
  });
  it('1a: also in the reductions, where mieć is the clause verb (miały wspólną kulturę -/-> miały kulturę)', () => {
    expect(texts('r7-kultura')).toEqual(['Wioski miały wspólną kulturę.']);
  });
  it('1b: the list after a colon stays with its noun (kupiono owoce: jabłka i gruszki -/-> kupiono owoce)', () => {
    expect(texts('r7-owoce')).toEqual(['Kupiono owoce: jabłka i gruszki.']);
  });
  it('1c: utracone zarobki is a term (odpowiadają zarobkom utraconym … -/-> odpowiadają zarobkom)', () => {
    expect(texts('r7-zarobki')).toEqual([]);
  });
  it('2: a body part that is the second conjunct of a z-phrase keeps its participle (-/-> z torbą i głową)', () => {
    expect(texts('r7-glowa')).toEqual(['Człowiek śpi.']);
  });
  it('2: the participle of a body part keeps its phrase, not necessarily its adverb (-/-> z ręką opartą mocno)', () => {
    expect(texts('r7-reka')).toEqual(['Kobieta stoi.', 'Kobieta stoi z ręką opartą o poręcz.']);
  });
  it('2: piłka nożna naming the sport stays whole (mecz piłki nożnej -/-> mecz piłki)', () => {
    // prec_keep (removing_adjuncts.drv, '--- prec ---'): a noun keeps its only modifier when that is a genitive noun (mecz piłki nożnej)
    expect(texts('r7-pilka')).toEqual([]);
  });
  it('3: the numeral of a quantity in focus stays (tylko dwie osoby -/-> tylko osoby)', () => {
    expect(texts('r7-dwie-osoby')).toEqual(['Przyszły tylko dwie osoby.']);
  });
  it('3: the numeral of a measure stays (przeszedł trzy kilometry -/-> przeszedł kilometry)', () => {
    expect(texts('r7-kilometry')).toEqual([]);
  });
  it('3 control: ulica is no measure noun (przeszedł trzy ulice -> przeszedł ulice)', () => {
    expect(texts('r7-kilometry-ctl')).toEqual(['Chłopiec przeszedł ulice.']);
  });
  it('8: a manner adverb stays before the comparison on its governor (mógłby pić ostrożnie, jak koń -/-> pić, jak koń)', () => {
    expect(texts('r7-kon')).toEqual(['Mógłby pić ostrożnie, jak koń.']);
  });
  it('8: an adjective that a later capitalised name repeats stays (specjalną strefę ekonomiczną -/-> strefę ekonomiczną)', () => {
    expect(texts('r7-strefa')).toEqual(['Utworzono specjalną strefę ekonomiczną.', 'Utworzono strefę.']);
  });
});
