// What the engine does after a rule's edits, driven by the language profile:
// agreement to a fixpoint from the changed nodes (adjective–noun, subject–verb
// number and past-tense gender incl. the virile plural), repairs (numeral
// government, genitive of negation), re-inflection, and dropping a candidate
// with a counted reason when the dictionary has no form. The Polish profile is
// the real one (rules/pl/profile.drv); a tiny hand-written profile shows that
// none of this is built into the engine.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileRuleText } from '../src/dsl/compile.js';
import { formatDiagnostic } from '../src/dsl/diagnostics.js';
import { Engine, dropClass } from '../src/engine/engine.js';
import { generateCandidates, emptySummary } from '../src/engine/generate.js';
import type { Inflector } from '../src/engine/inflect.js';
import type { RuleSet } from '../src/dsl/compiled.js';
import { fixtureSentences, testMorphology } from './helpers/engine.js';

const PROFILE = readFileSync(new URL('../rules/pl/profile.drv', import.meta.url), 'utf8');
const TREES = new URL('../fixtures/dsl/trees.conllu', import.meta.url);
const SENTENCES = fixtureSentences();

let morph: Inflector;
beforeAll(async () => {
  morph = await testMorphology();
}, 600_000);

function compile(rules: string, profile: string = PROFILE): RuleSet {
  const text = `transformation t;\n${rules}\n`;
  const r = compileRuleText(text, 'test.drv', [{ file: 'profile.drv', text: profile }]);
  expect(r.diagnostics.map((d) => formatDiagnostic(d, r.ruleSet.sources.get(d.file)))).toEqual([]);
  return r.ruleSet;
}

/** Candidate texts and drop reasons of engine.run on one fixture sentence. */
function run(rules: string, id: string, profile?: string): { texts: string[]; drops: string[] } {
  const res = new Engine(compile(rules, profile), { morph }).run(SENTENCES.get(id)!);
  return { texts: res.candidates.map((c) => c.text), drops: res.drops.map((d) => `${d.rule}/${d.variant}: ${d.reason}`) };
}

describe('agreement (Polish profile)', () => {
  it('adjective re-agrees when its noun changes case', () => {
    expect(run('rule r { match { O [deprel=obj]; } do { O.Case = Ins; } }', 'ksiazka')).toEqual({ texts: ['Kobieta czyta ciekawą książką.'], drops: [] });
    expect(run('rule r { match { O [deprel=obj]; } do { O.Case = Dat; O.Number = Plur; } }', 'ksiazka')).toEqual({ texts: ['Kobieta czyta ciekawym książkom.'], drops: [] });
  });

  it('an adjective edited against its noun is put back by agreement (the noun controls)', () => {
    expect(run('rule r { match { A [upos=ADJ, lemma=stary]; } do { A.Case = Gen; } }', 'pies')).toEqual({ texts: [], drops: [] });
  });

  it('subject–verb number, present tense (and the attributive adjective)', () => {
    expect(run('rule r { match { S [lemma=pies]; } do { S.Number = Plur; } }', 'pies')).toEqual({ texts: ['Wczoraj stare psy szybko goniły kota w ogrodzie.'], drops: [] });
  });

  it('subject–verb number and gender in the past tense: virile plural', () => {
    expect(run('rule r { match { S [deprel=nsubj]; } do { S.Number = Plur; } }', 'wczoraj')).toEqual({ texts: ['Wczoraj chłopcy kopnęli piłkę.'], drops: [] });
  });

  it('past-tense gender follows a replaced subject (kopnął -> kopnęła), non-virile plural (kopnęły)', () => {
    expect(run('rule r { match { S [deprel=nsubj]; } do { replace S by K = kobieta NOUN [Case=Nom, Number=Sing, Gender=Fem]; } }', 'wczoraj')).toEqual({ texts: ['Wczoraj kobieta kopnęła piłkę.'], drops: [] });
    expect(run('rule r { match { S [deprel=nsubj]; } do { replace S by K = kobieta NOUN [Case=Nom, Number=Plur, Gender=Fem]; } }', 'wczoraj')).toEqual({ texts: ['Wczoraj kobiety kopnęły piłkę.'], drops: [] });
  });

  // Regression: the first word is re-inflected in place and must keep its capital.
  it('a re-inflected first word keeps its capital', () => {
    expect(run('rule r { match { N [upos=NOUN]; } do { N.Number = Plur; } }', 'kot').texts).toEqual(['Małe koty śpią.']);
    expect(run('rule r { match { S [deprel=nsubj]; } do { S.Number = Plur; } }', 'chlopiec').texts).toEqual(['Chłopcy kopnęli piłkę.']);
    expect(run('rule r { match { S [deprel=nsubj]; } do { S.Number = Plur; } }', 'kobieta').texts).toEqual(['Kobiety kopnęły piłkę.']);
  });
});

describe('repairs (Polish profile)', () => {
  it('numeral government: deleting "Pięć" gives the noun the numeral case and the plural, the verb agrees', () => {
    expect(run('rule r { match { N [upos=NUM]; } do { delete N; } }', 'piec')).toEqual({ texts: ['Koty siedzą.'], drops: [] });
  });

  it('genitive of negation: inserting nie turns the accusative object genitive (with its adjective)', () => {
    expect(run('rule r { match { V [upos=VERB]; } do { insert N = nie PART [Polarity=Neg] before V as advmod:neg of V; } }', 'ksiazka')).toEqual({ texts: ['Kobieta nie czyta ciekawej książki.'], drops: [] });
  });

  it('genitive of negation leaves a sentence without an accusative object alone', () => {
    expect(run('rule r { match { V [upos=VERB]; } do { insert N = nie PART [Polarity=Neg] before V as advmod:neg of V; } }', 'kot')).toEqual({ texts: ['Mały kot nie śpi.'], drops: [] });
  });
});

