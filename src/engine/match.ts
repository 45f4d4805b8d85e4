// The matcher: binds pattern slots to tree nodes, injectively, following the
// compiled plan so each next node comes from a neighbour of one already bound.

import type { Node, Tree } from '../tree/tree.js';
import type { Constraint, NodeField, NodeTest, Pattern } from '../dsl/compiled.js';
import { planOrder } from '../dsl/compile.js';

export type Bindings = (Node | undefined)[];

/** The lexicon behind `forms=CLASS`, set by the engine from its morphology. */
let lexicon: ((lemma: string, cls: string) => boolean) | null = null;
export function setLexicon(fn: ((lemma: string, cls: string) => boolean) | null): void {
  lexicon = fn;
}

export function fieldValue(n: Node, f: NodeField, t?: NodeTest): string | undefined {
  if (typeof f === 'string') {
    if (f === 'deprel') return n.parent === null ? 'root' : n.deprel;
    if (f === 'forms') {
      // Without a lexicon (no morphology) nothing is known: the constraint fails both ways.
      if (!lexicon || !t?.classes) return undefined;
      return t.classes.some((c) => lexicon!(n.lemma, c)) ? '1' : '0';
    }
    return n[f];
  }
  return n.feats.get(f.feat);
}

interface Step {
  slot: number;
  tests: NodeTest[];
  checks: Constraint[];
  /** How to draw candidates: from a bound neighbour or the whole tree. */
  via: { kind: 'child'; of: number; rel: Constraint } | { kind: 'parent'; of: number } | { kind: 'all' };
}

interface Plan {
  /** Constraints among nodes bound outside this pattern: checked before any binding. */
  pre: Constraint[];
  steps: Step[];
  local: Set<number>;
  /**
   * Values some node of the tree must hold for a match to exist, one list of
   * alternatives per requirement (keys as in valueKey): on a tree with a value
   * index, a pattern naming a lemma or relation the sentence lacks fails at once.
   */
  requires: string[][];
  /** The index last checked against `requires`, and the answer. */
  checkedIndex: Set<string> | null;
  checkedOk: boolean;
}

/** Index key of one field value: 'lemma\0kot', 'Case\0Gen'. */
function valueKey(f: NodeField, v: string): string {
  return `${typeof f === 'string' ? f : f.feat}\0${v}`;
}

// Symbol-keyed properties rather than WeakMaps: plans and indexes are looked up on
// every call, and `without` guards make millions of calls on a treebank.
const PLAN: unique symbol = Symbol('plan');
const INDEX: unique symbol = Symbol('valueIndex');
type Planned = Pattern & { [PLAN]?: Plan };
type Indexed = Tree & { [INDEX]?: Set<string> };

/**
 * Indexes the field values of a tree that will not change (a source sentence while
 * its candidates are made, a donor): matching on it may then skip patterns that
 * need a value the tree lacks.
 */
export function indexValues(tree: Tree): void {
  const keys = new Set<string>();
  for (const n of tree.nodes) {
    keys.add(valueKey('lemma', n.lemma));
    keys.add(valueKey('form', n.form));
    keys.add(valueKey('upos', n.upos));
    keys.add(valueKey('xpos', n.xpos));
    keys.add(valueKey('deprel', n.deprel));
    keys.add(valueKey('deprel', fieldValue(n, 'deprel')!));
    for (const [k, v] of n.feats) keys.add(`${k}\0${v}`);
  }
  (tree as Indexed)[INDEX] = keys;
}

/**
 * Lends `from`'s index to `to`, or takes it away (null). Sound only while `to`
 * holds a subset of `from`'s values: an edited copy from which nodes were only deleted.
 */
export function lendValueIndex(from: Tree | null, to: Tree): void {
  (to as Indexed)[INDEX] = from ? (from as Indexed)[INDEX] : undefined;
}

function requirements(p: Pattern, local: Set<number>): string[][] {
  const out: string[][] = [];
  for (const n of p.nodes)
    for (const t of n.tests) if (t.equals && t.field !== 'forms') out.push(t.equals.map((v) => valueKey(t.field, v)));
  for (const c of p.constraints)
    if (c.kind === 'edge' && !c.enhanced && c.relEquals && local.has(c.to)) out.push(c.relEquals.map((v) => valueKey('deprel', v)));
  return out;
}

