// The matcher: binds pattern slots to tree nodes, injectively, following the
// compiled plan so each next node comes from a neighbour of one already bound.

import { universalRelation, type Node, type Tree } from '../tree/tree.js';
import type { Constraint, NodeField, NodeTest, Pattern } from '../dsl/compiled.js';
import { planOrder, specificity } from '../dsl/compile.js';

export type Bindings = (Node | undefined)[];

/** Whether a lemma has forms of a class (`forms=CLASS`): the morphology's answer. */
export type Lexicon = (lemma: string, cls: string) => boolean;

/**
 * The lexicon the matcher asks while an engine works. A module variable rather than
 * a parameter of every match call: the engine installs its own on entry to each of
 * its operations (see Engine), so two engines with different morphologies do not
 * see each other's.
 */
let lexicon: Lexicon | null = null;
export function setLexicon(fn: Lexicon | null): void {
  lexicon = fn;
}

/** Runs `body` with `fn` as the lexicon, restoring the previous one after. */
export function withLexicon<T>(fn: Lexicon | null, body: () => T): T {
  const saved = lexicon;
  lexicon = fn;
  try {
    return body();
  } finally {
    lexicon = saved;
  }
}

export function fieldValue(n: Node, f: NodeField, t?: NodeTest): string | undefined {
  if (typeof f === 'string') {
    if (f === 'deprel') return n.parent === null ? 'root' : n.deprel;
    if (f === 'forms') {
      // Without a lexicon (no morphology) nothing is known: the constraint fails both ways.
      if (!lexicon || !t?.classes) return undefined;
      const classes = t.classes; // (a loop, not some(): no closure per call)
      for (let i = 0; i < classes.length; i++) if (lexicon(n.lemma, classes[i])) return '1';
      return '0';
    }
    return n[f];
  }
  return n.feats.get(f.feat);
}

/** Whether node n passes test t. */
export function passes(t: NodeTest, n: Node): boolean {
  return t.test(fieldValue(n, t.field, t));
}

/** Whether node n passes every test. */
export function passesAll(tests: readonly NodeTest[], n: Node): boolean {
  for (const t of tests) if (!passes(t, n)) return false;
  return true;
}

/** A node test as one predicate over the node (the field read is specialised). */
type NodePred = (n: Node) => boolean;

function nodePred(t: NodeTest): NodePred {
  const f = t.field;
  const test = t.test;
  if (typeof f !== 'string') {
    const feat = f.feat;
    return (n) => test(n.feats.get(feat));
  }
  switch (f) {
    case 'lemma':
      return (n) => test(n.lemma);
    case 'form':
      return (n) => test(n.form);
    case 'upos':
      return (n) => test(n.upos);
    case 'xpos':
      return (n) => test(n.xpos);
    case 'deprel':
      return (n) => test(n.parent === null ? 'root' : n.deprel);
    default:
      return (n) => test(fieldValue(n, f, t));
  }
}

interface Step {
  slot: number;
  tests: NodeTest[];
  /** `tests` as predicates, for matching with every test enabled. */
  preds: NodePred[];
  checks: Constraint[];
  /**
   * How to draw candidates: from a bound neighbour in the tree, from the surface
   * positions an order constraint with a bound node leaves (`after`/`before` it; right
   * next to it when `immediate`), or the whole tree.
   */
  via:
    | { kind: 'child'; of: number; rel: Constraint }
    | { kind: 'parent'; of: number }
    | { kind: 'after' | 'before'; of: number; immediate: boolean }
    /** Among the ancestors of a bound node (`over`) or its descendants (`under`). */
    | { kind: 'over' | 'under'; of: number }
    /**
     * Among the nodes with the lemma of a bound node (`X.lemma = Y.lemma`), looked up in the
     * tree's value index when the tree has its own; in surface order, like a scan. Without one,
     * among the descendants of `under` when the step also has a bound ancestor, or else the whole tree.
     */
    | { kind: 'same'; of: number; under: number | null }
    | { kind: 'all' };
}

interface Plan {
  /** Constraints among nodes bound outside this pattern: checked before any binding. */
  pre: Constraint[];
  steps: Step[];
  local: Set<number>;
  /**
   * What some node of the tree must hold for a match to exist (see requirements), as the id of
   * that list among all plans' lists (equal lists share one; reqLists[req]), or -1 when there is
   * none: on a tree with a value index, a pattern naming a lemma or relation the sentence lacks
   * fails at once, and the index keeps its verdict per id (see admittedBy).
   */
  req: number;
  /** `outerTests` as (slot, predicate) pairs. */
  outerPreds: { slot: number; pred: NodePred }[];
  /** The nested `without` blocks (p.withouts) with their plans, made on first use. */
  nested: GuardList | null;
  /**
   * Only tests on nodes bound outside (no nodes of its own, no constraints, no nested
   * blocks): most `without` guards. Existence is then just outerPreds.
   */
  simple: boolean;
}

/**
 * The field values that patterns require, each with an id: field name ('lemma',
 * 'deprel', a feature name) -> value -> id. Indexes record only these values, as
 * bits; no key strings are built per node.
 */
const registry = new Map<string, Map<string, number>>();
let registered = 0;

function valueId(f: NodeField, v: string): number {
  const name = typeof f === 'string' ? f : f.feat;
  let m = registry.get(name);
  if (!m) registry.set(name, (m = new Map()));
  let id = m.get(v);
  if (id === undefined) m.set(v, (id = registered++));
  return id;
}

/**
 * Which registered values a tree holds. Built on first use from the nodes the tree
 * had when it was indexed, and again when values were registered since.
 */
interface ValueIndex {
  /** Unique per index: caches remember this, not the index, which holds its tree's nodes. */
  id: number;
  nodes: readonly Node[];
  bits: Uint8Array | null;
  /** Number of registered values when `bits` was built. */
  size: number;
  /**
   * Per requirement list id (see Plan.req): 0 not yet decided, 1 met, 2 not. Kept on the
   * index rather than on the plan: the engine alternates between a sentence and its donors,
   * and a one-entry cache on each plan was decided again at every switch.
   */
  verdicts: Uint8Array;
  /** The indexed tree (an index lent to a copy serves the copy's requirements, not its lookups). */
  owner: Tree;
  /** Lemma -> the nodes with it, in surface order; made on first use. */
  byLemma: Map<string, Node[]> | null;
}

