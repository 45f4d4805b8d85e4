// Runs a rule's edits on a working copy of the tree. Feature edits only record
// what changes; agreement and inflection happen afterwards (inflect.ts), so a
// rule says `O.Case = Nom` and never lists forms.

import type { Node, Tree } from '../tree/tree.js';
import { adjacentInOrigin, originOf } from '../tree/node.js';
import * as ops from '../tree/ops.js';
import { positionalCapital } from '../tree/surface.js';
import type { AssignC, Command, Profile, Repair, WhereC } from '../dsl/compiled.js';
import { cannotMatch, fieldValue, lendValueIndex, matchWithout, passesAll, startingFrom, type Bindings } from './match.js';

/** One line of the edit trace that `explain` prints. */
export interface TraceLine {
  command: string;
  at: string;
  note?: string;
}

/** What an edit run produced so far, before agreement and inflection. */
export interface EditState {
  tree: Tree;
  b: Bindings;
  /** Donor tree for copy commands. */
  donorTree: Tree | null;
  /** Nodes whose features changed: their word as it was before (for re-inflection). */
  original: Map<Node, { form: string; lemma: string; upos: string; xpos: string; feats: Map<string, string> }>;
  /** Nodes created by insert/replace; their forms come from the lemma. */
  inserted: Set<Node>;
  /** Nodes copied from a donor: already inflected, never re-generated. */
  copied: Set<Node>;
  /** Nodes whose features, class or head changed: agreement starts from them. */
  dirty: Set<Node>;
  trace: TraceLine[] | null;
  profile: Profile;
  /** Depth guard: repairs may edit, but not forever. */
  depth: number;
  /** The source tree and the copies of its nodes (agreement reads what agreed there). */
  source?: SourceCopies;
}

/** Whether the edits so far only deleted words: nothing changed, inserted or copied. */
export function onlyDeleted(st: EditState): boolean {
  return st.original.size + st.inserted.size + st.copied.size + st.dirty.size === 0;
}

/** A source tree and the copies of its nodes, clones[i] of tree.nodes[i], with the way back made on first use. */
export class SourceCopies {
  private at: Map<Node, number> | null = null;
  constructor(
    readonly tree: Tree,
    readonly clones: readonly Node[],
  ) {}

  /** The source position of the node a clone copies (undefined for any other node). */
  indexOf(clone: Node): number | undefined {
    if (this.at === null) {
      const at = (this.at = new Map<Node, number>());
      for (let i = 0; i < this.clones.length; i++) at.set(this.clones[i], i);
    }
    return this.at.get(clone);
  }

  /** The source node a clone copies. */
  sourceOf(clone: Node): Node | undefined {
    const i = this.indexOf(clone);
    return i === undefined ? undefined : this.tree.nodes[i];
  }
}

export class EditError {
  constructor(
    public reason: string,
    public command: Command,
  ) {}
}

function loc(c: Command): string {
  return `${c.file}:${c.pos.line}:${c.pos.column}`;
}

function node(st: EditState, slot: number, c: Command): Node {
  const n = st.b[slot];
  if (!n) throw new EditError(`node slot ${slot} is not bound`, c);
  return n;
}

export function setFeature(st: EditState, n: Node, feat: string, value: string | undefined): void {
  if (n.feats.get(feat) === value) return;
  if (!st.original.has(n) && !st.inserted.has(n)) {
    // Working trees share FEATS maps with their source: copy before the first change.
    st.original.set(n, { form: n.form, lemma: n.lemma, upos: n.upos, xpos: n.xpos, feats: n.feats });
    n.feats = new Map(n.feats);
  }
  if (value === undefined) n.feats.delete(feat);
  else n.feats.set(feat, value);
  st.dirty.add(n);
}

function valueOf(st: EditState, v: AssignC, c: Command): string | undefined {
  if (v.kind === 'remove') return undefined;
  if (v.kind === 'value') return v.value;
  return fieldValue(node(st, v.slot, c), v.field);
}

/**
 * Last node of the phrase or clause headed by h: its subtree without what follows
 * h as a separate unit (coordinated or parenthetical clauses, comma-delimited
 * dependents, trailing punctuation) and without `skip` (the node being moved).
 */
