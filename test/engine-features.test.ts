// Rule-language features added after the first rule sets: enhanced edges,
// nested without blocks, the lexical `forms=` test, `attach all`, `delete all …
// outside`, `when final` repairs (z -> ze), numbers in digits, and the closing
// comma of a comma-set adjective phrase. Exact texts and matches throughout.
import { beforeAll, describe, expect, it } from 'vitest';
import { compileRuleText } from '../src/dsl/compile.js';
import { formatDiagnostic } from '../src/dsl/diagnostics.js';
import type { Sentence } from '../src/conllu/types.js';
import { Tree } from '../src/tree/tree.js';
import { Engine } from '../src/engine/engine.js';
import { forEachMatch, matchPattern, matchWithout, searchDepth, withLexicon, type Bindings } from '../src/engine/match.js';
import type { Morphology } from '../src/morph/index.js';
import type { Inflector } from '../src/engine/inflect.js';
import { compileWithProfile, sentence, STARY_PIES, testMorphology, V3S } from './helpers/engine.js';



// Rowerzysta odpoczywa i obserwuje morze. (shared subject in DEPS)
const ROWERZYSTA = sentence([
  `1 ; Rowerzysta ; rowerzysta ; NOUN ; subst:sg:nom:m1 ; Animacy=Hum|Case=Nom|Gender=Masc|Number=Sing ; 2 ; nsubj ; 2:nsubj|4:nsubj ; _`,
  `2 ; odpoczywa ; odpoczywać ; VERB ; fin:sg:ter:imperf ; ${V3S} ; 0 ; root ; 0:root ; _`,
  `3 ; i ; i ; CCONJ ; conj ; _ ; 4 ; cc ; 4:cc ; _`,
  `4 ; obserwuje ; obserwować ; VERB ; fin:sg:ter:imperf ; ${V3S} ; 2 ; conj ; 0:root|2:conj ; _`,
  `5 ; morze ; morze ; NOUN ; subst:sg:acc:n:ncol ; Case=Acc|Gender=Neut|Number=Sing ; 4 ; obj ; 4:obj ; SpaceAfter=No`,
  `6 ; . ; . ; PUNCT ; interp ; PunctType=Peri ; 2 ; punct ; 2:punct ; _`,
]);

// Ptak z rozpostartymi skrzydłami stoi w 1996 roku.
const PTAK = sentence([
  `1 ; Ptak ; ptak ; NOUN ; subst:sg:nom:m2 ; Animacy=Nhum|Case=Nom|Gender=Masc|Number=Sing ; 5 ; nsubj ; 5:nsubj ; _`,
  `2 ; z ; z ; ADP ; prep:inst:nwok ; AdpType=Prep|Variant=Short ; 4 ; case ; 4:case ; _`,
  `3 ; rozpostartymi ; rozpostrzeć ; ADJ ; ppas:pl:inst:n:perf:aff ; Aspect=Perf|Case=Ins|Gender=Neut|Number=Plur|Polarity=Pos|VerbForm=Part|Voice=Pass ; 4 ; amod ; 4:amod ; _`,
  `4 ; skrzydłami ; skrzydło ; NOUN ; subst:pl:inst:n:ncol ; Case=Ins|Gender=Neut|Number=Plur ; 1 ; nmod ; 1:nmod ; _`,
  `5 ; stoi ; stać ; VERB ; fin:sg:ter:imperf ; ${V3S} ; 0 ; root ; 0:root ; _`,
  `6 ; w ; w ; ADP ; prep:loc:nwok ; AdpType=Prep|Variant=Short ; 8 ; case ; 8:case ; _`,
  `7 ; 1996 ; 1996 ; ADJ ; adj:sg:loc:m3:pos ; Animacy=Inan|Case=Loc|Degree=Pos|Gender=Masc|NumForm=Digit|Number=Sing ; 8 ; amod ; 8:amod ; _`,
  `8 ; roku ; rok ; NOUN ; subst:sg:loc:m3 ; Animacy=Inan|Case=Loc|Gender=Masc|Number=Sing ; 5 ; obl ; 5:obl ; SpaceAfter=No`,
  `9 ; . ; . ; PUNCT ; interp ; PunctType=Peri ; 5 ; punct ; 5:punct ; _`,
]);

function compile(rules: string) {
  return compileWithProfile(rules, 'f.drv');
}