// Symbol-keyed properties rather than WeakMaps: plans and indexes are looked up on
// every call, and `without` guards make millions of calls on a treebank.
const PLAN: unique symbol = Symbol('plan');
type Planned = Pattern & { [PLAN]?: Plan };

const NO_VERDICTS = new Uint8Array(0);

/** The distinct requirement lists of all plans (see Plan.req), by their printed form. */
const reqIds = new Map<string, number>();
const reqLists: number[][][] = [];

function requirementId(requires: number[][]): number {
  if (requires.length === 0) return -1;
  const key = requires.map((alts) => alts.join(',')).join(';');
  let id = reqIds.get(key);
  if (id === undefined) {
    reqIds.set(key, (id = reqLists.length));
    reqLists.push(requires);
  }
  return id;
}

/** Ids of value indexes (see ValueIndex.id). */
let indexIds = 0;

/**
 * Indexes the field values of a tree that will not change (a source sentence while
 * its candidates are made, a donor): matching on it may then skip patterns that
 * need a value the tree lacks.
 */
export function indexValues(tree: Tree): void {
  tree.valueIndex = { id: ++indexIds, nodes: tree.nodes.slice(), bits: null, size: -1, verdicts: NO_VERDICTS, owner: tree, byLemma: null } satisfies ValueIndex;
}

function indexBits(index: ValueIndex): Uint8Array {
  if (index.bits && index.size === registered) return index.bits;
  const bits = new Uint8Array(registered);
  const lemma = registry.get('lemma');
  const form = registry.get('form');
  const upos = registry.get('upos');
  const xpos = registry.get('xpos');
  const deprel = registry.get('deprel');
  // Plain loops and Map.forEach: this runs for every sentence and donor.
  const onFeat = (v: string, k: string) => {
    const m = registry.get(k);
    if (m === undefined) return;
    const id = m.get(v);
    if (id !== undefined) bits[id] = 1;
  };
  const nodes = index.nodes;
  let id: number | undefined;
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i];
    if (lemma !== undefined && (id = lemma.get(n.lemma)) !== undefined) bits[id] = 1;
    if (form !== undefined && (id = form.get(n.form)) !== undefined) bits[id] = 1;
    if (upos !== undefined && (id = upos.get(n.upos)) !== undefined) bits[id] = 1;
    if (xpos !== undefined && (id = xpos.get(n.xpos)) !== undefined) bits[id] = 1;
    if (deprel !== undefined) {
      if ((id = deprel.get(n.deprel)) !== undefined) bits[id] = 1;
      if (n.parent === null && (id = deprel.get('root')) !== undefined) bits[id] = 1;
    }
    if (n.feats.size > 0) n.feats.forEach(onFeat);
  }
  index.bits = bits;
  index.size = registered;
  return bits;
}

/** The nodes of an indexed tree with this lemma, in surface order. */
function nodesWithLemma(index: ValueIndex, lemma: string): readonly Node[] {
  let m = index.byLemma;
  if (m === null) {
    index.byLemma = m = new Map();
    const nodes = index.nodes;
    for (let i = 0; i < nodes.length; i++) {
      const l = m.get(nodes[i].lemma);
      if (l === undefined) m.set(nodes[i].lemma, [nodes[i]]);
      else l.push(nodes[i]);
    }
  }
  return m.get(lemma) ?? EMPTY;
}

/**
 * Lends `from`'s index to `to`, or takes it away (null). Sound only while `to`
 * holds a subset of `from`'s values: an edited copy from which nodes were only deleted.
 */
export function lendValueIndex(from: Tree | null, to: Tree): void {
  to.valueIndex = from ? from.valueIndex : undefined;
}

/**
 * Values some node of the tree must hold for a match of p, one list of alternatives per
 * requirement (ids of registered field values, see valueId).
 */
function requirements(p: Pattern, local: Set<number>): number[][] {
  const out: number[][] = [];
  for (const n of p.nodes)
    for (const t of n.tests) if (t.equals && t.field !== 'forms') out.push(t.equals.map((v) => valueId(t.field, v)));
  for (const c of p.constraints)
    if (c.kind === 'edge' && !c.enhanced && c.relEquals && local.has(c.to)) out.push(c.relEquals.map((v) => valueId('deprel', v)));
  return out;
}

/** `X.lemma = Y.lemma` (X, Y distinct): candidates for one come from the index by the other's lemma (Step.via 'same'). */
function sameLemma(c: Constraint): c is Constraint & { kind: 'compare' } {
  return c.kind === 'compare' && !c.negated && c.fa === 'lemma' && c.fb === 'lemma' && c.a !== c.b;
}

/**
 * The binding order of a `without` block (an existence test, so the order of its
 * matches does not matter): each next node is the one the bound nodes narrow most:
 * the parent of a bound node, a node with its lemma, a child, a neighbour, an ancestor, a descendant, a
 * node on one side, then any node; ties go to the more specific tests (as planOrder).
 */