function clauseEnd(t: Tree, h: Node, skip: Node | null): Node {
  const cut = new Set<Node>();
  if (skip) for (const x of t.subtree(skip)) cut.add(x);
  for (const ch of t.children(h)) {
    if (cut.has(ch) || t.index(ch) < t.index(h)) continue;
    const sub = t.subtree(ch).filter((x) => !cut.has(x));
    // Clauses and comma- or dash-delimited phrases after the head are separate units;
    // quotes and brackets belong to the phrase (nazwa „Morze Antylskie”).
    const separate = /^(conj|parataxis|punct|advcl|ccomp|csubj)$/.test(t.universal(ch.deprel)) || (sub.length > 0 && /^[,;:–—-]$/.test(sub[0].form));
    if (separate) for (const x of sub) cut.add(x);
  }
  const sub = t.subtree(h).filter((x) => !cut.has(x));
  return sub[sub.length - 1] ?? h;
}

function where(st: EditState, w: WhereC, c: Command, moving: Node | null): ops.InsertWhere {
  switch (w.kind) {
    case 'start':
      return 'start';
    case 'end':
      if (w.slot === null) return 'end';
      return { after: clauseEnd(st.tree, node(st, w.slot, c), moving) };
    case 'before':
      return { before: node(st, w.slot, c) };
    case 'after':
      return { after: node(st, w.slot, c) };
    case 'beforeSubtree':
      return { beforeSubtree: node(st, w.slot, c) };
    case 'afterSubtree':
      return { afterSubtree: node(st, w.slot, c) };
    case 'firstIn':
      return { firstIn: node(st, w.slot, c) };
    case 'lastIn':
      return { lastIn: node(st, w.slot, c) };
  }
}

function newWord(st: EditState, c: Command & { word: { lemma: string; upos: string; feats: { feat: string; value: AssignC }[] } }) {
  const feats = new Map<string, string>();
  for (const f of c.word.feats) {
    const v = valueOf(st, f.value, c);
    if (v !== undefined) feats.set(f.feat, v);
  }
  return { form: c.word.lemma, lemma: c.word.lemma, upos: c.word.upos, xpos: '_', feats };
}

