// The bundled rules on hand-written sentences (fixtures/pl/prec.conllu): the precision cuts of
// removing_adjuncts (session 6, notes-prec), each with a positive control that fails if the cut is reverted.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/prec.conllu', { types: ['removing_adjuncts'] });
});

const texts = (id: string) => textsOf(cands, id);

describe('removing_adjuncts: a noun keeps its only modifier when that is a genitive noun', () => {
  it('dotarł do domu klienta -/-> dotarł do domu', () => {
    expect(texts('prec-dom')).toEqual([]);
  });
  it('ograniczała ryzyko konfliktu -/-> ograniczała ryzyko', () => {
    expect(texts('prec-ryzyko')).toEqual([]);
  });
  it('a possessive pronoun goes (positive control)', () => {
    expect(texts('prec-dom-ctrl')).toEqual(['Kierowca dotarł do domu.']);
  });
  it('a noun that keeps another modifier may lose its genitive (positive control)', () => {
    expect(texts('prec-ryzyko-ctrl')).toEqual(['Szkoła ograniczała duże ryzyko.']);
  });
});

describe('removing_adjuncts: a phrase in the scope of a negation stays', () => {
  it('Nie widziałam tej kobiety od lat -/-> Nie widziałam tej kobiety', () => {
    expect(texts('prec-neg')).toEqual([]);
  });
  it('the same phrase before the nie goes (one-change control)', () => {
    expect(texts('prec-neg-przed')).toEqual(['Nie widziałam tej kobiety.']);
  });
  it('nie pojawiają się w prehistorycznej ikonografii -/-> w ikonografii, -/-> nie pojawiają się', () => {
    expect(texts('prec-neg-ikonografia')).toEqual([]);
  });
  it('a phrase before the nie and a concession go, the place after the nie stays (positive control)', () => {
    expect(texts('prec-neg-ctrl')).toEqual([
      'Komisja nie działała na Białorusi mimo próśb.',
      'Komisja nie działała na Białorusi.',
      'W czasie wojny komisja nie działała na Białorusi.',
    ]);
  });
});

describe('removing_adjuncts: partitives, pronouns with a relative clause, superlative adverbs (reading round seed 8801)', () => {
  it('był jednym z nagrodzonych (an acl with z) -/-> był jednym', () => {
    expect(texts('prec-jeden')).toEqual([]);
  });
  it('the participle keeps losing its own phrase (positive control)', () => {
    expect(texts('prec-jeden-ctrl')).toEqual(['Ten film był jednym z nagrodzonych.']);
  });
  it('Przyszedł on, który wszystko wiedział -/-> Przyszedł on.', () => {
    expect(texts('prec-on')).toEqual([]);
  });
  it('a noun loses its relative clause (positive control)', () => {
    expect(texts('prec-on-ctrl')).toEqual(['Przyszedł człowiek.']);
  });
  it('jednym z najlepiej się sprzedających -/-> *jednym z się sprzedających', () => {
    expect(texts('prec-sup')).toEqual([]);
  });
  it('najdłużej czynne sklepy -/-> czynne sklepy (the whole adjective phrase may go)', () => {
    expect(texts('prec-sup-adj')).toEqual(['Klienci wybierają sklepy.']);
  });
  it('a positive adverb of the adjective goes (one-change control)', () => {
    expect(texts('prec-sup-adj-ctrl')).toEqual(['Klienci wybierają czynne sklepy.', 'Klienci wybierają sklepy.']);
  });
});
