// Removal, conjunct removal and participle -> relative clause on the hand-written trees of
// fixtures/pl/removal3.conllu: punctuation after a removed insertion, focus particles of a
// removed conjunct, government of the new finite verb, closing commas of inserted clauses.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsInOrder, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/removal3.conllu', {
    types: ['removing_adjuncts', 'removing_conjunct_in_adjunct', 'swapping_rc_ptcp', 'dropping_conjunction'],
    quiet: true,
  });
}, 120_000);

const texts = (id: string, type: string) => textsInOrder(cands, id, (c) => c.type === type);

describe('punctuation after a removed insertion', () => {
  it('the closing comma of a removed apposition goes before i', () => {
    // not: Anna zna Marka, i pisze książki.
    expect(texts('rm3-appos-i', 'removing_adjuncts')).toEqual(['Anna zna Marka, aktora, i pisze książki.', 'Anna zna Marka i pisze książki.']);
  });
  it('a comma before the second half of albo … albo stays', () => {
    expect(texts('rm3-albo-albo', 'removing_adjuncts')).toEqual(['Kobieta albo czyta książkę, albo śpi.']);
  });
});

describe('adjunct removal guards', () => {
  it('a term adjective that is a participle (dmuchanym kole, lemma dmuchać) stays', () => {
    expect(texts('ra3-term-ptcp', 'removing_adjuncts')).toEqual([]);
  });
  it('a capitalised adjective after a word is part of a name; at the sentence start it may go', () => {
    // never a bare "jeziora"
    expect(texts('ra3-name-adj', 'removing_adjuncts')).toEqual([
      'Badania jeziora Maszewskiego regularnie prowadzono.',
      'Okresowe badania jeziora Maszewskiego prowadzono.',
      // (the genitive of badanie, a deverbal noun, is its argument: test/rem.test.ts)
      'Badania jeziora Maszewskiego prowadzono.',
    ]);
  });
  it('a comma-set adjective keeps its only complement (Jan, znany jako reżyser -/-> Jan, znany)', () => {
    expect(texts('ra3-znany', 'removing_adjuncts')).toEqual(['Film nakręcił Jan, znany jako reżyser.']);
  });
  it('the adverb linking a verbless conjunct stays (a potem w piwnicy -/-> a w piwnicy)', () => {
    expect(texts('ra3-a-potem', 'removing_adjuncts')).toEqual(['Zaczęli sprzątanie.']);
  });
});

describe('adjunct removal guards (2)', () => {
  it('z jednej strony stays whole', () => {
    expect(texts('ra3-strona', 'removing_adjuncts')).toEqual(['Bawi.']);
  });
  it('the predicative adverb of zrobić się stays', () => {
    expect(texts('ra3-smutno', 'removing_adjuncts')).toEqual([]);
  });
  it('the place a later tam points back to stays', () => {
    expect(texts('ra3-tam', 'removing_adjuncts')).toEqual(['Pojechała do Krakowa i studiuje.']);
  });
});

describe('conjunct removal', () => {
  it('a comma-joined conjunct without a conjunction does not take the first one’s preposition', () => {
    expect(texts('rc3-appos-comma', 'removing_conjunct_in_adjunct')).toEqual(['Prom zatonął na wodach egipskich.']);
  });
  it('conjuncts under a reciprocal modifier (równe prawa kobiet i mężczyzn) stay together', () => {
    expect(texts('rc3-rowne', 'removing_conjunct_in_adjunct')).toEqual([]);
  });
  it('control: pełne is no reciprocal modifier (pełne prawa kobiet i mężczyzn -> pełne prawa kobiet / mężczyzn)', () => {
    expect(texts('rc3-rowne-ctl', 'removing_conjunct_in_adjunct')).toEqual([
      'Ustawa gwarantuje pełne prawa kobiet.',
      'Ustawa gwarantuje pełne prawa mężczyzn.',
    ]);
  });
  it('a sentence without a verb (a title) is not cut', () => {
    expect(texts('rc3-title', 'removing_conjunct_in_adjunct')).toEqual([]);
    expect(texts('rc3-title', 'removing_adjuncts')).toEqual([]);
  });
  it('a conjunct with a focus particle (nade wszystko) does not take the first one’s place', () => {
    expect(texts('rc3-focus', 'removing_conjunct_in_adjunct')).toEqual(['Dzieci zmęczone drogą szybko wracają.']);
  });
  it('modifiers under między are not split', () => {
    expect(texts('rc3-miedzy', 'removing_conjunct_in_adjunct')).toEqual([]);
  });
  it('control: w instead of między (W miastach polskich i niemieckich -> W miastach polskich / niemieckich)', () => {
    expect(texts('rc3-miedzy-ctl', 'removing_conjunct_in_adjunct')).toEqual([
      'W miastach polskich kursują pociągi.',
      'W miastach niemieckich kursują pociągi.',
    ]);
  });
});

describe('participle -> relative clause', () => {
  it('a genitive object the verb does not govern is a misparse: no clause', () => {
    expect(texts('sw3-gen-misparse', 'swapping_rc_ptcp')).toEqual([]);
  });
  // (the fixture had linie tworzące, which the term guard of linia tworząca blocks as well; kreski leave only this guard)
  it('control: the same participle with an accusative object (kreski, które tworzą stożek)', () => {
    expect(texts('sw3-gen-misparse-ctl', 'swapping_rc_ptcp')).toEqual(['Uczeń rysuje kreski, które tworzą stożek.']);
  });
  it('a genitive-governing verb keeps its object', () => {
    expect(texts('sw3-gen-verb', 'swapping_rc_ptcp')).toEqual(['Nauczyciel zadaje pytania, które wymagają wiedzy.']);
  });
  it('no clause on a predicate noun whose clause goes on after it (Organem prowadzącym szkołę jest gmina)', () => {
    expect(texts('sw3-pred-noun', 'swapping_rc_ptcp')).toEqual([]);
  });
  it('control: the predicate noun last, nothing of its clause after it (Gmina jest organem, który prowadzi szkołę)', () => {
    expect(texts('sw3-pred-noun-ctl', 'swapping_rc_ptcp')).toEqual(['Gmina jest organem, który prowadzi szkołę.']);
  });
  it('no clause after a mark of the noun’s own (ludzi… niosących flagi)', () => {
    expect(texts('sw3-ellipsis', 'swapping_rc_ptcp')).toEqual([]);
  });
  it('control: without the ellipsis mark (Grupa ludzi, którzy nieśli flagi, weszła)', () => {
    expect(texts('sw3-ellipsis-ctl', 'swapping_rc_ptcp')).toEqual(['Grupa ludzi, którzy nieśli flagi, weszła.']);
  });
  it('no clause that would end in a weak pronoun (rzucone mu wyzwanie -/-> które zostało rzucone mu)', () => {
    expect(texts('sw3-clitic', 'swapping_rc_ptcp')).toEqual([]);
  });
  it('control: an adverb in the place of the weak pronoun (wyzwanie, które było rzucone wczoraj)', () => {
    expect(texts('sw3-clitic-ctl', 'swapping_rc_ptcp')).toEqual(['Podjął wyzwanie, które było rzucone wczoraj.']);
  });
  it('an inserted clause ending in a quotation is closed by a comma', () => {
    expect(texts('sw3-quote', 'swapping_rc_ptcp')).toEqual(['Esej, który był opublikowany jako „Morze”, był piękną opowieścią.']);
  });
});
