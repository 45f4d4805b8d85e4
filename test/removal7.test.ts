// Adjunct removal on the hand-written trees of fixtures/pl/removal7.conllu: known faults (a modifier
// of a noun coordinated with an elided-noun adjective, the modifiers of a noun repeated as the root,
// the quantities of a repeated noun, a comma left after a conjunction) and faults from a read of 50
// removing_adjuncts candidates (seed 8806).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsInOrder, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/removal7.conllu', { types: ['removing_adjuncts'], quiet: true });
}, 120_000);

const texts = (id: string) => textsInOrder(cands, id);

describe('adjunct removal guards (7)', () => {
  it('the adjective of a noun coordinated with an elided-noun adjective stays (-/-> Biały i kot)', () => {
    expect(texts('ra7-elided')).toEqual(['Biały i czarny kot śpią.']);
  });
  it('a noun repeated as the root keeps its modifiers (-/-> Stolicą jest Kraków, a stolicą - Warszawa)', () => {
    expect(texts('ra7-stolica')).toEqual([]);
  });
  it('the quantities of a repeated noun stay (-/-> może znosić jaja, a zwykle znosi jaja)', () => {
    expect(texts('ra7-ilosc')).toEqual([]);
  });
  it('no comma is left after a conjunction (-/-> wstał i, wyszedł)', () => {
    expect(texts('ra7-i-przecinek')).toEqual(['Chłopiec wstał i ledwie się obudziwszy, wyszedł.']);
  });
  it('the modifiers of wyraz stay (przybrała oschły wyraz twarzy -/-> przybrała wyraz)', () => {
    expect(texts('ra7-wyraz')).toEqual([]);
  });
  it('the possessor of a body part stays (wcisnęła jego twarz -/-> wcisnęła twarz)', () => {
    // (w poduszkę is the goal of wcisnąć, a verb of putting in, since session 10: nothing else may go)
    expect(texts('ra7-twarz')).toEqual([]);
  });
  it('what brak denies stays whole (brak jasnych odpowiedzi -/-> brak odpowiedzi, brak)', () => {
    expect(texts('ra7-brak')).toEqual([]);
  });
  it('the adjective of an event name stays (po wojnie trzydziestoletniej -/-> po wojnie)', () => {
    expect(texts('ra7-wojna')).toEqual(['Ratusz odnowiono.']);
  });
  it('no dash is left alone (mieszanki gazów - na różne warunki -/-> mieszanki gazów -)', () => {
    expect(texts('ra7-myslnik')).toEqual(['Firma sprzedaje mieszanki - na różne warunki.']);
  });
  it('a quoted name stays (program „Good Night” -/-> program)', () => {
    expect(texts('ra7-tytul')).toEqual(['Emitowany jest program „Good Night”.']);
  });
  it('the subject of an identifying to-sentence keeps its modifiers (-/-> Tematy to przyjaźń i wolność)', () => {
    expect(texts('ra7-to')).toEqual([]);
  });
  it('the adverb of szczerze mówiąc stays with it (-/-> Mówiąc, nikt tego nie chce)', () => {
    expect(texts('ra7-szczerze')).toEqual(['Nikt tego nie chce.']);
  });
  it('znajdować się keeps its only place (-/-> Harmonogram znajduje się)', () => {
    expect(texts('ra7-znajduje')).toEqual([]);
  });
});
