// Morphology against the real dictionary, obtained the way users get it
// (loadMorphology: env/Debian jar/cache/download). The first run may download
// the package and build the generation index (~10 s), hence the long timeouts.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { isMorphLoadError, loadMorphology, type Morphology, type WordForm } from '../src/morph/index.js';
import { parseFeats, formatFeats } from '../src/morph/tags.js';

let m: Morphology & { paradigm(lemma: string): { form: string; tag: string }[] };

beforeAll(async () => {
  const r = await loadMorphology({ quiet: true });
  if (isMorphLoadError(r)) throw new Error(r.message);
  m = r;
  m.generate('pies', 'subst:sg:nom'); // builds or loads the index
}, 600_000);

const first = (lemma: string, c: string | Map<string, string>) => m.generate(lemma, c)[0]?.form;

describe('analysis', () => {
  it('finds lemmas and tags', () => {
    expect(m.analyse('psa').map((r) => r.lemma)).toContain('pies');
    expect(m.analyse('psa').map((r) => r.tag)).toEqual(['subst:sg:acc:m1', 'subst:sg:acc:m2', 'subst:sg:gen:m1', 'subst:sg:gen:m2']);
    expect(new Set(m.analyse('ludzie').map((r) => r.lemma))).toEqual(new Set(['ludzie', 'lud', 'człowiek']));
    expect(m.analyse('Dębach').map((r) => r.lemma)).toContain('Dąb'); // lemma tail starts mid-character
    expect(m.analyse('najlepszy')[0].lemma).toBe('dobry');
  });

  it('marks the casing it used', () => {
    expect(m.analyse('Psa').every((r) => r.casing === 'lower')).toBe(true);
    expect(m.analyse('psa').every((r) => r.casing === 'exact')).toBe(true);
    expect(m.analyse('krakowie').some((r) => r.casing === 'capitalised' && r.lemma === 'Kraków')).toBe(true);
    expect(m.analyse('KRAKOWIE').some((r) => r.casing === 'capitalised' && r.lemma === 'Kraków')).toBe(true);
    // Capitalised spellings are a fallback only: a known lower-case word does not get them.
    expect(m.analyse('warszawie').every((r) => r.casing === 'exact')).toBe(true);
    expect(m.analyse('xqzv')).toEqual([]);
    expect(m.analyse('nie;')).toEqual([]);
    expect(m.analyse('')).toEqual([]);
  });
});

const CASES: [string, string, string, string][] = [
  ['trzymać', 'ppas:sg:acc:m1', 'Case=Acc|Number=Sing|Gender=Masc|Animacy=Hum|VerbForm=Part|Voice=Pass', 'trzymanego'],
  ['być', 'fin:pl:ter', 'VerbForm=Fin|Mood=Ind|Tense=Pres|Number=Plur|Person=3', 'są'],
  ['zostać', 'praet:sg:f', 'VerbForm=Fin|Tense=Past|Number=Sing|Gender=Fem', 'została'],
  ['kopnąć', 'ppas:sg:nom:f', 'Case=Nom|Number=Sing|Gender=Fem|VerbForm=Part|Voice=Pass', 'kopnięta'],
  ['żaden', 'adj:pl:nom:m1', 'Case=Nom|Number=Plur|Gender=Masc|Animacy=Hum|Degree=Pos', 'żadni'],
  ['siedzieć', 'praet:pl:m1', 'VerbForm=Fin|Tense=Past|Number=Plur|Gender=Masc|Animacy=Hum', 'siedzieli'],
  ['siedzieć', 'praet:pl:f', 'VerbForm=Fin|Tense=Past|Number=Plur|Gender=Fem', 'siedziały'],
  ['odpoczywać', 'pact:sg:nom:m1', 'Case=Nom|Number=Sing|Gender=Masc|Animacy=Hum|VerbForm=Part|Voice=Act', 'odpoczywający'],
  ['obserwować', 'pcon', 'VerbForm=Conv|Tense=Pres', 'obserwując'],
  ['jabłko', 'subst:sg:gen', 'Case=Gen|Number=Sing', 'jabłka'],
  ['człowiek', 'subst:pl:nom', 'Case=Nom|Number=Plur', 'ludzie'],
  ['jeść', 'ppas:sg:nom:n', 'Case=Nom|Number=Sing|Gender=Neut|VerbForm=Part|Voice=Pass', 'jedzone'],
];

