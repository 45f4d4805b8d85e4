// Edits on small trees (fixtures/dsl/trees.conllu) with the real Polish profile
// (rules/pl/profile.drv) and the real dictionary: the resulting text AND the
// CoNLL-U rows of the derived tree. Every edit of the rule language is here:
// set relation / feature / removal, agree, insert (all positions), delete,
// delete all, move (all positions), attach, replace, replace by copy, copy,
// variants and the order of shared and variant edits.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileRuleText } from '../src/dsl/compile.js';
import { formatDiagnostic } from '../src/dsl/diagnostics.js';
import { writeSentence } from '../src/conllu/index.js';
import { Tree } from '../src/tree/tree.js';
import { Engine } from '../src/engine/engine.js';
import { DonorPool } from '../src/engine/pool.js';
import type { Inflector } from '../src/engine/inflect.js';
import { fixtureSentences, testMorphology } from './helpers/engine.js';

const PROFILE_PATH = new URL('../rules/pl/profile.drv', import.meta.url);
const PROFILE = readFileSync(PROFILE_PATH, 'utf8');
const SENTENCES = fixtureSentences();

let morph: Inflector;
beforeAll(async () => {
  morph = await testMorphology();
}, 600_000);

interface Out {
  variant: string;
  /** Realised text, or "DROP: reason". */
  text: string;
  /** Word lines of the derived tree (no comments), "" for a drop. */
  rows: string[];
}

/** Every attempt of the single rule in `rules` on fixture sentence `id` (also texts equal to the source). */
function derive(rules: string, id: string, pool: DonorPool | null = null): Out[] {
  const text = `transformation t relation similar;\n${rules}\n`;
  const r = compileRuleText(text, 'test.drv', [{ file: 'profile.drv', text: PROFILE }]);
  expect(r.diagnostics.map((d) => formatDiagnostic(d, r.ruleSet.sources.get(d.file)))).toEqual([]);
  const engine = new Engine(r.ruleSet, { morph, pool });
  const s = SENTENCES.get(id)!;
  const tree = Tree.fromSentence(s);
  const out: Out[] = [];
  for (const rule of r.ruleSet.rules)
    for (const a of engine.attempts(rule, tree, id, s.comments.join('\n'))) {
      if (!a.result.ok) out.push({ variant: a.variant.name, text: `DROP: ${a.result.reason}`, rows: [] });
      else {
        const c = a.result.candidate;
        const rows = writeSentence(c.tree.toSentence()).split('\n').filter((l) => /^\d/.test(l));
        out.push({ variant: a.variant.name, text: c.text, rows });
      }
    }
  return out;
}

const texts = (o: Out[]) => o.map((x) => x.text);
const one = (rules: string, id: string, pool: DonorPool | null = null): Out => {
  const o = derive(rules, id, pool);
  expect(o).toHaveLength(1);
  return o[0];
};

describe('set relation and features', () => {
  it('O.deprel = iobj; O.Case = Dat re-inflects the word and relabels it (DEPS follow)', () => {
    const o = one('rule r { match { V [upos=VERB]; O [deprel=obj]; V -> O; } do { O.deprel = iobj; O.Case = Dat; } }', 'pies');
    expect(o.text).toBe('Wczoraj stary pies szybko gonił kotu w ogrodzie.');
    expect(o.rows[5]).toBe('6\tkotu\tkot\tNOUN\tsubst:sg:dat:m2\tAnimacy=Nhum|Case=Dat|Gender=Masc|Number=Sing\t5\tiobj\t5:iobj\t_');
    // untouched words keep their rows
    expect(o.rows[4]).toBe('5\tgonił\tgonić\tVERB\tpraet:sg:m2:imperf\tAnimacy=Nhum|Aspect=Imp|Gender=Masc|Mood=Ind|Number=Sing|Tense=Past|VerbForm=Fin|Voice=Act\t0\troot\t0:root\t_');
  });

  it('a feature edit re-inflects the word and everything agreeing with it', () => {
    const o = one('rule r { match { O [upos=NOUN, Case=Acc]; } do { O.Case = Ins; } }', 'ksiazka');
    expect(o.text).toBe('Kobieta czyta ciekawą książką.');
    expect(o.rows.slice(2, 4)).toEqual([
      '3\tciekawą\tciekawy\tADJ\tadj:sg:inst:f:pos\tCase=Ins|Degree=Pos|Gender=Fem|Number=Sing\t4\tamod\t4:amod\t_',
      '4\tksiążką\tksiążka\tNOUN\tsubst:sg:inst:f\tCase=Ins|Gender=Fem|Number=Sing\t2\tobj\t2:obj\tSpaceAfter=No',
    ]);
  });

  it('Number = Plur on an object', () => {
    const o = one('rule r { match { O [deprel=obj]; } do { O.Number = Plur; } }', 'pies');
    expect(o.text).toBe('Wczoraj stary pies szybko gonił koty w ogrodzie.');
    expect(o.rows[5]).toBe('6\tkoty\tkot\tNOUN\tsubst:pl:acc:m2\tAnimacy=Nhum|Case=Acc|Gender=Masc|Number=Plur\t5\tobj\t5:obj\t_');
  });

  it('a value taken from another node (O.Case = S.Case)', () => {
    const o = one('rule r { match { S [deprel=nsubj]; O [deprel=obj]; } do { O.Case = S.Case; } }', 'ksiazka');
    expect(o.text).toBe('Kobieta czyta ciekawa książka.');
  });

  it('an edit that changes nothing yields the source text (engine.run then emits no candidate)', () => {
    const o = one('rule r { match { O [deprel=obj]; } do { O.Case = Acc; } }', 'pies');
    expect(o.text).toBe('Wczoraj stary pies szybko gonił kota w ogrodzie.');
  });
});

