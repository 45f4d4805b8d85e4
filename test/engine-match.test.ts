// Pattern matching on small hand-written trees (fixtures/dsl/trees.conllu):
// every pattern feature of the rule language, compiled with compileRuleText and
// run with the matcher directly (no morphology needed). Each expectation lists
// the exact set of matches, so a feature that silently matches too much or too
// little fails.
import { describe, expect, it } from 'vitest';
import { compileRuleText } from '../src/dsl/compile.js';
import { formatDiagnostic } from '../src/dsl/diagnostics.js';
import type { Rule } from '../src/dsl/compiled.js';
import { Tree } from '../src/tree/tree.js';
import { forEachMatch, indexValues, lendValueIndex, matchWithout, withLexicon, type Bindings } from '../src/engine/match.js';
import { fixtureSentences } from './helpers/engine.js';

const SENTENCES = fixtureSentences();

function tree(id: string): Tree {
  const s = SENTENCES.get(id);
  if (!s) throw new Error(`no fixture sentence ${id}`);
  return Tree.fromSentence(s);
}

/** Compiles `blocks` (match/without blocks) into one rule; fails the test on any diagnostic but the missing `do`. */
function rule(blocks: string, prelude = ''): Rule {
  const text = `${prelude}\ntransformation t;\nrule r {\n${blocks}\n}\n`;
  const r = compileRuleText(text, 'm.drv');
  const errs = r.diagnostics.filter((d) => !/has no edits/.test(d.message));
  expect(errs.map((d) => formatDiagnostic(d, text))).toEqual([]);
  return r.ruleSet.rules[0];
}

/** Every match as "A=form B=form" (named nodes of the match block, sorted by name); the list sorted. */
function matches(blocks: string, id: string, prelude = ''): string[] {
  const r = rule(blocks, prelude);
  const t = tree(id);
  const out: string[] = [];
  for (const m of matchWithout(r.match, r.withouts, t, new Array(r.slotCount) as Bindings)) {
    const named = r.match.nodes.filter((n) => !n.name.startsWith('_')).sort((a, b) => a.name.localeCompare(b.name));
    out.push(named.map((n) => `${n.name}=${m[n.slot]!.form}`).join(' '));
  }
  return out.sort();
}