describe('generation', () => {
  it.each(CASES)('%s + %s → %s', (lemma, nkjp, _ud, form) => {
    expect(first(lemma, nkjp)).toBe(form);
  });
  it.each(CASES)('%s + UD %s', (lemma, _nkjp, ud, form) => {
    expect(first(lemma, ud)).toBe(form);
    expect(first(lemma, parseFeats(ud))).toBe(form);
  });
  it('returns every match, aff first, deterministically', () => {
    const r = m.generate('trzymać', 'ppas:sg:acc:m1');
    expect(r.map((g) => g.form)).toEqual(['trzymanego', 'nietrzymanego']);
    expect(m.generate('trzymać', 'ppas:sg:acc:m1')).toEqual(r);
    expect(m.generate('siedzieć', 'praet:sg:f').map((g) => g.form)).toEqual(['siedziała']);
  });
  it('accepts PoliMorf spelling and reports nothing for unknowns', () => {
    expect(first('czytać', 'verb:fin:sg:ter')).toBe('czyta');
    expect(m.generate('nieistniejący-lemat', 'subst:sg:gen')).toEqual([]);
    expect(m.generate('pies', 'bogus:tag')).toEqual([]);
  });
  it('lists a paradigm', () => {
    const forms = m.paradigm('pies').map((g) => g.form);
    expect(forms).toContain('psa');
    expect(forms).toContain('psy');
  });
});

const F = (s: string) => parseFeats(s);
const word = (form: string, lemma: string, upos: string, xpos: string, feats: string): WordForm => ({ form, lemma, upos, xpos, feats: F(feats) });
const show = (r: ReturnType<Morphology['inflect']>) => (r.ok ? `${r.value.form} ${r.value.upos} ${r.value.xpos} ${formatFeats(r.value.feats)}` : `ERR ${r.reason}`);

