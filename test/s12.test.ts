// Session 12's fixes (reviews 24a and 24e), on hand-written input: PDB style (fixtures/pl/s12.conllu) and UD
// Polish LFG style (fixtures/pl/s12-lfg.conllu).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, ofType, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];
let lfg: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/s12.conllu', { types: ['removing_conjunct_in_adjunct', 'removing_adjuncts'] });
  lfg = await generateFixture('fixtures/pl/s12-lfg.conllu', { types: ['removing_adjuncts'] });
});

const conjuncts = (id: string): string[] => textsOf(cands, id, ofType('removing_conjunct_in_adjunct'));
const removals = (id: string): string[] => textsOf(cands, id, ofType('removing_adjuncts'));

describe('removing_conjunct_in_adjunct keeps what tylko or nie wszyscy restrict (review 24e)', () => {
  it('tylko on the head noun: one conjunct alone excludes the other (tylko opłaty targowe i celne)', () => {
    expect(conjuncts('s12-only-head')).toEqual([]);
  });
  it('control: without tylko either conjunct may go', () => {
    expect(conjuncts('s12-control-only-head')).toEqual(['Urząd pobiera opłaty celne.', 'Urząd pobiera opłaty targowe.']);
  });
  it('control: nie tylko lists some of them, and either may go', () => {
    expect(conjuncts('s12-control-not-only')).toEqual(['Urząd pobiera nie tylko opłaty celne.', 'Urząd pobiera nie tylko opłaty targowe.']);
  });
  it('tylko on the first conjunct (tylko w ogrodzie lub na podwórku)', () => {
    expect(conjuncts('s12-only-adjunct')).toEqual([]);
  });
  it('control: the same places without tylko', () => {
    expect(conjuncts('s12-control-only-adjunct')).toEqual(['Dzieci bawią się w ogrodzie.']);
  });
  it('tylko on a noun above the head (tylko osoby z polskim lub niemieckim obywatelstwem)', () => {
    expect(conjuncts('s12-only-above')).toEqual([]);
  });
  it('control: the same noun without tylko', () => {
    expect(conjuncts('s12-control-only-above')).toEqual(['Przyjmujemy osoby z niemieckim obywatelstwem.', 'Przyjmujemy osoby z polskim obywatelstwem.']);
  });
  it('nie wszyscy: "not every X or Y" says nothing about the Xs alone', () => {
    expect(conjuncts('s12-not-all')).toEqual([]);
  });
  it('control: wszyscy without nie holds for each conjunct', () => {
    expect(conjuncts('s12-control-all')).toEqual(['Wszyscy bankowi kasjerzy rozpoznają podróbki.', 'Wszyscy pocztowi kasjerzy rozpoznają podróbki.']);
  });
});

describe('removing_adjuncts keeps an adjective whose removal would make the next noun a genitive (review 24a)', () => {
  it('a masculine personal object right after a noun (powiadomił o wyborze nowego ministra -/-> o wyborze ministra)', () => {
    expect(removals('s12-attach-person')).toEqual([]);
  });
  it('a masculine personal plural object (o wyborze nowych ministrów -/-> o wyborze ministrów)', () => {
    expect(removals('s12-attach-persons')).toEqual([]);
  });
  it('the same in LFG features (SubGender=Masc1, singular and plural); o wyborze, plain obl there, may go', () => {
    expect(textsOf(lfg, 's12-lfg-attach-person', ofType('removing_adjuncts'))).toEqual(['Sekretarz powiadomił ministra.', 'Sekretarz powiadomił nowego ministra.']);
    expect(textsOf(lfg, 's12-lfg-attach-persons', ofType('removing_adjuncts'))).toEqual(['Sekretarz powiadomił ministrów.', 'Sekretarz powiadomił nowych ministrów.']);
  });
  it('control: an LFG inanimate (Masc3) accusative reads as no genitive', () => {
    expect(textsOf(lfg, 's12-lfg-control-attach-inanimate', ofType('removing_adjuncts'))).toEqual([
      'Sekretarz powiadomił nowy urząd.',
      'Sekretarz powiadomił o wyborze urząd.',
      'Sekretarz powiadomił urząd.',
    ]);
  });
  it('a masculine animal-class object too (wziął do ręki telewizyjnego pilota -/-> do ręki pilota); do ręki may go', () => {
    expect(removals('s12-attach-thing')).toEqual(['Ojciec wziął pilota.', 'Ojciec wziął telewizyjnego pilota.']);
  });
  it('control: a feminine accusative reads as no genitive (do ręki antenę)', () => {
    expect(removals('s12-control-attach-fem')).toEqual(['Ojciec wziął antenę.', 'Ojciec wziął do ręki antenę.', 'Ojciec wziął telewizyjną antenę.']);
  });
  it('control: a genitive that already depends on the noun before it (twarz starego sąsiada)', () => {
    expect(removals('s12-control-attach-nmod')).toEqual(['Zobaczył twarz sąsiada.']);
  });
});