function guardOrder(p: Pattern): number[] {
  const local = new Set(p.nodes.map((n) => n.slot));
  const bound = new Set<number>();
  const isBound = (x: number) => !local.has(x) || bound.has(x);
  const rank = (slot: number): number => {
    let best = 6;
    for (const c of p.constraints) {
      let r = 6;
      if (c.kind === 'edge' && !c.enhanced) {
        if (c.from === slot && c.to !== slot && isBound(c.to)) r = 0;
        else if (c.to === slot && c.from !== slot && isBound(c.from)) r = 1;
      } else if (c.kind === 'order' && c.a !== c.b && ((c.a === slot && isBound(c.b)) || (c.b === slot && isBound(c.a)))) r = c.immediate ? 2 : 5;
      else if (sameLemma(c) && ((c.a === slot && isBound(c.b)) || (c.b === slot && isBound(c.a)))) r = 0.5;
      else if (c.kind === 'dominates' && c.a !== c.b) {
        if (c.a === slot && isBound(c.b)) r = 3;
        else if (c.b === slot && isBound(c.a)) r = 4;
      }
      if (r < best) best = r;
    }
    return best;
  };
  const order: number[] = [];
  while (order.length < p.nodes.length) {
    let pick: Pattern['nodes'][number] | null = null;
    let pr = 0;
    let ps = 0;
    for (const n of p.nodes) {
      if (bound.has(n.slot)) continue;
      const r = rank(n.slot);
      const sc = specificity(n);
      if (pick === null || r < pr || (r === pr && sc > ps)) {
        pick = n;
        pr = r;
        ps = sc;
      }
    }
    order.push(pick!.slot);
    bound.add(pick!.slot);
  }
  return order;
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
  for (const slot of p.kind === 'without' ? guardOrder(p) : p.plan) {
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
    // No edge to a bound node: a bound ancestor or descendant narrows the candidates,
    if (via.kind === 'all')
      for (const c of checks) {
        if (c.kind !== 'dominates' || c.a === c.b) continue;
        if (c.a === slot) {
          via = { kind: 'over', of: c.b };
          break;
        }
        if (c.b === slot) via = { kind: 'under', of: c.a };
      }
    // A lemma shared with a bound node picks out few words: better than a scan in surface
    // order (all nodes, descendants, one side), and enumerated in the same order.
    if (via.kind === 'all' || via.kind === 'under')
      for (const c of checks) {
        if (sameLemma(c) && (c.a === slot || c.b === slot)) {
          via = { kind: 'same', of: c.a === slot ? c.b : c.a, under: via.kind === 'under' ? via.of : null };
          break;
        }
      }
    // or else an order constraint with one the positions.
    if (via.kind === 'all')
      for (const c of checks) {
        if (c.kind !== 'order' || c.a === c.b) continue;
        const order: Step['via'] = c.b === slot ? { kind: 'after', of: c.a, immediate: c.immediate } : { kind: 'before', of: c.b, immediate: c.immediate };
        if (via.kind === 'all' || (c.immediate && !(via as { immediate: boolean }).immediate)) via = order;
      }
    s.push({ slot, tests: node.tests, preds: node.tests.map(nodePred), checks, via });
  }
  const requires = requirements(p, local);
  const plan: Plan = {
    pre,
    steps: s,
    local,
    req: requirementId(requires),
    outerPreds: p.outerTests.map(({ slot, test }) => ({ slot, pred: nodePred(test) })),
    nested: null,
    simple: s.length === 0 && pre.length === 0 && requires.length === 0 && p.withouts.length === 0,
  };
  (p as Planned)[PLAN] = plan;
  return plan;
}

/**
 * The tree a bound node lives in: `tree` for the pattern's own slots and for the slots of
 * an enclosing pattern matched in the same tree (a donor's nodes, seen from a `without`
 * block inside the donor pattern), `outerTree` for the source's slots.
 */
function treeOf(n: Node, slot: number, tree: Tree, local: Set<number>, outerTree: Tree | undefined): Tree {
  return !outerTree || local.has(slot) || tree.has(n) ? tree : outerTree;
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
        const deps = to.deps;
        for (let k = 0; k < deps.length; k++) if (deps[k].head === head && (c.rel === null || c.rel(deps[k].rel))) return true;
        return false;
      }
      return to.parent === from && (c.rel === null || c.rel(to.deprel));
    }
    case 'order': {
      const t = treeOf(b[c.a]!, c.a, tree, local, outerTree);
      const ia = t.index(b[c.a]!);
      const ib = t.index(b[c.b]!);
      if (!c.immediate) return ia < ib;
      if (ib === ia + 1) return true;
      // Deleting the nodes between them would make them neighbours: the verdict
      // depends on the first of those (see GuardMemo).
      if (track !== null && ia >= 0 && ib > ia) track.push(t.nodes[ia + 1]);
      return false;
    }
    case 'dominates':
      return b[c.a] !== b[c.b] && treeOf(b[c.a]!, c.a, tree, local, outerTree).isAncestor(b[c.a]!, b[c.b]!);
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
  /**
   * A cheap test of a full match that the caller would apply to it anyway, run before the
   * pattern's nested `without` blocks (it must not keep the array it is given). Donor
   * matching rejects long phrases with it before their guards are walked.
   */
  admit?: (m: Bindings) => boolean;
}

const NO_OPTIONS: MatchOptions = {};

/**
 * Calls `cb` for every match of `p` in `tree` extending `b` (which holds the
 * enclosing pattern's nodes); `cb` returns true to stop. Returns true if stopped.
 * Callback-based rather than a generator: matching runs for every candidate and
 * every agreement, and nested generators allocate on each step.
 */
export function forEachMatch(p: Pattern, tree: Tree, b: Bindings, opts: MatchOptions, cb: (m: Bindings) => boolean | void): boolean {
  return search(p, stepsFor(p), tree, b, opts, cb, false);
}

/**
 * Dependency tracking for memoised guard verdicts: while `track` is an array, every
 * match that a search accepts (at any depth of nested withouts) adds its own nodes,
 * and an immediate-order check that fails adds the first node between the two.
 */
let track: Node[] | null = null;

/**
 * The search behind forEachMatch; without `cb` it stops at the first match and
 * hands out no copy (an existence test: `without` guards).
 */