function stepsFor(p: Pattern): Plan {
  const cached = (p as Planned)[PLAN];
  if (cached) return cached;
  let s: Step[];
  const local = new Set(p.nodes.map((n) => n.slot));
  const bound = new Set<number>();
  const isBound = (x: number) => !local.has(x) || bound.has(x);
  const done = new Set<Constraint>();
  const pre: Constraint[] = [];
  for (const c of p.constraints) {
    const slots = c.kind === 'edge' ? [c.from, c.to] : [c.a, c.b];
    if (slots.every(isBound)) {
      pre.push(c);
      done.add(c);
    }
  }
  s = [];
  for (const slot of p.plan) {
    bound.add(slot);
    const node = p.nodes.find((n) => n.slot === slot)!;
    const checks: Constraint[] = [];
    for (const c of p.constraints) {
      if (done.has(c)) continue;
      const slots = c.kind === 'edge' ? [c.from, c.to] : [c.a, c.b];
      if (slots.every(isBound)) {
        checks.push(c);
        done.add(c);
      }
    }
    let via: Step['via'] = { kind: 'all' };
    for (const c of checks) {
      if (c.kind !== 'edge' || c.enhanced) continue;
      if (c.to === slot && c.from !== slot) {
        via = { kind: 'child', of: c.from, rel: c };
        break;
      }
      if (c.from === slot && c.to !== slot) via = { kind: 'parent', of: c.to };
    }
    s.push({ slot, tests: node.tests, checks, via });
  }
  const plan: Plan = { pre, steps: s, local, requires: requirements(p, local), checkedIndex: null, checkedOk: true };
  (p as Planned)[PLAN] = plan;
  return plan;
}

/**
 * `local`: the pattern's own slots, whose nodes live in `tree`; the other slots were
 * bound in `outerTree` (a donor pattern refers to the source) or, without one, in `tree`.
 */
export function checkConstraint(c: Constraint, b: Bindings, tree: Tree, local: Set<number>, outerTree: Tree | undefined): boolean {
  switch (c.kind) {
    case 'edge': {
      const from = b[c.from]!;
      const to = b[c.to]!;
      if (c.enhanced) {
        // DEPS heads are source ids; inserted or copied nodes (srcId 0) have none.
        if (from.srcId === 0 || !to.deps) return false;
        const head = String(from.srcId);
        return to.deps.some((d) => d.head === head && (c.rel === null || c.rel(d.rel)));
      }
      return to.parent === from && (c.rel === null || c.rel(to.deprel));
    }
    case 'order': {
      const t = !outerTree || local.has(c.a) ? tree : outerTree;
      const ia = t.index(b[c.a]!);
      const ib = t.index(b[c.b]!);
      return c.immediate ? ib === ia + 1 : ia < ib;
    }
    case 'dominates':
      return b[c.a] !== b[c.b] && (!outerTree || local.has(c.a) ? tree : outerTree).isAncestor(b[c.a]!, b[c.b]!);
    case 'compare': {
      const va = fieldValue(b[c.a]!, c.fa);
      const vb = fieldValue(b[c.b]!, c.fb);
      const eq = va !== undefined && va === vb;
      return c.negated ? !eq : eq;
    }
  }
}

export interface MatchOptions {
  /** Nodes already bound by enclosing patterns (kept injective). */
  used?: Set<Node>;
  /** Tree of slots outside this pattern (default: the same tree). */
  outerTree?: Tree;
  /** For explain: only these tests/constraints are checked. */
  enabled?: (item: NodeTest | Constraint) => boolean;
  /** Bind this slot to this node only (an index lookup already found it). */
  seed?: { slot: number; node: Node };
  /**
   * Injective only among this pattern's own nodes: they may coincide with nodes the
   * enclosing pattern bound (a variant's head H may be the rule's verb V).
   */
  localInjective?: boolean;
}

/**
 * Calls `cb` for every match of `p` in `tree` extending `b` (which holds the
 * enclosing pattern's nodes); `cb` returns true to stop. Returns true if stopped.
 * Callback-based rather than a generator: matching runs for every candidate and
 * every agreement, and nested generators allocate on each step.
 */
export function forEachMatch(p: Pattern, tree: Tree, b: Bindings, opts: MatchOptions, cb: (m: Bindings) => boolean | void): boolean {
  const plan = stepsFor(p);
  if (!admits(p, plan, tree, b, opts)) return false;
  const { steps, local } = plan;
  const enabled = opts.enabled;
  const seed = opts.seed;
  const outerTree = opts.outerTree;
  const used = opts.used;
  const nested = p.withouts;
  // Fast path for blocks that only test nodes already bound (most `without` guards):
  // no search, no copies beyond the one handed to the callback.
  if (steps.length === 0) {
    for (const w of nested) if (anyMatch(w, tree, b, { used, outerTree, enabled })) return false;
    return cb(b.slice()) === true;
  }
  const bindings = b.slice();
  const bound: Node[] = [];
  if (!opts.localInjective) for (const n of bindings) if (n) bound.push(n);
  const rec = (i: number): boolean => {
    if (i === steps.length) {
      // Nested negative blocks: this match stands only if none of them matches.
      for (const w of nested) if (anyMatch(w, tree, bindings, { used, outerTree, enabled, seed: undefined })) return false;
      return cb(bindings.slice()) === true;
    }
    const st = steps[i];
    let cands: readonly Node[];
    // A disabled edge (explain) must not narrow the candidates either.
    const viaOn = st.via.kind === 'all' || !enabled || st.checks.every((c) => c.kind !== 'edge' || c.enhanced || enabled(c));
    if (seed && seed.slot === st.slot) cands = [seed.node];
    else if (!viaOn) cands = tree.nodes;
    else if (st.via.kind === 'child') cands = tree.children(bindings[st.via.of]!);
    else if (st.via.kind === 'parent') {
      const par = bindings[st.via.of]!.parent;
      cands = par ? [par] : [];
    } else cands = tree.nodes;
    outer: for (let k = 0; k < cands.length; k++) {
      const n = cands[k];
      // Injective: never a node bound already, here or in an enclosing pattern.
      if (bound.includes(n) || (used && used.has(n))) continue;
      for (const t of st.tests) if ((!enabled || enabled(t)) && !t.test(fieldValue(n, t.field, t))) continue outer;
      bindings[st.slot] = n;
      for (const c of st.checks) if ((!enabled || enabled(c)) && !checkConstraint(c, bindings, tree, local, outerTree)) continue outer;
      bound.push(n);
      const stop = rec(i + 1);
      bound.pop();
      if (stop) {
        bindings[st.slot] = undefined;
        return true;
      }
    }
    bindings[st.slot] = undefined;
    return false;
  };
  return rec(0);
}

