// Edits that only delete words and leave the same words end the same way: the engine
// finishes the first and hands its outcome to the later ones of the same type.
import { beforeAll, describe, expect, it } from 'vitest';
import { Tree } from '../src/tree/tree.js';
import { Engine, type Attempt } from '../src/engine/engine.js';
import type { Morphology } from '../src/morph/index.js';
import { compileWithProfile, STARY_PIES, testMorphology } from './helpers/engine.js';

let morph: Morphology;
beforeAll(async () => {
  morph = await testMorphology();
});

const RULES = `
rule single { match { A [deprel=amod]; } do { delete A; } }
rule repeated { match { V [deprel=root]; } variant all { repeat; match { A [deprel=amod]; } do { delete A; } } }
rule agreeing { match { S [deprel=nsubj]; } do { S.Number = Plur; } }
`;

function outcome(a: Attempt): string {
  return `${a.rule.name}/${a.variant.name}: ${a.result.ok ? a.result.candidate.text : a.result.reason}`;
}

describe('deletion-only edits that leave the same words', () => {
  it('share the first outcome, each under its own rule and variant', () => {
    const rules = compileWithProfile(RULES);
    const engine = new Engine(rules, { morph });
    const tree = Tree.fromSentence(STARY_PIES);
    const [single, repeated] = rules.rules.map((r) => [...engine.attempts(r, tree, 's', '')]);
    expect([...single, ...repeated].map(outcome)).toEqual(['single/single: Pies szybko zawsze biegnie.', 'repeated/all: Pies szybko zawsze biegnie.']);
    const first = single[0].result;
    const later = repeated[0].result;
    if (!first.ok || !later.ok) throw new Error('expected candidates');
    // the later one was not edited again: it carries the first one's tree
    expect(later.candidate.tree).toBe(first.candidate.tree);
    expect(engine.run(STARY_PIES).candidates.map((c) => `${c.rule}: ${c.text}`)).toEqual(['single: Pies szybko zawsze biegnie.', 'agreeing: Stare psy szybko zawsze biegną.']);
  });

  it('are not shared across sentences, nor with edits that change words', () => {
    const rules = compileWithProfile(RULES);
    const engine = new Engine(rules, { morph });
    const a = Tree.fromSentence(STARY_PIES);
    const b = Tree.fromSentence(STARY_PIES);
    const [x] = [...engine.attempts(rules.rules[0], a, 's', '')];
    const [y] = [...engine.attempts(rules.rules[0], b, 's', '')];
    if (!x.result.ok || !y.result.ok) throw new Error('expected candidates');
    expect(y.result.candidate.text).toBe('Pies szybko zawsze biegnie.');
    expect(y.result.candidate.tree).not.toBe(x.result.candidate.tree);
    const [z] = [...engine.attempts(rules.rules[2], b, 's', '')];
    expect(outcome(z)).toBe('agreeing/agreeing: Stare psy szybko zawsze biegną.');
  });

  it('share a drop too: the later edit gets the failure of the first', () => {
    const rules = compileWithProfile(`
rule whole { match { V [deprel=root]; } do { delete V; } }
rule withSubject { match { V [deprel=root]; S [deprel=nsubj]; V -> S; } do { delete V; } }
`);
    const engine = new Engine(rules, { morph });
    const tree = Tree.fromSentence(STARY_PIES);
    const [first, later] = rules.rules.map((r) => [...engine.attempts(r, tree, 's', '')]);
    expect([...first, ...later].map(outcome)).toEqual(['whole/whole: invalid tree: the tree is empty', 'withSubject/withSubject: invalid tree: the tree is empty']);
    if (first[0].result.ok || later[0].result.ok) throw new Error('expected drops');
    expect(later[0].result.reason).toBe(first[0].result.reason);
    // the later one was not edited again: it carries the first one's result
    expect(later[0].result).toBe(first[0].result);
    expect(engine.run(STARY_PIES).drops.map((d) => `${d.rule}: ${d.reason}`)).toEqual(['whole: invalid tree: the tree is empty', 'withSubject: invalid tree: the tree is empty']);
  });
});