function search(p: Pattern, plan: Plan, tree: Tree, b: Bindings, opts: MatchOptions, cb: ((m: Bindings) => boolean | void) | null, skipNested: boolean): boolean {
  if (!admits(p, plan, tree, b, opts)) return false;
  const steps = plan.steps;
  const enabled = opts.enabled;
  const used = opts.used;
  const outerTree = opts.outerTree;
  const nested = p.withouts;
  // Options of the nested negative blocks: the same for every match.
  const inner: MatchOptions = nested.length === 0 ? NO_OPTIONS : used || outerTree || enabled ? { used, outerTree, enabled } : NO_OPTIONS;
  // Fast path for blocks that only test nodes already bound (most `without` guards):
  // no search, no copies beyond the one handed to the callback.
  // Only the nested blocks that the tree's values admit are tried.
  const guards = nested.length === 0 || skipNested ? NO_GUARDS : (plan.nested ??= guardsOf(nested));
  if (steps.length === 0) {
    if (anyOf(guards, tree, b, inner)) return false;
    return cb === null ? true : cb(b.slice()) === true;
  }
  // One frame per nesting depth, reused: searches run millions of times (guards
  // within guards), and fresh closures and arrays per search were a third of all
  // allocation.
  const f = depth < frames.length ? frames[depth] : (frames[depth] = newFrame());
  depth++;
  try {
    f.plan = plan;
    f.tree = tree;
    f.nodes = tree.nodes;
    f.enabled = enabled;
    f.seed = opts.seed;
    f.outerTree = outerTree;
    f.used = used;
    f.inner = inner;
    f.guards = guards;
    f.cb = cb;
    f.admit = opts.admit;
    // Arrays reused without truncation (setting length 0 gives up their storage).
    const bindings = f.bindings;
    // Grown, never shrunk: rules differ in slot count, and a resized array is a new one.
    // Slots past b.length stay empty; callbacks get exactly b.length of them.
    if (bindings.length < b.length) bindings.length = b.length;
    f.len = b.length;
    for (let k = 0; k < b.length; k++) bindings[k] = b[k];
    const bound = f.bound;
    let nb = 0;
    if (!opts.localInjective) for (let k = 0; k < b.length; k++) if (b[k]) bound[nb++] = b[k]!;
    f.nbound = nb;
    return rec(f, 0);
  } finally {
    depth--;
    // no references kept from one search to the next (trees, callbacks, options)
    f.tree = f.outerTree = undefined;
    f.nodes = EMPTY;
    f.used = undefined;
    f.cb = null;
    f.admit = undefined;
    f.enabled = f.seed = undefined;
    f.inner = NO_OPTIONS;
    f.guards = NO_GUARDS;
    const bindings = f.bindings;
    for (let k = 0; k < bindings.length; k++) bindings[k] = undefined;
    const bound = f.bound;
    for (let k = 0; k < bound.length; k++) bound[k] = undefined as unknown as Node;
    f.nbound = 0;
  }
}

/** The state of one running search (see search). */
interface Frame {
  plan: Plan;
  tree: Tree | undefined;
  nodes: Node[];
  enabled: MatchOptions['enabled'];
  seed: MatchOptions['seed'];
  outerTree: Tree | undefined;
  used: Set<Node> | undefined;
  inner: MatchOptions;
  guards: GuardList;
  cb: ((m: Bindings) => boolean | void) | null;
  admit: MatchOptions['admit'];
  bindings: Bindings;
  /** The nodes bound so far, here and in enclosing patterns (kept injective): bound[0..nbound). */
  bound: Node[];
  nbound: number;
  /** The number of slots of this search's bindings (bindings may be longer). */
  len: number;
}

const EMPTY: Node[] = [];
const frames: Frame[] = [];
let depth = 0;

/** How many searches are running (0 between matches): a frame left claimed would be a leak (tests). */
export function searchDepth(): number {
  return depth;
}

function newFrame(): Frame {
  return {
    plan: null as unknown as Plan,
    tree: undefined,
    nodes: EMPTY,
    enabled: undefined,
    seed: undefined,
    outerTree: undefined,
    used: undefined,
    inner: NO_OPTIONS,
    guards: NO_GUARDS,
    cb: null,
    admit: undefined,
    bindings: [],
    bound: [],
    nbound: 0,
    len: 0,
  };
}

/** One candidate node for step i, tested and, if it fits, extended by the next steps. */
function tryNode(f: Frame, i: number, st: Step, n: Node): boolean | null {
  // Injective: never a node bound already, here or in an enclosing pattern.
  const bound = f.bound;
  const nb = f.nbound;
  for (let k = 0; k < nb; k++) if (bound[k] === n) return null;
  if (f.used !== undefined && f.used.has(n)) return null;
  const enabled = f.enabled;
  if (enabled) {
    for (const t of st.tests) if (enabled(t) && !passes(t, n)) return null;
  } else {
    const preds = st.preds;
    for (let j = 0; j < preds.length; j++) if (!preds[j](n)) return null;
  }
  const bindings = f.bindings;
  bindings[st.slot] = n;
  const checks = st.checks;
  for (let j = 0; j < checks.length; j++) {
    const c = checks[j];
    if ((!enabled || enabled(c)) && !checkConstraint(c, bindings, f.tree!, f.plan.local, f.outerTree)) return null;
  }
  bound[nb] = n;
  f.nbound = nb + 1;
  const stop = rec(f, i + 1);
  f.nbound = nb;
  return stop;
}