describe('node constraints', () => {
  it('form is compared exactly (case-sensitive)', () => {
    expect(matches('match { N [form=kota]; }', 'lustro')).toEqual(['N=kota']);
    expect(matches('match { N [form=kot]; }', 'lustro')).toEqual([]);
    expect(matches('match { N [form=Kot]; }', 'lustro')).toEqual(['N=Kot']);
  });

  it('lemma, upos, xpos, a feature and deprel', () => {
    expect(matches('match { N [lemma=kot]; }', 'lustro')).toEqual(['N=Kot', 'N=kota']);
    expect(matches('match { N [upos=VERB]; }', 'lustro')).toEqual(['N=widzi']);
    expect(matches('match { N [xpos="subst:sg:acc:m2"]; }', 'lustro')).toEqual(['N=kota']);
    expect(matches('match { N [Case=Loc]; }', 'lustro')).toEqual(['N=lustrze']);
    expect(matches('match { N [deprel=obj]; }', 'lustro')).toEqual(['N=kota']);
    expect(matches('match { N [lemma=kot, Case=Nom]; }', 'lustro')).toEqual(['N=Kot']);
  });

  it('a word value may contain colons: xpos and subtyped relations need no quotes', () => {
    expect(matches('match { N [xpos=subst:sg:acc:m2]; }', 'lustro')).toEqual(['N=kota']);
    expect(matches('match { N [deprel=obl:agent]; }', 'byk')).toEqual(['N=człowieka']);
  });

  it('the deprel of the root is "root"', () => {
    expect(matches('match { V [deprel=root]; }', 'pies')).toEqual(['V=gonił']);
    expect(matches('match { V [deprel=root]; }', 'byk')).toEqual(['V=ujeżdżany']);
  });

  it('disjunction of values with |', () => {
    expect(matches('match { N [upos=ADV|ADP]; }', 'pies')).toEqual(['N=Wczoraj', 'N=szybko', 'N=w']);
    expect(matches('match { N [Case=Acc|Loc, upos=NOUN]; }', 'pies')).toEqual(['N=kota', 'N=ogrodzie']);
  });

  it('regular expressions match the whole value, flags apply', () => {
    expect(matches('match { N [form=/kot/]; }', 'lustro')).toEqual([]); // not a substring search
    expect(matches('match { N [form=/kot/i]; }', 'lustro')).toEqual(['N=Kot']);
    expect(matches('match { N [form=/kot.*/i]; }', 'lustro')).toEqual(['N=Kot', 'N=kota']);
    expect(matches('match { N [form=/.*rz.*/]; }', 'lustro')).toEqual(['N=lustrze']);
    expect(matches('match { N [xpos=/subst:sg:(nom|acc):.*/]; }', 'lustro')).toEqual(['N=Kot', 'N=kota']);
    // alternation inside a regex is anchored as a whole: /a|kot/ must not match "kota"
    expect(matches('match { N [form=/w|kot/]; }', 'lustro')).toEqual(['N=w']);
  });

  it('a value list (@list) is a disjunction', () => {
    expect(matches('match { N [lemma=@animals]; }', 'pies', 'list animals = kot, pies, byk;')).toEqual(['N=kota', 'N=pies']);
    expect(matches('match { N [lemma!=@animals, upos=NOUN]; }', 'pies', 'list animals = kot, pies, byk;')).toEqual(['N=ogrodzie']);
  });

  it('negated values with != (of a disjunction: none of them)', () => {
    expect(matches('match { N [upos!=NOUN|PUNCT|ADP]; }', 'lustro')).toEqual(['N=widzi']);
    expect(matches('match { N [Case!=Nom, upos=NOUN]; }', 'lustro')).toEqual(['N=kota', 'N=lustrze']);
  });

  it('!= also holds when the feature is absent', () => {
    // widzi, w and . have no Case at all
    expect(matches('match { N [Case!=Nom|Acc|Loc]; }', 'lustro')).toEqual(['N=.', 'N=w', 'N=widzi']);
  });

  it('presence (Feat) and absence (!Feat) of a feature', () => {
    expect(matches('match { N [Case]; }', 'lustro')).toEqual(['N=Kot', 'N=kota', 'N=lustrze']);
    expect(matches('match { N [!Case, !Variant, upos!=PUNCT]; }', 'lustro')).toEqual(['N=widzi']);
    expect(matches('match { N [!Degree, upos=ADV]; }', 'pies')).toEqual(['N=Wczoraj']);
  });

  it('an empty constraint list matches every word', () => {
    expect(matches('match { N []; }', 'kot')).toEqual(['N=.', 'N=Mały', 'N=kot', 'N=śpi']);
  });
});