/**
 * The checks before any search: values the tree must hold (when it has an index),
 * tests on nodes bound outside the pattern, constraints among them.
 */
function admits(p: Pattern, plan: Plan, tree: Tree, b: Bindings, opts: MatchOptions): boolean {
  const enabled = opts.enabled;
  // explain disables tests one by one: the index must not answer for them.
  const index = enabled ? undefined : (tree as Indexed)[INDEX];
  if (index && plan.requires.length > 0) {
    if (plan.checkedIndex !== index) {
      plan.checkedIndex = index;
      plan.checkedOk = plan.requires.every((alts) => alts.some((k) => index.has(k)));
    }
    if (!plan.checkedOk) return false;
  }
  for (const { slot, test } of p.outerTests) {
    const n = b[slot];
    if (!n || ((!enabled || enabled(test)) && !test.test(fieldValue(n, test.field, test)))) return false;
  }
  for (const c of plan.pre) if ((!enabled || enabled(c)) && !checkConstraint(c, b, tree, plan.local, opts.outerTree)) return false;
  return true;
}

const NO_OPTIONS: MatchOptions = {};

/** All matches of `p` in `tree`, extending `b`. */
export function matchPattern(p: Pattern, tree: Tree, b: Bindings, opts: MatchOptions = {}): Bindings[] {
  const out: Bindings[] = [];
  forEachMatch(p, tree, b, opts, (m) => {
    out.push(m);
  });
  return out;
}

/** The first match of `p` extending `b`, or null. Read-only: it may be `b` itself. */
export function anyMatch(p: Pattern, tree: Tree, b: Bindings, opts: MatchOptions = NO_OPTIONS): Bindings | null {
  const plan = stepsFor(p);
  // Most `without` guards only test nodes bound already: no search, no copy, no closure.
  if (plan.steps.length === 0) {
    if (!admits(p, plan, tree, b, opts)) return null;
    if (p.withouts.length > 0) {
      const inner: MatchOptions = { used: opts.used, outerTree: opts.outerTree, enabled: opts.enabled };
      for (const w of p.withouts) if (anyMatch(w, tree, b, inner)) return null;
    }
    return b;
  }
  let found: Bindings | null = null;
  forEachMatch(p, tree, b, opts, (m) => {
    found = m;
    return true;
  });
  return found;
}

/** Matches of the main pattern that no `without` block rejects. */
export function matchWithout(p: Pattern, withouts: Pattern[], tree: Tree, b: Bindings, opts: MatchOptions = {}): Bindings[] {
  const out: Bindings[] = [];
  forEachMatch(p, tree, b, opts, (m) => {
    const inner: MatchOptions = opts.used ? { used: opts.used } : NO_OPTIONS;
    for (const w of withouts) if (anyMatch(w, tree, m, inner)) return;
    out.push(m);
  });
  return out;
}

const seeded = new WeakMap<Pattern, Map<number, Pattern>>();

/** The same pattern planned to start from `slot` (for matching seeded by an index or a changed node). */
export function startingFrom(p: Pattern, slot: number): Pattern {
  let m = seeded.get(p);
  if (!m) seeded.set(p, (m = new Map()));
  let q = m.get(slot);
  if (!q) {
    const first = Math.min(...p.nodes.map((n) => n.slot));
    q = { ...p, plan: planOrder(p.nodes, p.constraints, first, slot) };
    m.set(slot, q);
  }
  return q;
}

/** True when no node of the tree can start a match (the first step draws from the whole tree). */
export function cannotMatch(p: Pattern, tree: Tree): boolean {
  const { steps } = stepsFor(p);
  const st = steps[0];
  if (!st || st.via.kind !== 'all') return false;
  outer: for (const n of tree.nodes) {
    for (const t of st.tests) if (!t.test(fieldValue(n, t.field, t))) continue outer;
    return false;
  }
  return true;
}