function matchNames(rules: string, s: Sentence): string[] {
  const rs = compile(rules);
  const r = rs.rules[0];
  const out: string[] = [];
  for (const m of matchWithout(r.match, r.withouts, Tree.fromSentence(s), new Array(r.slotCount) as Bindings)) {
    out.push(r.match.nodes.filter((n) => !n.name.startsWith('_')).map((n) => `${n.name}=${m[n.slot]!.form}`).join(' '));
  }
  return out.sort();
}

let morph: Morphology;
beforeAll(async () => {
  morph = await testMorphology();
}, 600_000);

function texts(rules: string, s: Sentence): string[] {
  const engine = new Engine(compile(rules), { morph });
  const res = engine.run(s);
  return res.candidates.map((c) => c.text);
}

describe('patterns', () => {
  it('an enhanced edge reads DEPS (a subject shared by conjuncts), a basic edge does not', () => {
    const rule = (arrow: string) => `rule r { match { V [upos=VERB]; S [upos=NOUN]; V ${arrow} S; } do { delete S; } }`;
    expect(matchNames(rule('=[nsubj]=>'), ROWERZYSTA)).toEqual(['V=obserwuje S=Rowerzysta', 'V=odpoczywa S=Rowerzysta']);
    expect(matchNames(rule('-[nsubj]->'), ROWERZYSTA)).toEqual(['V=odpoczywa S=Rowerzysta']);
    // any enhanced relation: the object too
    expect(matchNames(rule('=>'), ROWERZYSTA)).toEqual(['V=obserwuje S=Rowerzysta', 'V=obserwuje S=morze', 'V=odpoczywa S=Rowerzysta']);
  });

  it('a nested without rejects only when its own pattern is absent', () => {
    // verbs that have no object of their own
    const r = `rule r { match { V [upos=VERB]; } without { V [deprel=root]; without { V -[conj]-> _; } } do { delete V; } }`;
    // odpoczywa is root and has a conj: kept; obserwuje is not root: kept
    expect(matchNames(r, ROWERZYSTA)).toEqual(['V=obserwuje', 'V=odpoczywa']);
    const r2 = `rule r { match { V [upos=VERB]; } without { V [deprel=root]; without { V -[obj]-> _; } } do { delete V; } }`;
    // odpoczywa is root without an object: rejected
    expect(matchNames(r2, ROWERZYSTA)).toEqual(['V=obserwuje']);
  });

  it('an order constraint with a bound node draws the other from its side only, and right next to it when immediate', () => {
    const r = (c: string) => `rule r { match { P [upos=ADP]; W [upos!=PUNCT]; ${c}; } do { delete W; } }`;
    // Ptak z rozpostartymi skrzydłami stoi w 1996 roku.
    expect(matchNames(r('P immediately before W'), PTAK)).toEqual(['P=w W=1996', 'P=z W=rozpostartymi']);
    expect(matchNames(r('W immediately before P'), PTAK)).toEqual(['P=w W=stoi', 'P=z W=Ptak']);
    expect(matchNames(r('P before W'), PTAK)).toEqual([
      'P=w W=1996', 'P=w W=roku', 'P=z W=1996', 'P=z W=roku', 'P=z W=rozpostartymi', 'P=z W=skrzydłami', 'P=z W=stoi', 'P=z W=w',
    ]);
    expect(matchNames(r('W before P'), PTAK)).toEqual([
      'P=w W=Ptak', 'P=w W=rozpostartymi', 'P=w W=skrzydłami', 'P=w W=stoi', 'P=w W=z', 'P=z W=Ptak',
    ]);
  });

  it('a search stopped by a throwing callback leaves the matcher as it was (frames are reused)', () => {
    const rs = compile(`rule r { match { V [upos=VERB]; S [upos=NOUN]; V -> S; without { S -[nmod]-> _; } } do { delete S; } }`);
    const r = rs.rules[0];
    const tree = Tree.fromSentence(PTAK);
    const names = () => matchPattern(r.match, tree, new Array(r.slotCount) as Bindings).map((m) => `${m[r.match.nodes[0].slot]!.form}>${m[r.match.nodes[1].slot]!.form}`);
    // stoi>Ptak has an nmod (skrzydłami): rejected; stoi>roku stays
    expect(names()).toEqual(['stoi>roku']);
    expect(() =>
      forEachMatch(r.match, tree, new Array(r.slotCount) as Bindings, {}, () => {
        // a nested search while the outer one runs, then an exception out of both
        expect(names()).toEqual(['stoi>roku']);
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(searchDepth()).toBe(0);
    expect(names()).toEqual(['stoi>roku']);
  });

  it('forms= asks the dictionary whether the lemma has forms of a class', () => {
    const r = (c: string) => `rule r { match { V [upos=VERB, ${c}]; } do { delete V; } }`;
    const lex = (lemma: string, cls: string) => morph.hasForms(lemma, cls);
    withLexicon(lex, () => {
      expect(matchNames(r('forms=pcon'), ROWERZYSTA)).toEqual(['V=obserwuje', 'V=odpoczywa']);
      expect(matchNames(r('forms=pant'), ROWERZYSTA)).toEqual([]);
      expect(matchNames(r('forms!=pant'), ROWERZYSTA)).toEqual(['V=obserwuje', 'V=odpoczywa']);
    });
    // without a lexicon nothing is known: the test fails both ways
    withLexicon(null, () => {
      expect(matchNames(r('forms=pcon'), ROWERZYSTA)).toEqual([]);
      expect(matchNames(r('forms!=pcon'), ROWERZYSTA)).toEqual([]);
    });
  });

  it('each engine asks its own morphology, whichever engine was made or ran last', () => {
    const rules = compile(`rule r { match { V [upos=VERB, deprel=conj, forms=pcon]; } do { delete V; } }`);
    const real = new Engine(rules, { morph });
    // a morphology that knows no lemma: no verb has adverbial participles
    const none = new Engine(rules, { morph: Object.assign(Object.create(morph) as Morphology, { hasForms: () => false }) });
    const out = (e: Engine) => e.run(ROWERZYSTA).candidates.map((c) => c.text);
    expect(out(real)).toEqual(['Rowerzysta odpoczywa.']);
    expect(out(none)).toEqual([]);
    // generators of both engines, interleaved
    const tree = Tree.fromSentence(ROWERZYSTA);
    const a = real.attempts(rules.rules[0], tree, 's', '');
    const b = none.attempts(rules.rules[0], tree, 's', '');
    expect(b.next().done).toBe(true);
    const first = a.next();
    expect(first.done).toBe(false);
    expect(first.value && first.value.result.ok && first.value.result.candidate.text).toBe('Rowerzysta odpoczywa.');
  });

  it('a generator resumed after another engine ran matches with its own lexicon again', () => {
    // two variants: the second one's forms= test runs only after the first attempt was yielded
    const rules = compile(`rule r { match { V [upos=VERB, deprel=conj]; }
      variant plain { do { delete V; } }
      variant pcon { match { V [forms=pcon]; W [upos=NOUN]; V -> W; } do { delete W; } } }`);
    const none = new Engine(rules, { morph: Object.assign(Object.create(morph) as Morphology, { hasForms: () => false }) });
    const real = new Engine(rules, { morph });
    const tree = Tree.fromSentence(ROWERZYSTA);
    const a = real.attempts(rules.rules[0], tree, 's', '');
    expect(a.next().value?.variant.name).toBe('plain');
    none.run(ROWERZYSTA); // installs its lexicon meanwhile
    // obserwować has adverbial participles; with the other engine's lexicon V would not fit
    const rest = [...a].map((x) => `${x.variant.name}: ${x.result.ok ? x.result.candidate.text : x.result.reason}`);
    expect(rest).toEqual(['pcon: Rowerzysta odpoczywa i obserwuje.']);
  });
});

describe('edits', () => {
  it('attach all re-hangs the matching dependents, keeping their relations', () => {
    const rules = `rule r {
      match { V1 [deprel=root]; V2 []; S []; C []; V1 -[conj]-> V2; V1 -[nsubj]-> S; V2 -[cc]-> C; }
      do { delete C; attach V2 to root as root; attach S to V2 as nsubj; attach all [deprel=punct] of V1 to V2; attach V1 to S as amod;
           V1.VerbForm = Part; V1.Voice = Act; V1.Mood = _; V1.Person = _; V1.Tense = _; move V1 before subtree S; }
    }`;
    const engine = new Engine(compile(rules), { morph });
    const [c] = engine.run(ROWERZYSTA).candidates;
    expect(c.text).toBe('Odpoczywający rowerzysta obserwuje morze.');
    // the full stop followed the new root
    const s = c.tree.toSentence();
    expect(s.words.map((w) => `${w.form}:${w.head}:${w.deprel}`)).toEqual([
      'Odpoczywający:2:amod', 'rowerzysta:3:nsubj', 'obserwuje:0:root', 'morze:3:obj', '.:3:punct',
    ]);
  });

  it('delete all … outside leaves what hangs below the fence', () => {
    const rules = `rule r { match { V [deprel=root]; } do { delete all [deprel=amod] in V outside [deprel=nmod]; } }`;
    // rozpostartymi hangs below the nmod skrzydłami: it stays; 1996 goes
    expect(texts(rules, PTAK)).toEqual(['Ptak z rozpostartymi skrzydłami stoi w roku.']);
  });

  it('a final repair turns z into ze before a consonant cluster (profile vocalic_z)', () => {
    const rules = `rule r { match { A [lemma=rozpostrzeć]; } do { delete A; } }`;
    expect(texts(rules, PTAK)).toEqual(['Ptak ze skrzydłami stoi w 1996 roku.']);
  });

  it('a number written in digits keeps its spelling when its case changes', () => {
    // the noun's case changes; the digit adjective agrees: same spelling, new annotation
    const rules = `rule r { match { N [lemma=rok]; } do { N.Case = Nom; } }`;
    const engine = new Engine(compile(rules), { morph });
    const [c] = engine.run(PTAK).candidates;
    expect(c.text).toBe('Ptak z rozpostartymi skrzydłami stoi w 1996 rok.');
    const w = c.tree.toSentence().words.find((x) => x.form === '1996')!;
    expect([w.xpos, w.feats.get('Case')]).toEqual(['adj:sg:nom:m3:pos', 'Nom']);
  });
});

describe('conditions and repeating variants', () => {
  const CONDITION = `condition removable { A [upos=ADJ|ADV]; without { A [lemma=szybko]; } }`;

  it('@NAME includes a named condition; a repeating variant edits every match into one candidate', () => {
    const rules = `${CONDITION}
      rule one { match { H []; A []; H -> A; @removable; } do { delete A; } }
      rule all { match { V [deprel=root]; } variant all { repeat; match { H []; A []; H -> A; @removable; } do { delete A; } } }`;
    // one: each adjective or adverb alone (szybko is protected); all: both at once, and H may be the verb V
    const s = STARY_PIES;
    const engine = new Engine(compile(rules), { morph });
    const res = engine.run(s);
    expect(res.candidates.map((c) => `${c.rule}: ${c.text}`)).toEqual([
      'one: Pies szybko zawsze biegnie.',
      'one: Stary pies szybko biegnie.',
      'all: Pies szybko biegnie.',
    ]);
  });

  it('an unknown condition and a repeating variant without a match block are reported', () => {
    const text = `transformation t;\nrule r {\n  match { V []; @nothing; }\n  variant v { repeat; do { delete V; } }\n}\n`;
    const r = compileRuleText(text, 'c.drv');
    expect(r.diagnostics.map((d) => formatDiagnostic(d))).toEqual([
      'c.drv:3:17: error: unknown condition @nothing',
      "c.drv:4:3: error: variant 'v' repeats but has no match block of its own to repeat",
    ]);
  });
});

// Final repairs on a copy that only lost words borrow the source's value index (edit.ts
// runFinalRepairs): a repair needing a word the sentence lacks fails at once. Once a repair
// has edited the copy, the index no longer covers it and later repairs scan the copy itself.
describe('final repairs after a deletion', () => {
  // Forms are the lemmas: this test is about matching, not morphology.
  const plain: Inflector = {
    inflect: (w) => ({ ok: true, value: w, query: '' }),
    inflectLemma: (lemma, upos, feats) => ({ ok: true, value: { form: lemma, lemma, upos, xpos: '_', feats }, query: '' }),
  };
  const rules = (second: string) => `transformation t relation similar;
    repair r1 { match { V [upos=VERB]; } when final; do { insert X = "foo" PART [] before V as advmod of V; } }
    ${second}
    rule r { match { A [lemma=szybko]; } do { delete A; } }`;
  const run = (text: string): string[] => {
    const r = compileRuleText(text, 'rep.drv');
    expect(r.diagnostics.map((d) => formatDiagnostic(d, text))).toEqual([]);
    return new Engine(r.ruleSet, { morph: plain }).run(STARY_PIES).candidates.map((c) => c.text);
  };

  it('a repair that needs the word an earlier repair inserted still runs', () => {
    const second = `repair r2 { match { X [lemma=foo]; V []; V -> X; } when final; do { insert Y = "bar" PART [] after X as advmod of V; } }`;
    expect(run(rules(second))).toEqual(['Stary pies zawsze foo bar biegnie.']);
  });

  it('a repair that needs a word the sentence lacks does not', () => {
    const second = `repair r2 { match { X [lemma=qux]; V []; V -> X; } when final; do { insert Y = "bar" PART [] after X as advmod of V; } }`;
    expect(run(rules(second))).toEqual(['Stary pies zawsze foo biegnie.']);
  });
});