describe('agree', () => {
  it('agree A with N copies the features of the profile agreement that relates them', () => {
    const o = one('rule r { match { N [lemma=kot]; } do { insert A = duży ADJ [Degree=Pos] before N as amod of N; agree A with N; } }', 'pies');
    expect(o.text).toBe('Wczoraj stary pies szybko gonił dużego kota w ogrodzie.');
    expect(o.rows[5]).toBe('6\tdużego\tduży\tADJ\tadj:sg:acc:m2:pos\tAnimacy=Nhum|Case=Acc|Degree=Pos|Gender=Masc|Number=Sing\t7\tamod\t7:amod\t_');
  });

  it('fails the candidate (with the reason and line) when no profile agreement relates the two words', () => {
    const o = one('rule r { match { N [lemma=kot]; A [form=szybko]; }\n do { agree A with N; } }', 'pies');
    expect(o.text).toBe('DROP: edit failed: no agreement in the profile relates ADV "szybko" to NOUN "kota" (test.drv:3)');
  });
});

describe('insert', () => {
  const ins = (where: string) => one(`rule r { match { V [upos=VERB]; S [deprel=nsubj]; O [lemma=ogród]; } do { insert A = dziś ADV ${where} as advmod of V; } }`, 'pies').text;

  it('before / after a node', () => {
    expect(ins('before V')).toBe('Wczoraj stary pies szybko dziś gonił kota w ogrodzie.');
    expect(ins('after V')).toBe('Wczoraj stary pies szybko gonił dziś kota w ogrodzie.');
    expect(ins('before S')).toBe('Wczoraj stary dziś pies szybko gonił kota w ogrodzie.');
  });

  it('before / after a subtree', () => {
    expect(ins('before subtree S')).toBe('Wczoraj dziś stary pies szybko gonił kota w ogrodzie.');
    expect(ins('after subtree S')).toBe('Wczoraj stary pies dziś szybko gonił kota w ogrodzie.');
  });

  it('first in / last in a subtree (inside its punctuation)', () => {
    expect(ins('first in O')).toBe('Wczoraj stary pies szybko gonił kota dziś w ogrodzie.');
    expect(ins('last in O')).toBe('Wczoraj stary pies szybko gonił kota w ogrodzie dziś.');
  });

  it('at start (capitalisation moves) and at end (before the final period)', () => {
    expect(ins('at start')).toBe('Dziś wczoraj stary pies szybko gonił kota w ogrodzie.');
    expect(ins('at end')).toBe('Wczoraj stary pies szybko gonił kota w ogrodzie dziś.');
  });

  it('the new word gets its form from lemma + features, its row from the dictionary', () => {
    const o = one('rule r { match { V [upos=VERB]; } do { insert N = nie PART [Polarity=Neg] before V as advmod:neg of V; } }', 'kot');
    expect(o.text).toBe('Mały kot nie śpi.');
    expect(o.rows).toEqual([
      '1\tMały\tmały\tADJ\tadj:sg:nom:m2:pos\tAnimacy=Nhum|Case=Nom|Degree=Pos|Gender=Masc|Number=Sing\t2\tamod\t2:amod\t_',
      '2\tkot\tkot\tNOUN\tsubst:sg:nom:m2\tAnimacy=Nhum|Case=Nom|Gender=Masc|Number=Sing\t4\tnsubj\t4:nsubj\t_',
      '3\tnie\tnie\tPART\tpart\tPolarity=Neg\t4\tadvmod:neg\t4:advmod:neg\t_',
      '4\tśpi\tspać\tVERB\tfin:sg:ter:imperf\tAspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act\t0\troot\t0:root\tSpaceAfter=No',
      '5\t.\t.\tPUNCT\tinterp\tPunctType=Peri\t4\tpunct\t4:punct\t_',
    ]);
  });

  it('features of the new word may be copied from matched nodes', () => {
    const o = one('rule r { match { N [lemma=kot]; } do { insert A = duży ADJ [Case=N.Case, Number=N.Number, Gender=N.Gender, Animacy=N.Animacy, Degree=Pos] after N as amod of N; } }', 'pies');
    expect(o.text).toBe('Wczoraj stary pies szybko gonił kota dużego w ogrodzie.');
  });

  it('an inserted modifier agrees by the profile even without agree', () => {
    const o = one('rule r { match { N [lemma=ogród]; } do { insert A = piękny ADJ [Degree=Pos] last in N as amod of N; } }', 'pies');
    expect(o.text).toBe('Wczoraj stary pies szybko gonił kota w ogrodzie pięknym.');
    expect(o.rows[8]).toBe('9\tpięknym\tpiękny\tADJ\tadj:sg:loc:m3:pos\tAnimacy=Inan|Case=Loc|Degree=Pos|Gender=Masc|Number=Sing\t8\tamod\t8:amod\tSpaceAfter=No');
    // the word before it gets its space back
    expect(o.rows[7]).toBe('8\togrodzie\togród\tNOUN\tsubst:sg:loc:m3\tAnimacy=Inan|Case=Loc|Gender=Masc|Number=Sing\t5\tobl\t5:obl\t_');
  });
});