describe('dropping candidates', () => {
  const PASSIVE = 'rule passive { match { V [upos=VERB, lemma=spać]; } do { V.VerbForm = Part; V.Voice = Pass; V.Mood = _; V.Tense = _; V.Person = _; } }';

  it('a verb without a passive participle: the candidate is dropped with the morphology query as reason', () => {
    const res = new Engine(compile(PASSIVE), { morph }).run(SENTENCES.get('kot')!);
    expect(res.candidates).toEqual([]);
    expect(res.drops).toEqual([{ source_id: 'kot', type: 't', rule: 'passive', variant: 'passive', reason: 'no form: spać ppas:sg:nom:m2:imperf' }]);
    expect(dropClass(res.drops[0].reason)).toBe('no form');
  });

  it('generate counts drops by type and reason class', async () => {
    const summary = emptySummary();
    const out: string[] = [];
    for await (const s of generateCandidates(TREES.pathname, compile(PASSIVE), { morph }, summary)) out.push(...s.candidates.map((c) => c.text));
    expect(out).toEqual([]);
    expect(summary.sentences).toBe(SENTENCES.size);
    expect([...summary.dropped]).toEqual([['t: no form', 1]]);
    expect([...summary.candidates]).toEqual([]);
  });

  it('a lemma the dictionary does not know is a drop, never a guessed form', () => {
    const res = new Engine(compile('rule r { match { N [lemma=kot]; } do { insert A = xqzvw ADJ before N as amod of N; } }'), { morph }).run(SENTENCES.get('kot')!);
    expect(res.candidates).toEqual([]);
    expect(res.drops).toHaveLength(1);
    expect(dropClass(res.drops[0].reason)).toBe('unknown lemma');
    expect(res.drops[0].reason).toMatch(/^no form: .*xqzvw/);
  });
});

// A profile written from scratch: only what it declares happens.
const MINI = `
upos NOUN, VERB, ADJ, ADV, ADP, NUM, PUNCT, PART;
relations nsubj, obj, amod, advmod, advmod:neg, case, obl, punct, root, nummod:gov;
feature Case = Nom, Gen, Dat, Acc, Ins, Loc;
feature Number = Sing, Plur;
feature Gender = Masc, Fem, Neut;
feature Animacy = Hum, Nhum, Inan;
feature Polarity = Pos, Neg;
feature Degree = Pos;
feature Person = 3;
feature Aspect = Imp, Perf;
feature Mood = Ind;
feature Tense = Past, Pres;
feature VerbForm = Fin;
feature Voice = Act;
feature PunctType = Peri;
feature NumForm = Word;
feature AdpType = Prep;
feature Variant = Short;

agreement adjective_case_only {
  match { H [upos=NOUN]; D [upos=ADJ]; H -[amod]-> D; }
  target D; controller H;
  features Case;
}

repair drop_adverb_with_negation {
  match { V []; N [lemma=nie]; A [upos=ADV]; V -[advmod:neg]-> N; V -[advmod]-> A; }
  when inserted N;
  do { delete A; }
}
`;

describe('a profile written from scratch', () => {
  it('agreement copies exactly the declared features', () => {
    expect(run('rule r { match { O [deprel=obj]; } do { O.Case = Ins; } }', 'ksiazka', MINI).texts).toEqual(['Kobieta czyta ciekawą książką.']);
    // Number is not declared: the adjective stays singular (and so, here, a wrong sentence is produced: the profile is in charge)
    expect(run('rule r { match { S [lemma=pies]; } do { S.Number = Plur; } }', 'pies', MINI).texts).toEqual(['Wczoraj stary psy szybko gonił kota w ogrodzie.']);
  });

  it('no subject–verb agreement and no numeral repair unless declared', () => {
    expect(run('rule r { match { S [deprel=nsubj]; } do { S.Number = Plur; } }', 'wczoraj', MINI).texts).toEqual(['Wczoraj chłopcy kopnął piłkę.']);
    expect(run('rule r { match { N [upos=NUM]; } do { delete N; } }', 'piec', MINI).texts).toEqual(['Kotów siedzi.']);
  });

  it('a repair "when inserted" runs its edits around the inserted node', () => {
    expect(run('rule r { match { V [upos=VERB]; } do { insert N = nie PART [Polarity=Neg] before V as advmod:neg of V; } }', 'pies', MINI).texts).toEqual(['Stary pies nie gonił kota w ogrodzie.']);
  });

  it('a repair "when deleted" runs before the node goes', () => {
    const profile = `${MINI}\nrepair keep_plural { match { H [upos=NOUN]; N [upos=NUM]; H -[nummod:gov]-> N; } when deleted N; do { H.Case = Nom; } }\n`;
    expect(run('rule r { match { N [upos=NUM]; } do { delete N; } }', 'piec', profile).texts).toEqual(['Koty siedzi.']);
  });

  // Regression test (was a bug found in review).
  it('a repair "when changed" runs when a feature of the node is edited', () => {
    const profile = `${MINI}\nrepair on_change { match { V []; O [deprel=obj]; A [form=szybko]; V -> O; V -> A; } when changed O; do { delete A; } }\n`;
    expect(run('rule r { match { O [deprel=obj]; } do { O.Number = Plur; } }', 'pies', profile).texts).toEqual(['Wczoraj stary pies gonił koty w ogrodzie.']);
  });
});