/** Binds steps i.. of f's plan; true when the callback stopped the search. */
function rec(f: Frame, i: number): boolean {
  const steps = f.plan.steps;
  const bindings = f.bindings;
  if (i === steps.length) {
    if (f.admit !== undefined && !f.admit(bindings)) return false;
    // Nested negative blocks: this match stands only if none of them matches.
    if (anyOf(f.guards, f.tree!, bindings, f.inner)) return false;
    if (track !== null) for (let j = 0; j < steps.length; j++) track.push(bindings[steps[j].slot]!);
    return f.cb === null ? true : f.cb(bindings.slice(0, f.len)) === true;
  }
  const st = steps[i];
  const nodes = f.nodes;
  const enabled = f.enabled;
  const seed = f.seed;
  // A disabled edge or order (explain) must not narrow the candidates either.
  const via = st.via;
  // A lemma lookup in the tree's own index (explain, which may switch the comparison off, scans
  // instead), and the bound ancestor whose descendants are scanned otherwise.
  const same = via.kind === 'same' && !enabled ? withSameLemma(f.tree!, bindings[via.of]!) : null;
  const under = via.kind === 'under' ? via.of : via.kind === 'same' ? via.under : null;
  const viaOn = via.kind === 'all' || !enabled || st.checks.every((c) => (c.kind !== 'edge' && c.kind !== 'order' && c.kind !== 'dominates') || (c.kind === 'edge' && c.enhanced) || enabled(c));
  let stop = false;
  if (seed && seed.slot === st.slot) stop = tryNode(f, i, st, seed.node) === true;
  else if (viaOn && via.kind === 'child') {
    // The children of a bound node, in surface order (tree.children without the array).
    const par = bindings[via.of]!;
    for (let k = 0; k < nodes.length; k++) {
      const n = nodes[k];
      if (n.parent === par && tryNode(f, i, st, n) === true) {
        stop = true;
        break;
      }
    }
  } else if (viaOn && via.kind === 'over' && (!f.outerTree || f.plan.local.has(via.of))) {
    // The ancestors of a bound node of this tree, nearest first (a cycle-safe walk; a
    // head outside the tree, possible only midway through an edit, is no candidate, as in a scan).
    const tree = f.tree!;
    let par = bindings[via.of]!.parent;
    for (let steps = 0; par && steps <= nodes.length; steps++) {
      if (tree.index(par) >= 0 && tryNode(f, i, st, par) === true) {
        stop = true;
        break;
      }
      par = par.parent;
    }
  } else if (same !== null) {
    for (let k = 0; k < same.length; k++) {
      if (tryNode(f, i, st, same[k]) === true) {
        stop = true;
        break;
      }
    }
  } else if (viaOn && under !== null && (!f.outerTree || f.plan.local.has(under))) {
    // The descendants of a bound node, in surface order: the ancestry test comes before the node's own tests.
    const top = bindings[under]!;
    const tree = f.tree!;
    for (let k = 0; k < nodes.length; k++) {
      const n = nodes[k];
      if (n !== top && tree.isAncestor(top, n) && tryNode(f, i, st, n) === true) {
        stop = true;
        break;
      }
    }
  } else if (viaOn && via.kind === 'parent') {
    const par = bindings[via.of]!.parent;
    if (par) stop = tryNode(f, i, st, par) === true;
  } else if (viaOn && (via.kind === 'after' || via.kind === 'before') && (!f.outerTree || f.plan.local.has(via.of)) && f.tree!.index(bindings[via.of]!) >= 0) {
    // Positions in this tree (the bound node is a node of it): the order check in
    // tryNode still decides; this only skips the nodes on the wrong side.
    const at = f.tree!.index(bindings[via.of]!);
    let from = 0;
    let to = nodes.length;
    if (via.kind === 'after') from = at + 1;
    else to = at;
    if (via.immediate) {
      if (via.kind === 'after') to = Math.min(to, from + 1);
      else from = Math.max(0, to - 1);
      // The verdict of a failed neighbour check depends on the nodes between (see
      // checkConstraint): a node that is not the neighbour becomes it only once the
      // current neighbour is deleted, so that one is the dependency.
      if (track !== null && via.kind === 'after' && at + 1 < nodes.length) track.push(nodes[at + 1]);
      if (track !== null && via.kind === 'before' && at > 0) track.push(nodes[at - 1]);
    }
    for (let k = from; k < to; k++) {
      if (tryNode(f, i, st, nodes[k]) === true) {
        stop = true;
        break;
      }
    }
  } else {
    for (let k = 0; k < nodes.length; k++) {
      if (tryNode(f, i, st, nodes[k]) === true) {
        stop = true;
        break;
      }
    }
  }
  bindings[st.slot] = undefined;
  return stop;
}

/** The nodes of `tree` with n's lemma, from the tree's own value index (not one lent to it); null without one. */
function withSameLemma(tree: Tree, n: Node): readonly Node[] | null {
  const index = tree.valueIndex as ValueIndex | undefined;
  return index !== undefined && index.owner === tree ? nodesWithLemma(index, n.lemma) : null;
}

/**
 * The checks before any search: values the tree must hold (when it has an index),
 * tests on nodes bound outside the pattern, constraints among them.
 */
function admits(p: Pattern, plan: Plan, tree: Tree, b: Bindings, opts: MatchOptions): boolean {
  const enabled = opts.enabled;
  if (enabled) {
    // explain disables tests one by one: the index must not answer for them.
    for (const { slot, test } of p.outerTests) {
      const n = b[slot];
      if (!n || (enabled(test) && !passes(test, n))) return false;
    }
    for (const c of plan.pre) if (enabled(c) && !checkConstraint(c, b, tree, plan.local, opts.outerTree)) return false;
    return true;
  }
  if (!admittedBy(plan, tree.valueIndex as ValueIndex | undefined)) return false;
  if (!outerHold(plan, b)) return false;
  const pre = plan.pre;
  for (let i = 0; i < pre.length; i++) if (!checkConstraint(pre[i], b, tree, plan.local, opts.outerTree)) return false;
  return true;
}

/** The pattern's tests on nodes bound outside it hold (each slot bound). */
function outerHold(plan: Plan, b: Bindings): boolean {
  const outer = plan.outerPreds;
  for (let i = 0; i < outer.length; i++) {
    const n = b[outer[i].slot];
    if (!n || !outer[i].pred(n)) return false;
  }
  return true;
}

/** Whether a tree with this index (none: any tree) may hold a match of the plan; the index keeps the answer. */
function admittedBy(plan: Plan, index: ValueIndex | undefined): boolean {
  const req = plan.req;
  if (index === undefined || req < 0) return true;
  let v = index.verdicts;
  if (req >= v.length) {
    // Plans are made on first use, so lists are registered after indexes exist: grow.
    const grown = new Uint8Array(Math.max(64, req + 1, reqLists.length + (reqLists.length >> 1)));
    grown.set(v);
    index.verdicts = v = grown;
  }
  const known = v[req];
  if (known !== 0) return known === 1;
  const ok = requirementsMet(reqLists[req], index);
  v[req] = ok ? 1 : 2;
  return ok;
}