/** Executes commands in order; throws EditError (caught by the engine) when an edit is impossible. */
export function runCommands(st: EditState, commands: Command[]): void {
  for (const c of commands) {
    const t = st.tree;
    let note: string | undefined;
    switch (c.kind) {
      case 'setDeprel': {
        const n = node(st, c.slot, c);
        const v = valueOf(st, c.value, c);
        if (v === undefined) throw new EditError('a relation cannot be removed', c);
        n.deprel = v;
        st.dirty.add(n);
        break;
      }
      case 'setFeat': {
        const n = node(st, c.slot, c);
        const v = valueOf(st, c.value, c);
        setFeature(st, n, c.feat, v);
        note = `${n.form}: ${c.feat}=${v ?? '_'}`;
        break;
      }
      case 'delete': {
        const n = node(st, c.slot, c);
        runRepairs(st, 'deleted', n);
        ops.deleteSubtree(t, n);
        note = `removed "${n.form}" and its subtree`;
        break;
      }
      case 'deleteAll': {
        const top = c.within === null ? null : node(st, c.within, c);
        let scopeNodes = top === null ? t.nodes : t.subtree(top).filter((x) => x !== top);
        if (c.outside && top) {
          // Leave out whatever hangs below a child subtree matching `outside` (embedded clauses).
          const fence = c.outside;
          const cut = new Set<Node>();
          for (const x of scopeNodes) if (passesAll(fence, x)) for (const y of t.subtree(x)) cut.add(y);
          scopeNodes = scopeNodes.filter((x) => !cut.has(x));
        }
        const hits = scopeNodes.filter((x) => x.parent !== null && passesAll(c.tests, x));
        const removed: string[] = [];
        for (const x of hits) {
          if (!t.nodes.includes(x)) continue; // already gone with an ancestor
          runRepairs(st, 'deleted', x);
          removed.push(t.subtree(x).map((y) => y.form).join(' '));
          ops.deleteSubtree(t, x);
        }
        note = `removed ${removed.map((r) => `"${r}"`).join(', ')}`;
        break;
      }
      case 'move': {
        const n = node(st, c.slot, c);
        const r = ops.moveSubtree(t, n, where(st, c.where, c, n) as ops.Where);
        if (!r.ok) throw new EditError(r.reason, c);
        break;
      }
      case 'attach': {
        const n = node(st, c.slot, c);
        const h = c.head === null ? null : node(st, c.head, c);
        const r = ops.reattach(t, n, h, c.rel);
        if (!r.ok) throw new EditError(r.reason, c);
        st.dirty.add(n);
        break;
      }
      case 'attachAll': {
        const from = node(st, c.from, c);
        const to = node(st, c.to, c);
        for (const ch of t.children(from)) {
          if (ch === to || !passesAll(c.tests, ch)) continue;
          const r = ops.reattach(t, ch, to);
          if (!r.ok) throw new EditError(r.reason, c);
          st.dirty.add(ch);
        }
        break;
      }
      case 'insert': {
        const h = c.head === null ? null : node(st, c.head, c);
        const n = ops.insertNode(t, { ...newWord(st, c), deprel: c.rel }, h, where(st, c.where, c, null));
        st.b[c.word.slot] = n;
        st.inserted.add(n);
        st.dirty.add(n);
        runRepairs(st, 'inserted', n);
        break;
      }
      case 'replace': {
        const old = node(st, c.slot, c);
        const n = ops.replaceSubtree(t, old, newWord(st, c));
        st.b[c.word.slot] = n;
        st.inserted.add(n);
        st.dirty.add(n);
        runRepairs(st, 'inserted', n);
        break;
      }
      case 'copy':
      case 'replaceCopy': {
        if (!st.donorTree) throw new EditError('no donor sentence', c);
        const d = node(st, c.donor, c);
        let n: Node;
        if (c.kind === 'copy') {
          n = ops.copySubtree(st.donorTree, d, t, node(st, c.head, c), where(st, c.where, c, null), c.rel || d.deprel);
          st.b[c.slot] = n;
        } else {
          const old = node(st, c.slot, c);
          n = ops.copySubtree(st.donorTree, d, t, old.parent, { beforeSubtree: old }, old.deprel);
          ops.deleteSubtree(t, old, { punct: false });
          st.b[c.newSlot] = n;
        }
        // The donor's sentence- or segment-initial capital means nothing here (Każda Czytelniczka ->
        // każda; "X - Moja mama ma …" -> aby moja mama miała …).
        const from = st.donorTree.subtree(d);
        const to = t.subtree(n);
        for (let k = 0; k < from.length; k++) {
          if (!/[\p{L}\p{N}]/u.test(from[k].form)) continue;
          if (to[k] && positionalCapital(st.donorTree, from[k], st.profile.nameNouns)) to[k].form = to[k].form.charAt(0).toLowerCase() + to[k].form.slice(1);
          break;
        }
        for (const x of to) st.copied.add(x);
        // A copy that repeats a dependent its head already has (zjeżdża do basenu do basenu:
        // the same lemma, case and case markers) is no new sentence, only a stutter.
        const markers = (x: Node) => t.children(x).filter((y) => t.universal(y.deprel) === 'case').map((y) => y.lemma).join(' ');
        // So is one that fills a role the head keeps filled: the same relation and the same case
        // markers with a genitive, which mark a source, goal or beneficiary, said once per event
        // (zjeżdża z fioletowej zjeżdżalni ze śnieżnej zaspy, skacze do basenu do stawu). Other
        // cases are left alone: two locatives may be a time and a place (w czerwcu w Hiszpanii).
        const nCase = n.feats.get('Case');
        const nMarkers = markers(n);
        const twin = n.parent && t.children(n.parent).find((s) => s !== n && s.feats.get('Case') === nCase && markers(s) === nMarkers &&
          (s.lemma === n.lemma || (nMarkers !== '' && s.deprel === n.deprel && nCase === 'Gen')));
        if (twin) throw new EditError(`the copy repeats a dependent of its head ("${t.subtree(twin).map((x) => x.form).join(' ')}")`, c);
        st.dirty.add(n);
        note = `copied "${t.subtree(n).map((x) => x.form).join(' ')}"`;
        break;
      }
      case 'agree': {
        const n = node(st, c.slot, c);
        const w = node(st, c.with, c);
        const a = st.profile.agreements.find((ag) => {
          const tn = ag.match.nodes.find((x) => x.slot === ag.target)!;
          const cn = ag.match.nodes.find((x) => x.slot === ag.controller)!;
          return passesAll(tn.tests, n) && passesAll(cn.tests, w);
        });
        if (!a) throw new EditError(`no agreement in the profile relates ${n.upos} "${n.form}" to ${w.upos} "${w.form}"`, c);
        for (const f of a.features) setFeature(st, n, f, w.feats.get(f));
        note = `by agreement '${a.name}'`;
        break;
      }
    }
    st.trace?.push({ command: c.text, at: loc(c), note });
  }
}