describe('delete', () => {
  it('delete removes the subtree', () => {
    const o = one('rule r { match { O [deprel=obl]; } do { delete O; } }', 'pies');
    expect(o.text).toBe('Wczoraj stary pies szybko gonił kota.');
    expect(o.rows.map((r) => r.split('\t').slice(0, 2).join(' '))).toEqual(['1 Wczoraj', '2 stary', '3 pies', '4 szybko', '5 gonił', '6 kota', '7 .']);
    expect(o.rows[6]).toBe('7\t.\t.\tPUNCT\tinterp\tPunctType=Peri\t5\tpunct\t5:punct\t_');
    expect(o.rows[5]).toBe('6\tkota\tkot\tNOUN\tsubst:sg:acc:m2\tAnimacy=Nhum|Case=Acc|Gender=Masc|Number=Sing\t5\tobj\t5:obj\tSpaceAfter=No');
  });

  it('delete all [...] in N removes every matching word of N’s subtree (not N)', () => {
    expect(one('rule r { match { V [upos=VERB]; } do { delete all [upos=ADV] in V; } }', 'pies').text).toBe('Stary pies gonił kota w ogrodzie.');
    expect(one('rule r { match { N [lemma=pies]; } do { delete all [upos=ADV|ADJ] in N; } }', 'pies').text).toBe('Wczoraj pies szybko gonił kota w ogrodzie.');
  });

  it('delete all [...] without "in" works on the whole sentence', () => {
    expect(one('rule r { match { V [upos=VERB]; } do { delete all [upos=ADV|ADJ]; } }', 'pies').text).toBe('Pies gonił kota w ogrodzie.');
  });
});