describe('edges', () => {
  it('a labelled edge binds head and dependent', () => {
    expect(matches('match { V []; O []; V -[obj]-> O; }', 'pies')).toEqual(['O=kota V=gonił']);
  });

  it('an unlabelled edge (->) is any dependency', () => {
    expect(matches('match { V [upos=VERB]; D []; V -> D; }', 'lustro')).toEqual(['D=.', 'D=Kot', 'D=kota', 'D=lustrze'].map((d) => `${d} V=widzi`));
  });

  it('a disjunction of labels', () => {
    expect(matches('match { V []; D []; V -[nsubj|obj]-> D; }', 'lustro')).toEqual(['D=Kot V=widzi', 'D=kota V=widzi']);
  });

  it('a negated label: any dependency but these', () => {
    expect(matches('match { V [upos=VERB]; D []; V -[!punct|obl]-> D; }', 'lustro')).toEqual(['D=Kot V=widzi', 'D=kota V=widzi']);
  });

  it('obl:* means obl or any of its subtypes; a bare label is exact', () => {
    expect(matches('match { V []; D []; V -[obl:*]-> D; }', 'byk')).toEqual(['D=człowieka V=ujeżdżany']);
    expect(matches('match { V []; D []; V -[obl:*]-> D; }', 'lustro')).toEqual(['D=lustrze V=widzi']);
    expect(matches('match { V []; D []; V -[obl]-> D; }', 'byk')).toEqual([]);
    expect(matches('match { V []; D []; V -[nsubj:*|aux:*]-> D; }', 'byk')).toEqual(['D=Byk V=ujeżdżany', 'D=jest V=ujeżdżany']);
    expect(matches('match { D [deprel=obl:*]; }', 'byk')).toEqual(['D=człowieka']);
    // `obl:*` does not match a relation that merely starts with the same letters
    expect(matches('match { D [deprel=nsubj:*]; }', 'byk')).toEqual(['D=Byk']);
  });

  it('a negated subtype pattern excludes the subtypes too', () => {
    expect(matches('match { V [upos=ADJ]; D []; V -[!obl:*|punct]-> D; }', 'byk')).toEqual(['D=Byk V=ujeżdżany', 'D=jest V=ujeżdżany']);
  });

  it('a regular expression as label', () => {
    expect(matches('match { V []; D []; V -[/.*:pass/]-> D; }', 'byk')).toEqual(['D=Byk V=ujeżdżany', 'D=jest V=ujeżdżany']);
  });

  it('inline constraints on edge ends', () => {
    expect(matches('match { V [upos=VERB]; V -[advmod]-> A [form=szybko]; }', 'pies')).toEqual(['A=szybko V=gonił']);
  });

  it('edges are directed: head -> dependent', () => {
    expect(matches('match { O [lemma=kot]; V [upos=VERB]; O -[obj]-> V; }', 'pies')).toEqual([]);
  });
});

describe('anonymous nodes (_)', () => {
  it('each _ is a fresh node, and nodes are bound injectively', () => {
    // gonił has two ADV dependents: the two _ must take different words, in both orders.
    expect(matches('match { V [upos=VERB]; V -> _ [upos=ADV]; V -> _ [upos=ADV]; }', 'pies')).toEqual(['V=gonił', 'V=gonił']);
    // widzi has only one: no match.
    expect(matches('match { V [upos=VERB]; V -[obj]-> _; V -[obj]-> _; }', 'lustro')).toEqual([]);
  });
});

describe('injectivity', () => {
  it('two pattern nodes never bind the same word', () => {
    expect(matches('match { A [lemma=kot]; B [lemma=kot]; }', 'lustro')).toEqual(['A=Kot B=kota', 'A=kota B=Kot']);
    expect(matches('match { A [upos=VERB]; B [upos=VERB]; }', 'lustro')).toEqual([]);
  });
});

describe('word order', () => {
  it('before: anywhere earlier', () => {
    expect(matches('match { A [lemma=kot]; B [lemma=kot]; A before B; }', 'lustro')).toEqual(['A=Kot B=kota']);
    expect(matches('match { A [upos=ADV]; V [upos=VERB]; A before V; }', 'pies')).toEqual(['A=Wczoraj V=gonił', 'A=szybko V=gonił']);
  });

  it('immediately before: adjacent', () => {
    expect(matches('match { A [upos=ADV]; V [upos=VERB]; A immediately before V; }', 'pies')).toEqual(['A=szybko V=gonił']);
    expect(matches('match { A [upos=ADJ]; N [upos=NOUN]; N immediately before A; }', 'pies')).toEqual([]);
  });
});

describe('dominance', () => {
  it('dominates is transitive and irreflexive', () => {
    expect(matches('match { V [upos=VERB]; P [upos=ADP]; V dominates P; }', 'pies')).toEqual(['P=w V=gonił']);
    expect(matches('match { N [lemma=pies]; A []; N dominates A; }', 'pies')).toEqual(['A=stary N=pies']);
    expect(matches('match { N [lemma=ogród]; A []; N dominates A; }', 'pies')).toEqual(['A=w N=ogrodzie']);
    expect(matches('match { N [lemma=kot]; A []; N dominates A; }', 'pies')).toEqual([]);
  });
});

