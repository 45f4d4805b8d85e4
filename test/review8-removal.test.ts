// Adjunct and conjunct removal on the hand-written trees of fixtures/pl/review8rem.conllu: the removal
// causes 1-4 of review 8 (docs/reviews/review-8.md, "Remaining error patterns and general fixes").
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsInOrder, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/review8rem.conllu', {
    types: ['removing_adjuncts', 'removing_conjunct_in_adjunct'],
    quiet: true,
  });
}, 120_000);

const adj = (id: string) => textsInOrder(cands, id, (c) => c.type === 'removing_adjuncts');
const conj = (id: string) => textsInOrder(cands, id, (c) => c.type === 'removing_conjunct_in_adjunct');

describe('removal guards (review 8)', () => {
  it('1a: the modifiers of a group granted a right stay (Kombatantom i innym osobom uprawnionym przysługuje …)', () => {
    expect(adj('r8-grant')).toEqual(['Kombatantom i innym osobom uprawnionym przysługuje dodatek.']);
  });
  it('1b: a relative clause that alone restricts a bare ludzie stays (są też ludzie, którzy … -/-> są też ludzie)', () => {
    expect(adj('r8-ludzie')).toEqual([]);
  });
  it('1c: the adjective of the object of wykluczyć stays (wykluczyło rodzinną widownię -/-> wykluczyło widownię)', () => {
    expect(adj('r8-widownia')).toEqual(['Hollywood wykluczyło rodzinną widownię.']);
  });
  it('1c: a comparative of size on the subject stays (Mniejszy zysk sprzyja rebelii -/-> Zysk sprzyja rebelii)', () => {
    expect(adj('r8-zysk')).toEqual(['Mniejszy zysk sprzyja rebelii.']);
  });
  it('1d: adjectives inside the items of a list after a colon stay (dog argentyński -/-> dog)', () => {
    expect(adj('r8-rasy')).toEqual([]);
  });
  it('1e: the possessive of a conjunct stays (o osadnikach i ich losach -/-> o osadnikach i losach)', () => {
    expect(adj('r8-ich')).toEqual(['Pisał o osadnikach i ich losach.']);
  });
  it('2a: the quantifier of a bare accusative of time stays (Całą noc padał deszcz -/-> Noc padał deszcz)', () => {
    expect(adj('r8-noc')).toEqual(['Padał deszcz.']);
  });
  it('2b: an adjective-noun idiom stays whole (tkwią w ślepym zaułku -/-> tkwią w zaułku)', () => {
    // (the w-phrase of tkwić as a whole stays too since f16a_sense_keep: *Rozmowy tkwią. says nothing)
    expect(adj('r8-zaulek')).toEqual(['Rozmowy tkwią w ślepym zaułku.']);
  });
  it('2c: the noun after w rękach stays (pozostał w rękach gminy -/-> pozostał w rękach)', () => {
    // (the w-phrase of pozostać as a whole stays too since rem2's round 3: Teatr pozostał -/-> a state, not survival)
    expect(adj('r8-rece')).toEqual(['Teatr pozostał w rękach gminy.']);
  });
  it('3: no conjunct is removed from an exception to wszyscy (wszyscy prócz Burskiego i Jasińskiego)', () => {
    expect(conj('r8-procz')).toEqual([]);
    // … while a list after a colon still loses one item (control: the conjunct rule ran)
    expect(conj('r8-rasy')).toEqual(['Uznano rasy: buldog amerykański.', 'Uznano rasy: dog argentyński.']);
  });
  it('4: a reportative frame stays (Jak stwierdził urzędnik, …; Według ekspertów …)', () => {
    // prec_keep (removing_adjuncts.drv, '--- prec ---'): a noun keeps its only modifier when that is a genitive noun (populacja X)
    expect(adj('r8-jak')).toEqual([]);
    expect(adj('r8-wedlug')).toEqual([]);
    // one-change controls: a time clause and a time phrase in the same place go
    expect(adj('r8-jak-ctrl')).toEqual(['Populacja dorsza może zmaleć.']);
    expect(adj('r8-wedlug-ctrl')).toEqual(['Populacja dorsza maleje.']);
  });
});
