// The bundled rules on hand-written sentences (fixtures/pl/s8.conllu): session 8's fix of a
// meaning faults found in reading (a conjunct removed under a numeral that counts the conjuncts
// from the subject, through a nominal phrase; the place of leżeć removed when a named place lies there; a bare participle put after its noun; a short duration left scoping over a new nie),
// each guard with a one-change control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, ofType, ofRules, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/s8.conllu', { types: ['removing_conjunct_in_adjunct', 'removing_adjuncts', 'swapping_rc_ptcp', 'negation'] });
});

describe('removing_conjunct_in_adjunct: a subject numeral counts conjuncts deeper in the clause', () => {
  it('Dwie linie pokazują położenie słońca podczas przesilenia letniego i zimowego -/-> *… przesilenia zimowego', () => {
    expect(textsOf(cands, 's8-counted-deep', ofType('removing_conjunct_in_adjunct'))).toEqual([]);
  });
  it('without the numeral either conjunct goes (one-change control)', () => {
    expect(textsOf(cands, 's8-counted-deep-ctrl', ofType('removing_conjunct_in_adjunct'))).toEqual([
      'Linie pokazują położenie słońca podczas przesilenia letniego.',
      'Linie pokazują położenie słońca podczas przesilenia zimowego.',
    ]);
  });
  it('conjuncts inside the counted subject are attributes each counted thing has: they go', () => {
    expect(textsOf(cands, 's8-counted-subject-own', ofType('removing_conjunct_in_adjunct'))).toEqual([
      'Dwie kobiety w długich spódnicach pokazują drogę.',
      'Dwie kobiety w szerokich spódnicach pokazują drogę.',
    ]);
  });
  it('conjuncts under a participle between are that participle’s business: they go', () => {
    expect(textsOf(cands, 's8-counted-across-participle', ofType('removing_conjunct_in_adjunct'))).toEqual([
      'Dwaj chłopcy oglądają psa biegnącego po mokrej trawie.',
      'Dwaj chłopcy oglądają psa biegnącego po zimnej trawie.',
    ]);
  });
  it('conjuncts under a verb between (an infinitive with its own adjuncts) go', () => {
    expect(textsOf(cands, 's8-counted-across-verb', ofType('removing_conjunct_in_adjunct'))).toEqual([
      'Dwaj chłopcy lubią oglądać mecze w letnie wieczory.',
      'Dwaj chłopcy lubią oglądać mecze w zimowe wieczory.',
    ]);
  });
});

describe('removing_adjuncts: a place lies somewhere (leżeć keeps its place phrase when its subject is a place name)', () => {
  it('Algieria leży nad morzem -/-> *Algieria leży (a feminine name, no animacy marked)', () => {
    expect(textsOf(cands, 's8-lying-place', ofType('removing_adjuncts'))).toEqual([]);
  });
  it('Kraków leży nad rzeką -/-> *Kraków leży (a masculine name marked inanimate)', () => {
    expect(textsOf(cands, 's8-lying-name', ofType('removing_adjuncts'))).toEqual([]);
  });
  it('Kot leży nad rzeką -> Kot leży (one-change control)', () => {
    expect(textsOf(cands, 's8-lying-ctrl', ofType('removing_adjuncts'))).toEqual(['Kot leży.']);
  });
  it('Burek leży nad rzeką -> Burek leży (a name of an animal; one-change control)', () => {
    expect(textsOf(cands, 's8-lying-name-ctrl', ofType('removing_adjuncts'))).toEqual(['Burek leży.']);
  });
  it('Kraków leży daleko -/-> *Kraków leży (a place adverb)', () => {
    expect(textsOf(cands, 's8-lying-name-adverb', ofType('removing_adjuncts'))).toEqual([]);
  });
  it('Burek leży daleko -> Burek leży (one-change control)', () => {
    expect(textsOf(cands, 's8-lying-name-adverb-ctrl', ofType('removing_adjuncts'))).toEqual(['Burek leży.']);
  });
});

describe('swapping_rc_ptcp: a participle without words of its own goes before its noun only', () => {
  it('pracę, którą wykonuje -> wykonywaną pracę, not *pracę wykonywaną', () => {
    expect(textsOf(cands, 's8-bare-participle', ofType('swapping_rc_ptcp'))).toEqual(['Jan lubi wykonywaną pracę.']);
  });
  it('with a word of its own it goes after the noun too (one-change control)', () => {
    expect(textsOf(cands, 's8-bare-participle-ctrl', ofType('swapping_rc_ptcp'))).toEqual([
      'Jan lubi pracę wykonywaną w domu.',
      'Jan lubi wykonywaną w domu pracę.',
    ]);
  });
  it('psa, który szczeka -> szczekającego psa, not *psa szczekającego', () => {
    expect(textsOf(cands, 's8-bare-active-participle', ofRules('swapping_rc_ptcp', 'relative_subject_to_active_participle'))).toEqual(['Widzę szczekającego psa.']);
  });
  it('psa, który szczeka na kota -> psa szczekającego na kota (one-change control)', () => {
    expect(textsOf(cands, 's8-bare-active-participle-ctrl', ofRules('swapping_rc_ptcp', 'relative_subject_to_active_participle'))).toEqual([
      'Widzę psa szczekającego na kota.',
      'Widzę szczekającego na kota psa.',
    ]);
  });
});

describe('negation: a short duration scopes over nie (na chwilę, na krótko)', () => {
  it('Na chwilę zapomniał o sporze -/-> *Na chwilę nie zapomniał o sporze', () => {
    expect(textsOf(cands, 's8-short-duration', ofType('negation'))).toEqual([]);
  });
  it('Na dworcu zapomniał o sporze -> Na dworcu nie zapomniał o sporze (one-change control)', () => {
    expect(textsOf(cands, 's8-short-duration-ctrl', ofType('negation'))).toEqual(['Na dworcu nie zapomniał o sporze.']);
  });
  it('Gość pokazał się na krótko -/-> *Gość nie pokazał się na krótko', () => {
    expect(textsOf(cands, 's8-short-duration-adverb', ofType('negation'))).toEqual([]);
  });
  it('Gość pokazał się na scenie is negated (control)', () => {
    expect(textsOf(cands, 's8-short-duration-adverb-ctrl', ofType('negation'))).toEqual(['Gość nie pokazał się na scenie.', 'Nikt nie pokazał się na scenie.']);
  });
});

describe('removing_adjuncts: the modifier of a two-word term stays (a lexicon of terms)', () => {
  it('Jan skończył szkołę średnią -/-> *Jan skończył szkołę', () => {
    expect(textsOf(cands, 's8-term', ofType('removing_adjuncts'))).toEqual([]);
  });
  it('Jan skończył szkołę muzyczną -> Jan skończył szkołę (one-change control)', () => {
    expect(textsOf(cands, 's8-term-ctrl', ofType('removing_adjuncts'))).toEqual(['Jan skończył szkołę.']);
  });
});
