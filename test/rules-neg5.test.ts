// The bundled rules for negation on hand-written sentences (fixtures/pl/neg5.conllu): a low
// quantifier (niewiele, trochę) on a conjunct of an argument or on the modifier of an adverb
// blocks nie like one on the verb's direct dependents (*nie sprzedaje się wielu owoców i niewiele
// warzyw, *nie żyje niewiele dłużej niż pies), and faults from the sample with seed 9311.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

const FIXTURE = 'fixtures/pl/neg5.conllu';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture(FIXTURE, { types: ['negation'] });
});

const texts = (id: string) => textsOf(cands, id);

describe('negation: low quantifiers beyond the direct dependents', () => {
  it('a low quantifier on a conjunct of the object blocks nie (*nie sprzedaje się wielu owoców i niewiele warzyw)', () => {
    expect(texts('n5-conj-obj')).toEqual([]);
  });
  it('a low quantifier on the modifier of an adverb blocks nie (*Kot nie żyje niewiele dłużej niż pies)', () => {
    expect(texts('n5-adv-mod')).toEqual([]);
  });
  it('the comparative without a low quantifier is still negated', () => {
    expect(texts('n5-adv-mod-control')).toEqual(['Kot nie żyje dłużej niż pies.', 'Żaden kot nie żyje dłużej niż pies.']);
  });
  it('a low quantifier on the adverb of a second predicate blocks the coordinated negation', () => {
    expect(texts('n5-coord-adv-mod')).toEqual([]);
  });
});

describe('negation: sample seed 9311', () => {
  it('a declaration in the first person present is performative (*Nie ogłaszam otwarcia wystawy)', () => {
    expect(texts('n5-ogłaszam')).toEqual([]);
  });
  it('a reported declaration is still negated', () => {
    expect(texts('n5-ogłosił')).toEqual([
      'Dyrektor nie ogłosił otwarcia wystawy.',
      'Nikt nie ogłosił otwarcia wystawy.',
      'Żaden dyrektor nie ogłosił otwarcia wystawy.',
    ]);
  });
  it('a partitive jeden z subject is not negated by nie (*Jeden z chłopców nie złowił ryby: both can hold)', () => {
    expect(texts('n5-jeden-z')).toEqual([]);
  });
  it('a concessive clause flips with the polarity (*Chłopiec nie wyszedł, mimo że padał deszcz)', () => {
    expect(texts('n5-mimo-ze')).toEqual([]);
  });
  it('control: a time clause with gdy is negated with its clause', () => {
    expect(texts('n5-mimo-ze-ctl')).toEqual([
      'Chłopiec nie wyszedł, gdy padał deszcz.',
      'Nikt nie wyszedł, gdy padał deszcz.',
      'Żaden chłopiec nie wyszedł, gdy padał deszcz.',
    ]);
  });
  it('a concessive phrase too (*Mimo deszczu chłopiec nie wyszedł)', () => {
    expect(texts('n5-mimo-np')).toEqual([]);
  });
  it('control: a podczas phrase is no concession (Podczas deszczu chłopiec nie wyszedł)', () => {
    expect(texts('n5-mimo-np-ctl')).toEqual([
      'Podczas deszczu chłopiec nie wyszedł.',
      'Podczas deszczu nikt nie wyszedł.',
      'Podczas deszczu żaden chłopiec nie wyszedł.',
    ]);
  });
  it('a concessive clause on the second of coordinated predicates blocks the coordinated negation', () => {
    expect(texts('n5-coord-choc')).toEqual([]);
  });
  it('a converb before the subject keeps nikt and żaden out; nie stays', () => {
    expect(texts('n5-converb')).toEqual(['Wracając do domu, chłopiec nie kupił chleba.']);
  });
  it('an order with mieć in the second person is not negated (*Nie masz mi oddać książki)', () => {
    expect(texts('n5-masz')).toEqual([]);
  });
  it('an accusative object with modifiers or conjuncts parsed in the nominative is skipped (*nie odwiedzili Morza Czarne i Morze Białe)', () => {
    expect(texts('n5-mixed-case')).toEqual([]);
  });
  it('a linking or near-future adverb stays before nie (*Goście nie rozmawiają tymczasem)', () => {
    expect(texts('n5-tymczasem')).toEqual([
      'Goście tymczasem nie rozmawiają.',
      'Nikt tymczasem nie rozmawia.',
      'Żadni goście tymczasem nie rozmawiają.',
    ]);
  });
  it('a growing degree (coraz bardziej) is not moved behind the negated verb (*Nie wierzę coraz bardziej w sukces)', () => {
    expect(texts('n5-coraz')).toEqual([]);
  });
  it('an object with an adjective coordinated to the noun is skipped (*nie zaczęli budować nowych płotów, tyle że niższe)', () => {
    expect(texts('n5-adj-conj')).toEqual([]);
  });
  it('control: the adjective coordinated with the adjective, not the noun, takes the genitive with it', () => {
    expect(texts('n5-adj-conj-ctl')).toEqual([
      'Nikt nie zaczął budować nowych, tyle że niższych płotów.',
      'Robotnicy nie zaczęli budować nowych, tyle że niższych płotów.',
      'Żadni robotnicy nie zaczęli budować nowych, tyle że niższych płotów.',
    ]);
  });
});