describe('field comparison', () => {
  it('A.lemma = B.lemma and !=', () => {
    expect(matches('match { A [upos=NOUN]; B [upos=NOUN]; A.lemma = B.lemma; A before B; }', 'lustro')).toEqual(['A=Kot B=kota']);
    expect(matches('match { A [upos=NOUN]; B [upos=NOUN]; A.lemma != B.lemma; A before B; }', 'lustro')).toEqual(['A=Kot B=lustrze', 'A=kota B=lustrze']);
  });

  it('features can be compared, an absent feature equals nothing', () => {
    expect(matches('match { A [upos=ADJ]; N [upos=NOUN]; A.Case = N.Case; A.Gender = N.Gender; }', 'pies')).toEqual(['A=stary N=pies']);
    // the verb has no Case: never equal, even to another word without Case
    expect(matches('match { V [upos=VERB]; W [upos=ADV]; V.Case = W.Case; }', 'pies')).toEqual([]);
  });
});

describe('without blocks', () => {
  it('a without block rejects a match for which its pattern exists', () => {
    expect(matches('match { N [upos=NOUN]; }', 'pies')).toEqual(['N=kota', 'N=ogrodzie', 'N=pies']);
    expect(matches('match { N [upos=NOUN]; } without { N -[amod]-> _; }', 'pies')).toEqual(['N=kota', 'N=ogrodzie']);
  });

  it('is repeatable: each block rejects on its own', () => {
    expect(matches('match { N [upos=NOUN]; } without { N -[amod]-> _; } without { N -[case]-> _; }', 'pies')).toEqual(['N=kota']);
  });

  it("a block's nodes must all exist together (one block = one conjunction)", () => {
    // pies has an amod but no case dependent: a single block asking for both does not reject it.
    expect(matches('match { N [upos=NOUN]; } without { N -[amod]-> _; N -[case]-> _; }', 'pies')).toEqual(['N=kota', 'N=ogrodzie', 'N=pies']);
  });

  it('may constrain a matched node (no new node)', () => {
    expect(matches('match { N [upos=NOUN]; } without { N [Case=Acc|Loc]; }', 'pies')).toEqual(['N=pies']);
  });

  it('a relation between two match nodes inside the block takes part (no new node needed)', () => {
    // positive control: the same relations with a new node work
    expect(matches('match { V [upos=VERB]; N [upos=NOUN]; V -> N; } without { N -[amod]-> _; N before V; }', 'pies')).toEqual(['N=kota V=gonił', 'N=ogrodzie V=gonił']);
  });

  // Regression test (was a bug found in review).
  it('a without block relating only match nodes (order, edge, dominance, comparison)', () => {
    expect(matches('match { V [upos=VERB]; N [upos=NOUN]; V -> N; } without { N before V; }', 'pies')).toEqual(['N=kota V=gonił', 'N=ogrodzie V=gonił']);
    expect(matches('match { V [upos=VERB]; N [upos=NOUN]; V -> N; } without { V -[obj]-> N; }', 'pies')).toEqual(['N=ogrodzie V=gonił', 'N=pies V=gonił']);
    expect(matches('match { V [upos=VERB]; N [lemma=kot]; } without { V dominates N; }', 'pies')).toEqual([]);
    expect(matches('match { V [upos=VERB]; N [upos=NOUN]; } without { N.Case = V.Case; }', 'pies')).toEqual(['N=kota V=gonił', 'N=ogrodzie V=gonił', 'N=pies V=gonił']);
  });

  // A without block's own node tied to a match node only by dominance is drawn from that
  // node's ancestors or descendants (guardOrder): the same verdicts as a scan of every word.
  it('a without node above or below a match node (dominance with a bound node)', () => {
    // w: its ancestors are ogrodzie and gonił; only gonił is a verb
    expect(matches('match { P [upos=ADP]; } without { X [upos=VERB]; X dominates P; }', 'pies')).toEqual([]);
    expect(matches('match { P [upos=ADP]; } without { X [upos=NOUN]; X dominates P; X -[obj]-> _; }', 'pies')).toEqual(['P=w']);
    expect(matches('match { N [upos=NOUN]; } without { X [upos=ADJ|ADP]; N dominates X; }', 'pies')).toEqual(['N=kota']);
    // dominance is proper: a node never dominates itself, and the other node is not the match node
    expect(matches('match { N [upos=NOUN]; } without { X [upos=NOUN]; N dominates X; }', 'pies')).toEqual(['N=kota', 'N=ogrodzie', 'N=pies']);
    expect(matches('match { N [upos=NOUN]; } without { X []; X dominates N; X dominates Y [upos=ADV]; }', 'pies')).toEqual([]);
    expect(matches('match { N [upos=NOUN]; } without { X [upos=NOUN]; X dominates N; }', 'pies')).toEqual(['N=kota', 'N=ogrodzie', 'N=pies']);
  });

  it('its nodes are distinct from the match nodes (injective across blocks)', () => {
    // widzi has a single obj: a without asking for "an obj" must not be satisfied by O itself.
    expect(matches('match { V [upos=VERB]; O []; V -[obj]-> O; } without { V -[obj]-> _; }', 'lustro')).toEqual(['O=kota V=widzi']);
  });
});