/** Profile repairs triggered by this node being inserted or deleted (e.g. genitive of negation). */
export function runRepairs(st: EditState, event: Repair['event'], n: Node): void {
  if (st.depth > 4) return;
  for (const r of st.profile.repairs) {
    if (r.event !== event || r.event === 'final') continue;
    const b = noBindings(r.slotCount);
    const tn = r.match.nodes.find((x) => x.slot === r.trigger);
    if (!tn || !passesAll(tn.tests, n)) continue;
    // Bind the trigger first: the rest of the pattern is matched around it.
    for (const m of matchWithout(startingFrom(r.match, r.trigger), r.withouts, st.tree, b, { seed: { slot: r.trigger, node: n } })) {
      const inner: EditState = { ...st, b: m, depth: st.depth + 1, trace: st.trace };
      st.trace?.push({ command: `repair ${r.name}`, at: `${r.file}:${r.pos.line}:${r.pos.column}` });
      runCommands(inner, r.actions);
    }
  }
}

/** Empty bindings of a given size, shared: the matcher only reads the bindings it extends. */
const empties: Bindings[] = [];
/**
 * The matched words stand as they stood in the source: none was inserted or changed by an edit
 * (its form is re-inflected only after the final repairs, so the form alone does not tell), each
 * keeps its source form, and they follow each other as source neighbours. A `when final edited`
 * repair leaves such a match alone: the source's own spelling ("we mgle") is not the edits' doing.
 */
function untouched(st: EditState, m: Bindings): boolean {
  const t = st.tree;
  const ns = (m.filter((n) => !!n) as Node[]).sort((a, b) => t.index(a) - t.index(b));
  if (ns.length === 0) return false;
  for (const n of ns) {
    if (st.original.has(n) || st.inserted.has(n)) return false;
    const o = originOf(n);
    const w = o?.sentence.words.find((x) => x.id === o.id);
    if (!w || w.form !== n.form) return false;
  }
  for (let i = 1; i < ns.length; i++) if (!adjacentInOrigin(ns[i - 1], ns[i])) return false;
  return true;
}

function noBindings(size: number): Bindings {
  return (empties[size] ??= new Array(size));
}

/**
 * Repairs declared `when final`: run once on the edited tree, for every match (`when final edited`:
 * only matches whose words the edits touched, see untouched). Returns the number of matches run.
 */
export function runFinalRepairs(st: EditState): number {
  let ran = 0;
  // While the edits have only deleted words, the copy holds a subset of the source's
  // values: the source's index lets repairs needing a word the sentence lacks fail at
  // once (most of them), until a repair edits the copy.
  let lent = st.source !== undefined && onlyDeleted(st);
  if (lent) lendValueIndex(st.source!.tree, st.tree);
  try {
    for (const r of st.profile.repairs) {
      if (r.event !== 'final' || cannotMatch(r.match, st.tree)) continue;
      const matches = matchWithout(r.match, r.withouts, st.tree, noBindings(r.slotCount));
      for (const m of matches) {
        if (r.editedOnly && untouched(st, m)) continue;
        if (lent) {
          lendValueIndex(null, st.tree);
          lent = false;
        }
        st.trace?.push({ command: `repair ${r.name}`, at: `${r.file}:${r.pos.line}:${r.pos.column}` });
        runCommands({ ...st, b: m, depth: st.depth + 1 }, r.actions);
        ran++;
      }
    }
  } finally {
    if (lent) lendValueIndex(null, st.tree);
  }
  return ran;
}
