// explain() as a library function and runExamples(): the first failing
// constraint (in source order) with its position, rejection by a without block,
// the edit trace with the morphology query and answer; examples that pass/fail.
import { beforeAll, describe, expect, it } from 'vitest';
import { compileRuleText } from '../src/dsl/compile.js';
import { Tree } from '../src/tree/tree.js';
import { Engine } from '../src/engine/engine.js';
import { explain, formatExplanation } from '../src/engine/explain.js';
import { runExamples, formatOutcome } from '../src/engine/examples.js';
import type { Inflector } from '../src/engine/inflect.js';
import { fixtureSentences, testMorphology } from './helpers/engine.js';

const SENTENCES = fixtureSentences();

let morph: Inflector;
beforeAll(async () => {
  morph = await testMorphology();
}, 600_000);

function why(rule: string, id: string): string {
  const r = compileRuleText(`transformation t;\n${rule}\n`, 'x.drv');
  expect(r.diagnostics).toEqual([]);
  const engine = new Engine(r.ruleSet, { morph, trace: true });
  const s = SENTENCES.get(id)!;
  const tree = Tree.fromSentence(s);
  return formatExplanation(explain(engine, r.ruleSet.rules[0], tree, id, 'src'), id);
}

describe('explain', () => {
  it('names the first node test, in source order, that leaves no match', () => {
    expect(why('rule r {\n  match { V [upos=VERB]; O [upos=NOUN, Case=Dat]; V -> O; }\n  do { O.Case = Nom; }\n}', 'pies')).toBe(
      'pies: rule t/r (x.drv:2:1)\n  no match: O [Case=Dat] fails (x.drv:3:40)',
    );
  });

  it('names a failing order constraint', () => {
    expect(why('rule r {\n  match { V [upos=VERB]; O [deprel=obj]; V -> O;\n    O before V; }\n  do { O.Case = Nom; }\n}', 'pies')).toBe(
      'pies: rule t/r (x.drv:2:1)\n  no match: O before V fails (x.drv:4:5)',
    );
  });

  // Regression test (was a bug found in review).
  it('names a failing edge when every node test alone can be satisfied', () => {
    expect(why('rule r {\n  match { V [upos=VERB]; A [upos=ADJ]; V -[amod]-> A; }\n  do { A.Case = Gen; }\n}', 'pies')).toBe(
      'pies: rule t/r (x.drv:2:1)\n  no match: V -[amod]-> A fails (x.drv:3:40)',
    );
  });

  it('a match every without block rejects', () => {
    expect(why('rule r {\n  match { N [upos=NOUN]; }\n  without { N -[amod|case]-> _; }\n  without { N [Case=Acc]; }\n  do { N.Case = Gen; }\n}', 'pies')).toBe(
      'pies: rule t/r (x.drv:2:1)\n  no match: rejected by without block at x.drv:4:3 (N=pies)',
    );
  });

  it('a match that fits no variant', () => {
    expect(why('rule r {\n  match { N [upos=NOUN, Case=Acc]; }\n  variant a { match { N [Number=Plur]; } do { N.Case = Gen; } }\n}', 'pies')).toBe(
      'pies: rule t/r (x.drv:2:1)\n  no match: the match N=kota fits no variant: a (x.drv:4:3) fails (x.drv:2:1)',
    );
  });

  it('a match: each edit with its position, the morphology query and answer, the result', () => {
    expect(why('rule r {\n  match { N [deprel=obj]; }\n  do { N.Number = Plur; }\n}', 'pies')).toBe(
      [
        'pies: rule t/r (x.drv:2:1)',
        '  match N=kota → variant r',
        '    N.Number = Plur;   ⇒ kota: Number=Plur   [x.drv:4:8]',
        '    inflect kota   ⇒ subst:pl:acc:m2 → koty   [morphology]',
        '    result: Wczoraj stary pies szybko gonił koty w ogrodzie.',
      ].join('\n'),
    );
  });

  it('a dropped candidate shows the failed query and the reason', () => {
    expect(why('rule r {\n  match { V [lemma=spać]; }\n  do { V.VerbForm = Part; V.Voice = Pass; V.Mood = _; V.Tense = _; V.Person = _; }\n}', 'kot')).toBe(
      [
        'kot: rule t/r (x.drv:2:1)',
        '  match V=śpi → variant r',
        '    V.VerbForm = Part;   ⇒ śpi: VerbForm=Part   [x.drv:4:8]',
        '    V.Voice = Pass;   ⇒ śpi: Voice=Pass   [x.drv:4:27]',
        '    V.Mood = _;   ⇒ śpi: Mood=_   [x.drv:4:43]',
        '    V.Tense = _;   ⇒ śpi: Tense=_   [x.drv:4:55]',
        '    V.Person = _;   ⇒ śpi: Person=_   [x.drv:4:68]',
        '    inflect śpi   ⇒ ppas:sg:imperf → none (no form: spać ppas:sg:imperf)   [morphology]',
        '    dropped: no form: spać ppas:sg:imperf',
      ].join('\n'),
    );
  });
});

describe('examples', () => {
  const inline = `"""
# sent_id = x1
1	Teraz	teraz	ADV	adv	_	3	advmod	3:advmod	_
2	kot	kot	NOUN	subst:sg:nom:m2	Animacy=Nhum|Case=Nom|Gender=Masc|Number=Sing	3	nsubj	3:nsubj	_
3	śpi	spać	VERB	fin:sg:ter:imperf	Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act	0	root	0:root	SpaceAfter=No
4	.	.	PUNCT	interp	PunctType=Peri	3	punct	3:punct	_
"""`;

  it('inline CoNLL-U examples, positive and negative, per variant', () => {
    const r = compileRuleText(
      `transformation t;\nrule r {\n  match { N [upos=NOUN]; }\n  variant gen { do { N.Case = Gen; } example ${inline} => "Teraz kota śpi."; }\n  variant ins { do { N.Case = Ins; } example ${inline} => "Teraz kota śpi."; }\n  example ${inline} !=> "Teraz kotem śpi.", "Teraz kotu śpi.";\n}\n`,
      'x.drv',
    );
    expect(r.diagnostics).toEqual([]);
    const out = runExamples(new Engine(r.ruleSet, { morph }), r.ruleSet.rules).map(formatOutcome);
    expect(out).toEqual([
      'FAIL t/r inline sentence (x.drv:18:3)\n  must not produce: Teraz kotem śpi.',
      'ok   t/r/gen inline sentence',
      'FAIL t/r/ins inline sentence (x.drv:11:38)\n  - expected: Teraz kota śpi.\n  + produced: Teraz kotem śpi.',
    ]);
  });

  it('invalid inline CoNLL-U is a failure with the reason', () => {
    const r = compileRuleText('transformation t;\nrule r {\n  match { N [upos=NOUN]; }\n  do { N.Case = Gen; }\n  example """\n1\tKot\n""" => "Kota.";\n}\n', 'x.drv');
    const [o] = runExamples(new Engine(r.ruleSet, { morph }), r.ruleSet.rules);
    expect(o.passed).toBe(false);
    expect(o.error).toMatch(/^inline CoNLL-U is invalid: /);
  });
});