describe('move', () => {
  const mv = (what: string, where: string) =>
    one(`rule r { match { V [upos=VERB]; S [deprel=nsubj]; O [deprel=obj]; L [lemma=ogród]; A [form=Wczoraj]; B [form=szybko]; } do { move ${what} ${where}; } }`, 'pies').text;

  it('before / after a node', () => {
    expect(mv('O', 'before V')).toBe('Wczoraj stary pies szybko kota gonił w ogrodzie.');
    expect(mv('B', 'after V')).toBe('Wczoraj stary pies gonił szybko kota w ogrodzie.');
    expect(mv('L', 'before S')).toBe('Wczoraj stary w ogrodzie pies szybko gonił kota.');
  });

  it('before / after a subtree', () => {
    expect(mv('L', 'before subtree S')).toBe('Wczoraj w ogrodzie stary pies szybko gonił kota.');
    expect(mv('S', 'after subtree O')).toBe('Wczoraj szybko gonił kota stary pies w ogrodzie.');
  });

  it('at start and at end (old first word lower-cased, new one capitalised)', () => {
    expect(mv('B', 'at start')).toBe('Szybko wczoraj stary pies gonił kota w ogrodzie.');
    expect(mv('A', 'at end')).toBe('Stary pies szybko gonił kota w ogrodzie wczoraj.');
  });

  it('at end of V: the end of V’s clause, before a coordinated clause', () => {
    const r = (w: string) => one(`rule r { match { V [upos=VERB, deprel=root]; S [deprel=nsubj]; V -> S; } do { move S ${w}; } }`, 'jablko').text;
    expect(r('at end of V')).toBe('Czyta książkę chłopiec i je jabłko.');
    expect(r('at end')).toBe('Czyta książkę i je jabłko chłopiec.');
  });

  it('moving a node after its own dependent fails the candidate with the reason', () => {
    expect(mv('V', 'after O')).toBe('DROP: edit failed: anchor "kota" is inside the moved subtree of "gonił" (test.drv:2)');
  });

  it('word order changes, dependencies do not', () => {
    const o = one('rule r { match { V [upos=VERB]; O [deprel=obj]; V -> O; } do { move O before V; } }', 'pies');
    expect(o.rows[4]).toBe('5\tkota\tkot\tNOUN\tsubst:sg:acc:m2\tAnimacy=Nhum|Case=Acc|Gender=Masc|Number=Sing\t6\tobj\t6:obj\t_');
    expect(o.rows[5].split('\t').slice(0, 8)).toEqual(['6', 'gonił', 'gonić', 'VERB', 'praet:sg:m2:imperf', 'Animacy=Nhum|Aspect=Imp|Gender=Masc|Mood=Ind|Number=Sing|Tense=Past|VerbForm=Fin|Voice=Act', '0', 'root']);
  });
});

describe('attach', () => {
  it('gives a word a new head and relation; word order stays', () => {
    const o = one('rule r { match { N [lemma=kot]; P [lemma=ogród]; } do { attach P to N as nmod; } }', 'pies');
    expect(o.text).toBe('Wczoraj stary pies szybko gonił kota w ogrodzie.');
    expect(o.rows[7]).toBe('8\togrodzie\togród\tNOUN\tsubst:sg:loc:m3\tAnimacy=Inan|Case=Loc|Gender=Masc|Number=Sing\t6\tnmod\t6:nmod\tSpaceAfter=No');
    // its dependents come along
    expect(o.rows[6]).toBe('7\tw\tw\tADP\tprep:loc:nwok\tAdpType=Prep|Variant=Short\t8\tcase\t8:case\t_');
  });

  it('refuses a cycle: the candidate is dropped with the reason', () => {
    const o = one('rule r { match { N [lemma=pies]; V [upos=VERB]; } do { attach V to N as acl; } }', 'pies');
    expect(o.text).toBe('DROP: edit failed: attaching "gonił" under "pies" would make a cycle (test.drv:2)');
  });
});

describe('replace', () => {
  it('replace O by a new word: the subtree goes, the new word takes its place and relation', () => {
    const o = one('rule r { match { O [deprel=obj]; } do { replace O by M = mysz NOUN [Case=Acc, Number=Sing]; } }', 'pies');
    expect(o.text).toBe('Wczoraj stary pies szybko gonił mysz w ogrodzie.');
    expect(o.rows[5]).toBe('6\tmysz\tmysz\tNOUN\tsubst:sg:acc:f\tCase=Acc|Gender=Fem|Number=Sing\t5\tobj\t5:obj\t_');
  });

  it('replacing a subtree removes its dependents', () => {
    const o = one('rule r { match { O [lemma=ogród]; } do { replace O by M = tam ADV; } }', 'pies');
    expect(o.text).toBe('Wczoraj stary pies szybko gonił kota tam.');
    expect(o.rows[6]).toBe('7\ttam\ttam\tADV\tadv\t_\t5\tobl\t5:obl\tSpaceAfter=No');
  });
});