// Lists of twelve or more blocks are indexed by the exact values their blocks require of a
// node bound outside them (match.ts Discrimination): each block here rejects one word
// through a different kind of filing; a block the index failed to offer would let its word through.
describe('long without lists (the guard index)', () => {
  const filed = [
    'without { N [lemma=wczoraj]; }', // a lemma
    'without { N [deprel=amod]; }', // an exact relation
    'without { N [deprel=obl:*]; }', // a relation with subtypes: filed under its universal relation
    'without { N [deprel=root]; }', // the root's relation
    'without { N [Case=Acc]; }', // a feature
    'without { N [upos=PUNCT]; }', // a part of speech
    'without { N [form=/sz.*/]; }', // a regex: not filed, tried always
    'without { N [upos!=NOUN|ADV|ADJ|VERB|PUNCT]; }', // a negated test: not filed
    // blocks that reject nothing here
    'without { N [lemma=kot, Case=Nom]; }',
    'without { N [deprel=nsubj:pass]; }',
    'without { N [Case=Dat]; }',
    'without { N [upos=X]; N -[amod]-> _; }',
  ];

  it('every block is tried where its value is found', () => {
    expect(matches(`match { N []; } ${filed.join(' ')}`, 'pies')).toEqual(['N=pies']);
  });

  it('one block fewer lets its word through (one-change controls)', () => {
    expect(matches(`match { N []; } ${filed.filter((b) => !b.includes('obl:*')).join(' ')} without { N [lemma=zzz]; }`, 'pies')).toEqual(['N=ogrodzie', 'N=pies']);
    expect(matches(`match { N []; } ${filed.filter((b) => !b.includes('form=/sz')).join(' ')} without { N [lemma=zzz]; }`, 'pies')).toEqual(['N=pies', 'N=szybko']);
    expect(matches(`match { N []; } ${filed.filter((b) => !b.includes('deprel=root')).join(' ')} without { N [lemma=zzz]; }`, 'pies')).toEqual(['N=gonił', 'N=pies']);
  });

  it('a subtype is found under its universal relation', () => {
    // człowieka (accusative) is obl:agent in byk: the obl:* block rejects it, the exact obl one does not
    // (two blocks that reject nothing keep the list twelve long)
    const rest = [...filed.filter((b) => !b.includes('obl:*') && !b.includes('Case=Acc')), 'without { N [lemma=zzz]; }', 'without { N [lemma=yyy]; }'].join(' ');
    expect(matches(`match { N [lemma=człowiek]; } ${rest} without { N [deprel=obl:*]; }`, 'byk')).toEqual([]);
    expect(matches(`match { N [lemma=człowiek]; } ${rest} without { N [deprel=obl]; }`, 'byk')).toEqual(['N=człowieka']);
  });
});

