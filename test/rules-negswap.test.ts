// The bundled rules for negation on hand-written sentences (fixtures/pl/negswap.conllu), from
// the review samples with seed 9127: a nie that negates a phrase and not the clause (nie w lesie,
// ale w mieście; nie zawsze), performative first-person verbs (Proszę bardzo, Dziękuję), a subject
// focused by tylko, a vague large quantity object before the verb (wiele książek już przeczytano)
// and a repeated event in a coordinated adjunct (w maju i ponownie w lipcu); with seed 9128: an
// adversative second predicate (ale, lecz), tylko on the subject's numeral, and żaden with an
// institution or event named by a postposed adjective (rząd federalny, kryzys sueski).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

const FIXTURE = 'fixtures/pl/negswap.conllu';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture(FIXTURE, { types: ['negation', 'swapping_rc_ptcp'] });
});

const texts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type);

describe('negation (sample seed 9127)', () => {
  it('a constituent negation in the clause blocks a second nie (*Ptaki nie zimują nie w lesie, ale w mieście)', () => {
    expect(texts('ns-constituent', 'negation')).toEqual([]);
  });
  it('nie zawsze is not negated again (*Ptaki nie zawsze nie odlatują)', () => {
    expect(texts('ns-nie-zawsze', 'negation')).toEqual([]);
  });
  it('the nie of a participle does not count as constituent negation', () => {
    expect(texts('ns-participle', 'negation')).toEqual([
      'Chłopiec nie patrzył na psa z nie ukrywaną radością.',
      'Nikt nie patrzył na psa z nie ukrywaną radością.',
      'Żaden chłopiec nie patrzył na psa z nie ukrywaną radością.',
    ]);
  });
  it('a constituent negation inside a clause of its own does not block the main verb', () => {
    expect(texts('ns-embedded', 'negation')).toEqual([
      'Marek nie wie, że nie Anna zbiła szybę.',
      'Nikt nie wie, że nie Anna zbiła szybę.',
    ]);
  });
  it('performative first-person verbs are not negated (*Nie proszę bardzo, *Nie dziękuję za pomoc)', () => {
    expect(texts('ns-prosze', 'negation')).toEqual([]);
    expect(texts('ns-dziekuje', 'negation')).toEqual([]);
  });
  it('the same verbs in a statement are negated', () => {
    expect(texts('ns-prosil', 'negation')).toEqual([
      'Nikt nie prosił o pomoc.',
      'Sąsiad nie prosił o pomoc.',
      'Żaden sąsiad nie prosił o pomoc.',
    ]);
  });
  it('a subject focused by tylko is skipped (*Tylko dwa psy nie szczekały, *Tylko żadne psy)', () => {
    expect(texts('ns-tylko', 'negation')).toEqual([]);
  });
  it('a vague large quantity object before the verb is skipped (*Wielu książek jeszcze nie przeczytano)', () => {
    expect(texts('ns-wiele-front', 'negation')).toEqual([]);
  });
  it('after the verb it is negated (Nie przeczytano wielu książek)', () => {
    expect(texts('ns-wiele-after', 'negation')).toEqual(['Nie przeczytano wielu książek.']);
  });
  it('a repeated event in a coordinated adjunct is skipped (*nie zbankrutowała w maju i ponownie w lipcu)', () => {
    expect(texts('ns-ponownie', 'negation')).toEqual([]);
  });
  it('a particle opening the subject phrase blocks the bare żaden too (*Również żaden stół nie stał pusty)', () => {
    expect(texts('ns-rowniez', 'negation')).toEqual(['Również stół nie stał pusty.']);
  });
});

describe('negation (sample seed 9128)', () => {
  it('an adversative second predicate is skipped (*Anna nie zagrała z Ewą, ale nie przegrała)', () => {
    expect(texts('ns-ale', 'negation')).toEqual([]);
  });
  it('control: a plain i lets both predicates be negated (Anna nie zagrała z Ewą i nie przegrała)', () => {
    expect(texts('ns-ale-ctl', 'negation')).toEqual(['Anna nie zagrała z Ewą i nie przegrała.']);
  });
  it('natomiast contrasts topics and both predicates are negated', () => {
    expect(texts('ns-natomiast', 'negation')).toEqual(['Anna nie zagrała z Ewą, natomiast Ola nie przegrała.']);
  });
  it('tylko on the numeral of the subject is skipped (*Nie mieszkało tam tylko pięć rodzin)', () => {
    expect(texts('ns-tylko-num', 'negation')).toEqual([]);
  });
  it('an institution named by a postposed adjective takes żaden only bare (*Żaden rząd federalny)', () => {
    expect(texts('ns-rzad', 'negation')).toEqual([
      'Rząd federalny nie zmienił przepisów.',
      'Żaden rząd nie zmienił przepisów.',
    ]);
  });
});