describe('donor copies', () => {
  const pool = () => {
    const p = new DonorPool();
    p.add(SENTENCES.get('rudy')!, 'rudy');
    p.add(SENTENCES.get('pies')!, 'pies');
    return p;
  };

  it('replace A by copy C = D: the donor word is re-inflected to agree (rudego -> rudy)', () => {
    const o = one('rule r { match { N [lemma=kot]; A [upos=ADJ]; N -[amod]-> A; } donor { DN []; DA [upos=ADJ]; DN -[amod]-> DA; DN.lemma = N.lemma; } do { replace A by copy C = DA; } }', 'kot', pool());
    expect(o.text).toBe('Rudy kot śpi.');
    expect(o.rows[0]).toBe('1\tRudy\trudy\tADJ\tadj:sg:nom:m2:pos\tAnimacy=Nhum|Case=Nom|Degree=Pos|Gender=Masc|Number=Sing\t2\tamod\t2:amod\t_');
  });

  it('copy C = D before N as amod of N adds the donor subtree', () => {
    const o = one('rule r { match { N [lemma=kot]; } donor { DN []; DA [upos=ADJ]; DN -[amod]-> DA; DN.lemma = N.lemma; } do { copy C = DA before N as amod of N; } }', 'kot', pool());
    expect(o.text).toBe('Mały rudy kot śpi.');
    expect(o.rows[1]).toBe('2\trudy\trudy\tADJ\tadj:sg:nom:m2:pos\tAnimacy=Nhum|Case=Nom|Degree=Pos|Gender=Masc|Number=Sing\t3\tamod\t3:amod\t_');
  });

  it('a donor from another lemma (DN.lemma != N.lemma) is re-inflected as well', () => {
    const o = one('rule r { match { N [lemma=kot]; } donor { DN []; DA [upos=ADJ]; DN -[amod]-> DA; DN.lemma != N.lemma; } do { copy C = DA before N as amod of N; } }', 'kot', pool());
    expect(o.text).toBe('Mały stary kot śpi.');
  });

  it('without a donor sentence there is no attempt at all', () => {
    expect(derive('rule r { match { N [lemma=kot]; } donor { DN []; DA [upos=ADJ]; DN -[amod]-> DA; DN.lemma = N.lemma; } do { copy C = DA before N as amod of N; } }', 'kot', null)).toEqual([]);
  });
});

describe('variants', () => {
  it('each applicable variant yields its own candidate, tagged with its name', () => {
    const o = derive(
      `rule r {
        match { V [upos=VERB]; O [deprel=obj]; V -> O; }
        variant plural { do { O.Number = Plur; } }
        variant dative { do { O.Case = Dat; } }
        variant never_here { match { O [Case=Gen]; } do { O.Case = Ins; } }
      }`,
      'pies',
    );
    expect(o.map((x) => `${x.variant}: ${x.text}`)).toEqual([
      'plural: Wczoraj stary pies szybko gonił koty w ogrodzie.',
      'dative: Wczoraj stary pies szybko gonił kotu w ogrodzie.',
    ]);
  });

  it('a variant may bind new nodes and have its own without', () => {
    const o = derive(
      `rule r {
        match { V [upos=VERB]; }
        variant adv { match { V -[advmod]-> A; } without { A [form=Wczoraj]; } do { delete A; } }
      }`,
      'pies',
    );
    expect(texts(o)).toEqual(['Wczoraj stary pies gonił kota w ogrodzie.']);
  });

  it("the rule's do before its variants runs first (the variant's later edit wins)", () => {
    const o = one('rule r { match { O [deprel=obj]; } do { O.Case = Gen; } variant v { do { O.Case = Ins; } } }', 'ksiazka');
    expect(o.text).toBe('Kobieta czyta ciekawą książką.');
  });

  it("the rule's do after its variants runs last (the shared edit wins)", () => {
    const o = one('rule r { match { O [deprel=obj]; } variant v { do { O.Case = Ins; } } do { O.Case = Gen; } }', 'ksiazka');
    expect(o.text).toBe('Kobieta czyta ciekawej książki.');
  });

  it('identical texts of one type merge: engine.run keeps the first', () => {
    const text = `transformation t;\nrule r { match { O [deprel=obj]; } variant a { do { O.Number = Plur; } } variant b { do { O.Number = Plur; } } }\n`;
    const r = compileRuleText(text, 'test.drv', [{ file: 'profile.drv', text: PROFILE }]);
    expect(r.diagnostics).toEqual([]);
    const res = new Engine(r.ruleSet, { morph }).run(SENTENCES.get('pies')!);
    expect(res.candidates.map((c) => `${c.rule}/${c.variant} ${c.relation} ${c.type}: ${c.text}`)).toEqual(['r/a similar t: Wczoraj stary pies szybko gonił koty w ogrodzie.']);
    expect(res.drops).toEqual([]);
  });

  it('a candidate equal to the source is not emitted', () => {
    const text = `transformation t;\nrule r { match { O [deprel=obj]; } do { O.Case = Acc; } }\n`;
    const r = compileRuleText(text, 'test.drv', [{ file: 'profile.drv', text: PROFILE }]);
    expect(new Engine(r.ruleSet, { morph }).run(SENTENCES.get('pies')!)).toEqual({ candidates: [], drops: [] });
  });
});