function requirementsMet(requires: number[][], index: ValueIndex): boolean {
  const bits = indexBits(index);
  outer: for (let i = 0; i < requires.length; i++) {
    const alts = requires[i];
    for (let j = 0; j < alts.length; j++) if (bits[alts[j]] === 1) continue outer;
    return false;
  }
  return true;
}


/** A list of `without` blocks with their plans. */
interface GuardList {
  ps: Pattern[];
  plans: Plan[];
  /** For long lists: the blocks by a value they require of a node bound outside them. */
  disc: Discrimination | null;
}

/**
 * A guard index on bound values. Most blocks of a long list (the protections of
 * removing_adjuncts have six hundred) test a node bound outside them for an exact
 * value first (A [deprel=amod], H [lemma=@list]) and fail there for nearly every
 * binding. Each block with such a test is filed under one of them (its most specific):
 * a call looks up the values the bound nodes have and tries only the blocks filed under
 * those, with the blocks that have no such test, in list order. A block not tried
 * would have failed that test before any other step (and before recording anything).
 */
interface Discrimination {
  /** Blocks with no exact test on an outer node, ascending. */
  always: Int32Array;
  /**
   * The blocks of `always` that the tree's value index admits (see admittedBy), for the
   * index with id `admittedFor`. Most of them need a word the sentence lacks, and each call
   * of a long list walked them all again (four fifths of the entries walked, rejected one by
   * one, each a read of a plan somewhere in the heap): filtered once per sentence instead.
   */
  admittedAlways: Int32Array;
  admittedFor: number;
  groups: DiscGroup[];
}

interface DiscGroup {
  slot: number;
  read: (n: Node) => string | undefined;
  /** Value -> the blocks filed under it, ascending. */
  byValue: Map<string, Int32Array>;
}

/** Lists shorter than this are walked whole: the look-ups would cost more than they save. */
const DISC_MIN = 12;

function guardsOf(ps: Pattern[]): GuardList {
  const plans = ps.map(stepsFor);
  return { ps, plans, disc: ps.length >= DISC_MIN ? discrimination(ps) : null };
}

