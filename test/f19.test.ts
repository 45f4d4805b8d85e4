// The bundled rules on hand-written sentences (fixtures/pl/f19.conllu): follow-up fixes for review 19
// (seeds 2059-2062), each with a positive control that differs in one feature.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, ofRules, ofType, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f19.conllu', { types: ['mixing_dependents', 'removing_adjuncts'], donors: 100 });
});

const texts = (id: string, type = 'removing_adjuncts') => textsOf(cands, id, ofType(type));

describe('removing_adjuncts: the adverb of a bare infinitive clause is its predicate (f19_predicative_keep)', () => {
  it('Taki błąd łatwo naprawić -/-> *Taki błąd naprawić.', () => {
    expect(texts('f19-latwo')).toEqual([]);
  });
  it('Taki błąd łatwo naprawią -> Taki błąd naprawią. (positive control: a finite verb)', () => {
    expect(texts('f19-latwo-ctrl')).toEqual(['Taki błąd naprawią.']);
  });
});

describe('profile: the comma before an adversative conjunction survives a removed phrase that ended with it (f19_comma_before_adversative)', () => {
  it('nie w sali, która była zajęta, ale w ogrodzie -> nie w sali, ale w ogrodzie (not *sali ale)', () => {
    expect(texts('f19-ale')).toEqual(['Spotkanie odbyło się nie w sali, ale w ogrodzie.']);
  });
  it('nie w sali, która była zajęta, i w ogrodzie -> nie w sali i w ogrodzie (control: a comma-free conjunction)', () => {
    expect(texts('f19-ale-ctrl')).toEqual(['Spotkanie odbyło się nie w sali i w ogrodzie.']);
  });
});

describe('removing_adjuncts: a hedge or focus particle does not end its clause (f19_hedge_keep)', () => {
  it('Dom zbudowano być może sto lat temu -/-> *Dom zbudowano być może.', () => {
    expect(texts('f19-byc-moze')).toEqual([]);
  });
  it('Dom zbudowano jednak sto lat temu -> Dom zbudowano jednak. (positive control: a connective)', () => {
    expect(texts('f19-byc-moze-ctrl')).toEqual(['Dom zbudowano jednak.', 'Dom zbudowano sto lat temu.', 'Dom zbudowano.']);
  });
  it('Uwierzyła dopiero, gdy zobaczyła list -/-> *Uwierzyła dopiero.', () => {
    expect(texts('f19-dopiero')).toEqual([]);
  });
  it('Uwierzyła wreszcie, gdy zobaczyła list -> Uwierzyła wreszcie. (positive control: an adverb, no focus particle)', () => {
    expect(texts('f19-dopiero-ctrl')).toEqual(['Uwierzyła wreszcie.', 'Uwierzyła.']);
  });
});

describe('mixing_dependents: no donor with a postposed demonstrative (f19_mix_donor_dem)', () => {
  const objects = (id: string) => textsOf(cands, id, ofRules('mixing_dependents', 'object'));
  it('donors "Pieniądze te otrzymał …" and "Te pieniądze otrzymał …": only te pieniądze (control) reaches the slot', () => {
    expect(objects('f19-otrzymal')).toEqual(['Strażak otrzymał te pieniądze.']);
  });
});