// The blocks with no exact test on a bound node are filtered by the words each sentence has,
// once per sentence (match.ts admittedOf): one compiled rule, three indexed sentences in turn.
describe('long without lists on indexed sentences', () => {
  const blocks = [
    'without { X [lemma=lustro]; N before X; }', // not filed: needs lustro in the sentence
    'without { X [lemma=ogród]; N before X; }', // not filed: needs ogród
    ...['zzz', 'yyy', 'xxx', 'www', 'vvv'].map((l) => `without { N [lemma=${l}]; }`),
    ...['Dat', 'Ins', 'Voc'].map((c) => `without { N [Case=${c}]; }`),
    'without { N [deprel=nsubj:pass]; }',
    'without { N [upos=X]; }',
  ];
  const r = rule(`match { N [upos=NOUN]; } ${blocks.join(' ')}`);
  const run = (id: string): string[] => {
    const t = tree(id);
    indexValues(t);
    return matchWithout(r.match, r.withouts, t, new Array(r.slotCount) as Bindings)
      .map((m) => m[r.match.nodes[0].slot]!.form)
      .sort();
  };

  it('each sentence gets the blocks its own words admit', () => {
    expect(run('lustro')).toEqual(['lustrze']); // Kot, kota come before lustrze
    expect(run('pies')).toEqual(['ogrodzie']); // pies, kota come before ogrodzie
    expect(run('lustro')).toEqual(['lustrze']);
    expect(run('byk')).toEqual(['człowieka']); // neither word: both blocks skipped (Byk is nsubj:pass)
  });
});


// A node tied to a bound one by `X.lemma = Y.lemma` is looked up in the tree's own value index
// (match.ts, Step.via 'same'); a copy that borrows its source's index scans its own nodes.
describe('a lemma shared with a bound node', () => {
  // N is rejected when a noun with its lemma comes before it: in "Kot widzi kota w lustrze." only kota
  const r = rule('match { N [upos=NOUN]; } without { M [upos=NOUN]; M.lemma = N.lemma; M before N; }');
  const run = (t: Tree): string[] => matchWithout(r.match, r.withouts, t, new Array(r.slotCount) as Bindings).map((m) => m[r.match.nodes[0].slot]!.form);

  it('gives the same matches with and without an index', () => {
    expect(run(tree('lustro'))).toEqual(['Kot', 'lustrze']);
    const t = tree('lustro');
    indexValues(t);
    expect(run(t)).toEqual(['Kot', 'lustrze']);
    expect(run(t)).toEqual(['Kot', 'lustrze']);
  });

  it("on a copy with its source's index lent, the copy's own nodes are found", () => {
    const src = tree('lustro');
    indexValues(src);
    const copy = src.clone();
    lendValueIndex(src, copy);
    // looked up in the source's index, Kot would be a node of the other tree, never before kota here
    expect(run(copy)).toEqual(['Kot', 'lustrze']);
    const found = matchWithout(r.match, r.withouts, copy, new Array(r.slotCount) as Bindings).map((m) => m[r.match.nodes[0].slot]!);
    expect(found.every((n) => copy.nodes.includes(n))).toBe(true);
  });

  it("with a bound ancestor too: on a copy without its own index, the ancestor's descendants are scanned", () => {
    // a noun rejected when a later noun of the verb has its lemma (Kot: kota follows)
    const g = rule('match { V [upos=VERB]; N [upos=NOUN]; V -> N; } without { V dominates M; M [upos=NOUN]; M.lemma = N.lemma; N before M; }');
    const nouns = (t: Tree) => matchWithout(g.match, g.withouts, t, new Array(g.slotCount) as Bindings).map((m) => m[g.match.nodes[1].slot]!.form);
    const src = tree('lustro');
    indexValues(src);
    expect(nouns(src)).toEqual(['kota', 'lustrze']);
    const copy = src.clone();
    lendValueIndex(src, copy);
    expect(nouns(copy)).toEqual(['kota', 'lustrze']);
    expect(nouns(tree('lustro'))).toEqual(['kota', 'lustrze']);
  });

  it('as a step of a match block, in surface order', () => {
    const m = rule('match { A [upos=NOUN]; B [upos=NOUN]; A.lemma = B.lemma; A before B; }');
    const t = tree('lustro');
    indexValues(t);
    const got = matchWithout(m.match, m.withouts, t, new Array(m.slotCount) as Bindings).map((b) => m.match.nodes.map((n) => b[n.slot]!.form).join(' '));
    expect(got).toEqual(['Kot kota']);
  });
});