function discrimination(ps: Pattern[]): Discrimination {
  const always: number[] = [];
  const groups = new Map<string, { slot: number; field: NodeField | 'udeprel'; byValue: Map<string, number[]> }>();
  // A relation test with subtypes (deprel=nsubj|nsubj:*) is filed under the universal relations it names.
  const filing = (t: NodeTest): { field: NodeField | 'udeprel'; values: string[]; weight: number } | null => {
    const f = t.field;
    if (f === 'forms') return null;
    if (t.equals) return { field: f, values: t.equals, weight: typeof f !== 'string' ? 1 : f === 'lemma' || f === 'form' ? 8 : f === 'deprel' ? 3 : 2 };
    const sp = t.spec;
    if (f === 'deprel' && sp !== undefined && !sp.negated && sp.regexes.length === 0)
      return { field: 'udeprel', values: [...sp.exact, ...sp.prefixes].map(universalRelation), weight: 2.5 };
    return null;
  };
  ps.forEach((p, j) => {
    let best: { slot: number; how: NonNullable<ReturnType<typeof filing>> } | null = null;
    for (const o of p.outerTests) {
      const how = filing(o.test);
      if (how !== null && (best === null || how.weight > best.how.weight)) best = { slot: o.slot, how };
    }
    if (best === null) {
      always.push(j);
      return;
    }
    const f = best.how.field;
    const key = `${best.slot} ${typeof f === 'string' ? f : 'feat:' + f.feat}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { slot: best.slot, field: f, byValue: new Map() }));
    for (const v of new Set(best.how.values)) {
      let l = g.byValue.get(v);
      if (!l) g.byValue.set(v, (l = []));
      l.push(j);
    }
  });
  const unfiled = Int32Array.from(always);
  return {
    always: unfiled,
    admittedAlways: unfiled,
    admittedFor: 0,
    groups: [...groups.values()].map(({ slot, field, byValue }) => ({
      slot,
      read: reader(field),
      byValue: new Map([...byValue].map(([v, l]) => [v, Int32Array.from(l)])),
    })),
  };
}

const universals = new Map<string, string>();

/** Reads the field a block is filed under (fieldValue; never `forms`), or the universal part of a node's relation. */
function reader(f: NodeField | 'udeprel'): (n: Node) => string | undefined {
  if (f !== 'udeprel') return (n) => fieldValue(n, f);
  return (n) => {
    if (n.parent === null) return 'root';
    // relations are few: each one's universal part is cut once
    let u = universals.get(n.deprel);
    if (u === undefined) universals.set(n.deprel, (u = universalRelation(n.deprel)));
    return u;
  };
}

/** The block lists a call of anyOf walks (see Discrimination), one array per nesting depth. */
const sourcesAt: Int32Array[][] = [];
let discDepth = 0;

const NO_GUARDS: GuardList = guardsOf([]);

/**
 * True when some block of `g` has a match extending `b`. A block needing a value the
 * tree's index lacks is skipped; the answer is kept on its plan for that index. (No
 * filtered copy of the list per index: a new sentence or donor made one for every
 * list, a sixth of all allocation.)
 */
function anyOf(g: GuardList, tree: Tree, b: Bindings, opts: MatchOptions): boolean {
  const { ps, plans } = g;
  if (ps.length === 0) return false;
  const index = opts.enabled ? undefined : (tree.valueIndex as ValueIndex | undefined);
  // explain switches tests off one by one: there every block is tried
  if (g.disc !== null && !opts.enabled) return anyOfFiled(g, g.disc, tree, b, opts, index);
  for (let j = 0; j < ps.length; j++) {
    const pl = plans[j];
    if (admittedBy(pl, index) && existsPlanned(ps[j], pl, tree, b, opts)) return true;
  }
  return false;
}

/** anyOf through the list's index: the blocks filed under the bound nodes' values and the unfiled ones, merged in list order. */
function anyOfFiled(g: GuardList, disc: Discrimination, tree: Tree, b: Bindings, opts: MatchOptions, index: ValueIndex | undefined): boolean {
  const sources = discDepth < sourcesAt.length ? sourcesAt[discDepth] : (sourcesAt[discDepth] = []);
  let k = 0;
  if (disc.always.length > 0) {
    if (index === undefined) sources[k++] = disc.always;
    else {
      if (disc.admittedFor !== index.id) {
        disc.admittedAlways = admittedOf(disc.always, g.plans, index);
        disc.admittedFor = index.id;
      }
      if (disc.admittedAlways.length > 0) sources[k++] = disc.admittedAlways;
    }
  }
  const groups = disc.groups;
  for (let i = 0; i < groups.length; i++) {
    const gr = groups[i];
    const n = b[gr.slot];
    if (n === undefined) continue;
    const v = gr.read(n);
    if (v === undefined) continue;
    const l = gr.byValue.get(v);
    if (l !== undefined) sources[k++] = l;
  }
  if (k === 0) return false;
  // Heads of the k ascending lists; the smallest next each time (k is small).
  const heads = headsAt(discDepth, k);
  for (let i = 0; i < k; i++) heads[i] = 0;
  const { ps, plans } = g;
  discDepth++;
  try {
    for (;;) {
      let min = -1;
      let from = -1;
      for (let i = 0; i < k; i++) {
        const l = sources[i];
        const h = heads[i];
        if (h < l.length && (min < 0 || l[h] < min)) {
          min = l[h];
          from = i;
        }
      }
      if (from < 0) return false;
      heads[from]++;
      const pl = plans[min];
      if (admittedBy(pl, index) && existsPlanned(ps[min], pl, tree, b, opts)) return true;
    }
  } finally {
    discDepth--;
  }
}

/** The blocks of `list` (ascending) whose plans the index admits. */
function admittedOf(list: Int32Array, plans: Plan[], index: ValueIndex): Int32Array {
  let n = 0;
  for (let i = 0; i < list.length; i++) if (admittedBy(plans[list[i]], index)) n++;
  if (n === list.length) return list;
  const out = new Int32Array(n);
  n = 0;
  for (let i = 0; i < list.length; i++) if (admittedBy(plans[list[i]], index)) out[n++] = list[i];
  return out;
}

const headsAtDepth: Int32Array[] = [];
function headsAt(depth: number, k: number): Int32Array {
  let h = headsAtDepth[depth];
  if (h === undefined || h.length < k) headsAtDepth[depth] = h = new Int32Array(Math.max(8, k * 2));
  return h;
}

/** True when `p` has a match extending `b`. */
function exists(p: Pattern, tree: Tree, b: Bindings, opts: MatchOptions): boolean {
  return existsPlanned(p, stepsFor(p), tree, b, opts);
}

function existsPlanned(p: Pattern, plan: Plan, tree: Tree, b: Bindings, opts: MatchOptions): boolean {
  if (plan.simple && !opts.enabled) {
    // what search would do for it (admits, then no step): millions of calls on a treebank
    return outerHold(plan, b);
  }
  // search's own fast path serves the other guards that only test nodes bound already
  return search(p, plan, tree, b, opts, null, false);
}

/** Guards of lists of patterns (the `without` blocks of rules and variants). */
const listGuards = new WeakMap<Pattern[], GuardList>();
function guardsOfList(ps: Pattern[]): GuardList {
  let g = listGuards.get(ps);
  if (!g) listGuards.set(ps, (g = guardsOf(ps)));
  return g;
}

/** True when some pattern of `list` has a match extending `b` (a list of `without` blocks). */
export function anyExists(list: Pattern[], tree: Tree, b: Bindings, opts: MatchOptions = NO_OPTIONS): boolean {
  if (list.length === 0) return false;
  return anyOf(guardsOfList(list), tree, b, opts);
}

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
  if (plan.steps.length === 0) return exists(p, tree, b, opts) ? b : null;
  let found: Bindings | null = null;
  search(p, plan, tree, b, opts, (m) => {
    found = m;
    return true;
  }, false);
  return found;
}

/** Matches of the main pattern that no `without` block rejects. */
export function matchWithout(p: Pattern, withouts: Pattern[], tree: Tree, b: Bindings, opts: MatchOptions = {}): Bindings[] {
  const out: Bindings[] = [];
  const inner: MatchOptions = opts.used ? { used: opts.used } : NO_OPTIONS;
  const guards = withouts.length === 0 ? NO_GUARDS : guardsOfList(withouts);
  forEachMatch(p, tree, b, opts, (m) => {
    if (anyOf(guards, tree, m, inner)) return;
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
    // the spread must not carry over the plan cached on `p` (it would ignore the new order)
    const copy: Planned = { ...p, plan: planOrder(p.nodes, p.constraints, first, slot) };
    delete copy[PLAN];
    q = copy;
    m.set(slot, q);
  }
  return q;
}

/** True when no node of the tree can start a match (the first step draws from the whole tree). */
export function cannotMatch(p: Pattern, tree: Tree): boolean {
  const plan = stepsFor(p);
  if (!admittedBy(plan, tree.valueIndex as ValueIndex | undefined)) return true;
  const st = plan.steps[0];
  if (!st || st.via.kind !== 'all') return false;
  outer: for (const n of tree.nodes) {
    if (!passesAll(st.tests, n)) continue outer;
    return false;
  }
  return true;
}

/** A memoised verdict: no `without` block rejects the match (ok), and the nodes it depends on. */
export interface MemoEntry {
  ok: boolean;
  /** Positions (in the source tree) of the nodes of every match accepted while deciding, and of nodes between two that must be neighbours. */
  deps: number[];
}

/**
 * Verdicts of the `without` blocks on the matches of a repeating variant's pattern,
 * keyed by the positions of the match's own nodes in the source tree. A verdict
 * found on the source tree, or on a copy from which nodes were only deleted, holds
 * on any later such copy in which its dependencies are all still present: deleting
 * nodes only removes matches of a block, except that two nodes may become
 * neighbours (the first node between them is a dependency of the failed check), so
 * a block that did not match still does not unless a match it rejected lost the
 * nodes that rejected it, and one that matched still does while its witness is
 * there. The enclosing bindings (`b`) must be the same for every use (no donor
 * nodes), and the withouts and the order of the key's nodes the same (see guardSignature).
 */
export interface GuardMemo {
  /** Verdicts found on the source tree (valid on every deletion-only copy). */
  shared: Map<number, MemoEntry>;
  /** Verdicts found on the current copy (valid on later rounds of the same copy), or null on the source. */
  own: Map<number, MemoEntry> | null;
  /** A node of the tree matched on -> its position in the source tree. */
  pos: (n: Node) => number;
  /** Whether the source node at a position is still in the tree (null: the source itself). */
  alive: ((i: number) => boolean) | null;
  /** Greater than every position (the source's length + 1). */
  base: number;
  /** On a copy: the source tree, where a verdict is decided first (it then serves other variants too). */
  source: Tree | null;
}

function entryValid(e: MemoEntry | undefined, alive: ((i: number) => boolean) | null): boolean {
  if (e === undefined) return false;
  if (alive === null) return true;
  const d = e.deps;
  for (let i = 0; i < d.length; i++) if (!alive(d[i])) return false;
  return true;
}

/** Whether p's nested withouts or `withouts` reject the match e on `tree`, with the nodes the verdict depends on. */
function decide(p: Pattern, plan: Plan, withouts: Pattern[], tree: Tree, e: Bindings, pos: (n: Node) => number): MemoEntry {
  const saved = track;
  const deps: Node[] = (track = []);
  let ok = true;
  try {
    const nested = p.withouts;
    if (nested.length > 0 && anyOf((plan.nested ??= guardsOf(nested)), tree, e, NO_OPTIONS)) ok = false;
    if (ok && anyExists(withouts, tree, e)) ok = false;
  } finally {
    track = saved;
  }
  const out = new Array<number>(deps.length);
  for (let i = 0; i < deps.length; i++) out[i] = pos(deps[i]);
  return { ok, deps: out };
}

/**
 * The first match of `p` extending `b` that neither p's nested withouts nor
 * `withouts` reject (as a search with localInjective and those checks), deciding the
 * withouts through `memo` where it holds a valid verdict.
 */
export function firstMatchMemo(p: Pattern, withouts: Pattern[], tree: Tree, b: Bindings, memo: GuardMemo): Bindings | null {
  const plan = stepsFor(p);
  const steps = plan.steps;
  const { pos, alive, base, shared, own, source } = memo;
  const srcAt = source ? source.nodes : null;
  let found: Bindings | null = null;
  search(p, plan, tree, b, LOCAL_INJECTIVE, (e) => {
    let key = 0;
    for (let j = 0; j < steps.length; j++) key = key * base + pos(e[steps[j].slot]!) + 1;
    let entry = own?.get(key);
    if (!entryValid(entry, alive)) {
      entry = shared.get(key);
      if (entry === undefined && source !== null) {
        // Decided on the source: the verdict serves every copy (and variant) whose dependencies remain.
        const se: Bindings = new Array(e.length);
        for (let j = 0; j < e.length; j++) {
          const n = e[j];
          if (n !== undefined) se[j] = srcAt![pos(n)];
        }
        const at = source.positionIndex();
        entry = decide(p, plan, withouts, source, se, (n) => at.get(n)!);
        shared.set(key, entry);
      }
      if (!entryValid(entry, alive)) {
        entry = decide(p, plan, withouts, tree, e, pos);
        (own ?? shared).set(key, entry);
      }
    }
    if (!entry!.ok) return false;
    found = e;
    return true;
  }, true);
  return found;
}

const LOCAL_INJECTIVE: MatchOptions = { localInjective: true };

/** Whether firstMatchMemo can key the matches of p (few enough own nodes for exact numeric keys). */
export function memoisable(p: Pattern, size: number): boolean {
  const n = stepsFor(p).steps.length;
  return n > 0 && Math.pow(size + 1, n) < Number.MAX_SAFE_INTEGER;
}

/**
 * What the verdicts of firstMatchMemo depend on besides the tree and the bindings: p's
 * nested withouts and `withouts`, by their source positions, texts and slots (blocks
 * compiled from the same lines with the same slots test the same: variants that
 * include the same conditions share verdicts).
 */
export function guardSignature(p: Pattern, withouts: Pattern[]): string {
  const loc = (x: { file: string; pos: { line: number; column: number } }) => `${x.file}:${x.pos.line}:${x.pos.column}`;
  const test = (t: NodeTest) => `${loc(t)}=${typeof t.field === 'string' ? t.field : 'feat:' + t.field.feat}=${t.text}`;
  const pat = (q: Pattern): string => {
    const parts: string[] = [`${q.kind}@${loc(q)}`];
    for (const n of q.nodes) parts.push(`n${n.slot}(${n.tests.map(test).join(';')})`);
    for (const c of q.constraints) {
      const slots = c.kind === 'edge' ? `${c.from}>${c.to}${c.enhanced ? 'e' : ''}` : c.kind === 'order' ? `${c.a}<${c.b}${c.immediate ? 'i' : ''}` : c.kind === 'dominates' ? `${c.a}^${c.b}` : `${c.a}${c.negated ? '!' : '='}${c.b}`;
      parts.push(`c${c.kind}${slots}@${loc(c)}=${c.text}`);
    }
    for (const o of q.outerTests) parts.push(`o${o.slot}(${test(o.test)})`);
    parts.push(`w[${q.withouts.map(pat).join('|')}]`);
    return parts.join(' ');
  };
  // The keys list the positions of p's own nodes in plan order: that order is part of the signature.
  return `keys[${stepsFor(p).steps.map((st) => st.slot).join(',')}] nested[${p.withouts.map(pat).join('|')}] withouts[${withouts.map(pat).join('|')}]`;
}