describe('inflect', () => {
  const trzyma = word('trzyma', 'trzymać', 'VERB', 'fin:sg:ter:imperf', 'Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act');
  it('switches a finite verb to a passive participle (PDB style)', () => {
    expect(show(m.inflect(trzyma, F('VerbForm=Part|Voice=Pass|Case=Nom|Gender=Masc|Animacy=Hum|Person=|Tense=|Mood=')))).toBe(
      'trzymany ADJ ppas:sg:nom:m1:imperf:aff Animacy=Hum|Aspect=Imp|Case=Nom|Gender=Masc|Number=Sing|Polarity=Pos|VerbForm=Part|Voice=Pass');
  });
  it('switches to pcon, pact, praet', () => {
    expect(show(m.inflect(trzyma, F('VerbForm=Conv|Tense=Pres')))).toBe('trzymając VERB pcon:imperf Aspect=Imp|Tense=Pres|VerbForm=Conv|Voice=Act');
    expect(show(m.inflect(trzyma, F('VerbForm=Part|Voice=Act|Case=Nom|Gender=Fem')))).toBe(
      'trzymająca ADJ pact:sg:nom:f:imperf:aff Aspect=Imp|Case=Nom|Gender=Fem|Number=Sing|Polarity=Pos|VerbForm=Part|Voice=Act');
    expect(show(m.inflect(trzyma, F('Tense=Past|Number=Plur|Gender=Masc|Animacy=Hum|Person=')))).toBe(
      'trzymali VERB praet:pl:m1:imperf Animacy=Hum|Aspect=Imp|Gender=Masc|Mood=Ind|Number=Plur|Tense=Past|VerbForm=Fin|Voice=Act');
    expect(show(m.inflect(trzyma, F('Number=Plur')))).toBe(
      'trzymają VERB fin:pl:ter:imperf Aspect=Imp|Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act');
  });
  it('changes case of nouns and keeps lexical slots/features', () => {
    const r = m.inflect(word('jabłko', 'jabłko', 'NOUN', 'subst:sg:acc:n:ncol', 'Case=Acc|Gender=Neut|Number=Sing'), F('Case=Gen'));
    expect(show(r)).toBe('jabłka NOUN subst:sg:gen:n:ncol Case=Gen|Gender=Neut|Number=Sing');
    expect(r.query).toBe('subst:sg:gen:n');
    const k = m.inflect(word('który', 'który', 'DET', 'adj:sg:nom:m1:pos', 'Animacy=Hum|Case=Nom|Gender=Masc|Number=Sing|PronType=Rel'), F('Number=Plur'));
    expect(show(k)).toBe('którzy DET adj:pl:nom:m1:pos Animacy=Hum|Case=Nom|Gender=Masc|Number=Plur|PronType=Rel');
    const psy = m.inflect(word('Psy', 'pies', 'NOUN', 'subst:pl:nom:m2', 'Animacy=Nhum|Case=Nom|Gender=Masc|Number=Plur'), F('Case=Acc'));
    expect(show(psy)).toBe('psy NOUN subst:pl:acc:m2 Animacy=Nhum|Case=Acc|Gender=Masc|Number=Plur');
  });
  it('fails with a short countable reason', () => {
    const siedzi = word('siedzi', 'siedzieć', 'VERB', 'fin:sg:ter:imperf', 'Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act');
    const r = m.inflect(siedzi, F('VerbForm=Part|Voice=Pass|Case=Nom|Gender=Fem'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe('no form: siedzieć ppas:sg:nom:f:imperf');
  });
});

describe('inflectLemma', () => {
  const cases: [string, string, string, string][] = [
    ['być', 'AUX', 'Tense=Pres|Number=Sing|Person=3|VerbForm=Fin|Mood=Ind', 'jest AUX fin:sg:ter:imperf Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    ['zostać', 'AUX', 'VerbForm=Fin|Tense=Past|Number=Sing|Gender=Fem', 'została AUX praet:sg:f:perf Aspect=Perf|Gender=Fem|Mood=Ind|Number=Sing|Tense=Past|VerbForm=Fin|Voice=Act'],
    ['żaden', 'DET', 'Case=Nom|Number=Plur|Gender=Masc|Animacy=Hum', 'żadni DET adj:pl:nom:m1:pos Animacy=Hum|Case=Nom|Gender=Masc|Number=Plur|PronType=Neg'],
    ['który', 'DET', 'Case=Acc|Number=Sing|Gender=Masc|Animacy=Nhum', 'którego DET adj:sg:acc:m2:pos Animacy=Nhum|Case=Acc|Gender=Masc|Number=Sing|PronType=Rel'],
    ['nie', 'PART', '', 'nie PART part Polarity=Neg'],
    ['przez', 'ADP', 'Case=Acc', 'przez ADP prep:acc:nwok AdpType=Prep|Variant=Short'],
    ['nikt', 'PRON', 'Case=Nom', 'nikt PRON subst:sg:nom:m1 Animacy=Hum|Case=Nom|Gender=Masc|Number=Sing|PronType=Neg'],
  ];
  it.each(cases)('%s %s %s', (lemma, upos, feats, want) => {
    expect(show(m.inflectLemma(lemma, upos, F(feats)))).toBe(want);
  });
  it('reports unknown lemmas', () => {
    const r = m.inflectLemma('qqqq', 'NOUN', F('Case=Nom'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe('unknown lemma: qqqq');
  });
});

describe.skipIf(!existsSync('dist/cli/main.js'))('CLI', () => {
  it('generates through bin/derywat.js', () => {
    const out = execFileSync('node', ['bin/derywat.js', 'morph', 'generate', 'trzymać', 'ppas:sg:acc:m1'], { encoding: 'utf8' });
    expect(out.split('\n')[0]).toBe('trzymanego\tppas:sg:acc:m1.m2:imperf:aff');
  });
  it('analyses through bin/derywat.js', () => {
    const out = execFileSync('node', ['bin/derywat.js', 'morph', 'analyse', 'psa'], { encoding: 'utf8' });
    expect(out).toContain('psa\tpies\tsubst:sg:gen:m2');
  });
});