// A value index keeps its verdict per requirement list (match.ts admittedBy): alternating
// between two indexed trees, or planning new patterns after a tree was indexed, decides anew.
describe('requirement verdicts on indexed trees', () => {
  it("alternating between two indexed trees keeps each tree's own verdict", () => {
    const r = rule('match { N [upos=NOUN]; } without { X [lemma=lustro]; N before X; }');
    const a = tree('lustro');
    const b = tree('pies');
    indexValues(a);
    indexValues(b);
    const run = (t: Tree) => matchWithout(r.match, r.withouts, t, new Array(r.slotCount) as Bindings).map((m) => m[r.match.nodes[0].slot]!.form);
    expect(run(a)).toEqual(['lustrze']);
    expect(run(b)).toEqual(['pies', 'kota', 'ogrodzie']);
    expect(run(a)).toEqual(['lustrze']);
    expect(run(b)).toEqual(['pies', 'kota', 'ogrodzie']);
  });

  it('patterns planned after the tree was indexed are decided on it too', () => {
    const t = tree('pies');
    indexValues(t);
    const first = rule('match { N [lemma=pies]; }');
    expect(matchWithout(first.match, first.withouts, t, new Array(first.slotCount) as Bindings).map((m) => m[first.match.nodes[0].slot]!.form)).toEqual(['pies']);
    // new requirement lists, registered after the index was made
    const lemmas = ['ogród', 'kot', 'stary', 'szybko', 'w', 'wczoraj'];
    const forms = ['ogrodzie', 'kota', 'stary', 'szybko', 'w', 'Wczoraj'];
    lemmas.forEach((l, k) => {
      const r = rule(`match { N [lemma=${l}]; V [upos=VERB]; } without { X [lemma=zzz${l}]; }`);
      const found = matchWithout(r.match, r.withouts, t, new Array(r.slotCount) as Bindings).map((m) => `${m[r.match.nodes[0].slot]!.form} ${m[r.match.nodes[1].slot]!.form}`);
      expect(found).toEqual([`${forms[k]} gonił`]);
    });
  });
});

// MatchOptions.admit: the caller's own test of a full match runs before the pattern's nested
// without blocks (donor matching rejects long phrases with it before their guards).
describe('admit', () => {
  it('rejects matches before the nested withouts are asked', () => {
    const r = rule('match { N [upos=NOUN]; without { N [forms=xyz]; } }');
    const t = tree('pies');
    const asked: string[] = [];
    const got: string[] = [];
    withLexicon((lemma) => {
      asked.push(lemma);
      return lemma === 'kot';
    }, () => {
      forEachMatch(r.match, t, new Array(r.slotCount) as Bindings, { admit: (b) => b[r.match.nodes[0].slot]!.form !== 'ogrodzie' }, (m) => {
        got.push(m[r.match.nodes[0].slot]!.form);
      });
    });
    expect(got).toEqual(['pies']); // kota: its lemma has forms=xyz; ogrodzie: not admitted
    expect(asked).toEqual(['pies', 'kot']); // ogród never reached the without block
  });
});
