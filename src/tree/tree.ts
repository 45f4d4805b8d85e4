// The working tree: mutable nodes with stable identity, kept in surface order.
// Rules edit a clone of a Tree built from a source Sentence; toSentence turns the
// result back into a CoNLL-U Sentence (ids 1..n, heads and DEPS remapped).

import type { EnhancedDep, MultiwordToken, Sentence, Word } from '../conllu/types.js';
import { type Node, cloneNode, setOrigin } from './node.js';
import { joinTokens, surfaceTokens } from './surface.js';
import { getSpaceAfterNo, setSpaceAfterNo } from './spacing.js';

export interface ToSentenceOptions {
  /** Written as "# sent_id = ..."; defaults to the source's sent_id. */
  sentId?: string;
  /** Full comment lines ("# key = value"); a missing "#" is added. */
  extraComments?: string[];
}

/** The universal part of a relation: 'acl:relcl' -> 'acl'. */
export function universalRelation(rel: string): string {
  const i = rel.indexOf(':');
  return i < 0 ? rel : rel.slice(0, i);
}

export class Tree {
  readonly source: Sentence;
  /** In surface order. */
  nodes: Node[];
  /**
   * The matcher's value index when the tree will not change (see engine/match.ts);
   * a declared field so that every tree has the same shape.
   */
  valueIndex: unknown = undefined;
  /**
   * Lemmas of nouns that name an institution when capitalised (the profile's @name_nouns): a
   * sentence-initial one keeps its capital when it moves (see surface.ts fixCapitalisation).
   */
  nameLemmas: ReadonlySet<string> | undefined = undefined;

  private constructor(source: Sentence, nodes: Node[]) {
    this.source = source;
    this.nodes = nodes;
  }

  /**
   * O(n). Spacing moves onto nodes: the words of a multiword token get
   * SpaceAfter=No between them and the last one takes the token's SpaceAfter, so
   * that every edit sees spacing in one place (toSentence moves it back).
   */
  static fromSentence(s: Sentence): Tree {
    const byId = new Map<number, Node>();
    const nodes = s.words.map((w) => {
      // FEATS and DEPS are shared with the sentence (nothing changes them in place:
      // the engine copies a node's FEATS before its first change); MISC is copied
      // because spacing is edited in place.
      // (The fields in makeNode's order: nodes keep one shape.)
      const n: Node = {
        form: w.form,
        lemma: w.lemma,
        upos: w.upos,
        xpos: w.xpos,
        feats: w.feats,
        deprel: w.deprel,
        misc: w.misc.map((m) => ({ ...m })),
        parent: null,
        srcId: w.id,
        deps: w.deps,
      };
      setOrigin(n, { sentence: s, id: w.id });
      byId.set(w.id, n);
      return n;
    });
    s.words.forEach((w, i) => {
      nodes[i].parent = w.head === 0 ? null : (byId.get(w.head) ?? null);
    });
    for (const m of s.mwts) liftMwtSpacing(m, byId);
    return new Tree(s, nodes);
  }

  clone(): Tree {
    return this.cloneWithMap().tree;
  }

  /**
   * Copy of the nodes (misc copied; feats shared copy-on-write, see cloneNode);
   * map: old node -> new node.
   */
  cloneWithMap(): { tree: Tree; map: Map<Node, Node> } {
    const { tree, clones } = this.cloneAligned();
    const map = new Map<Node, Node>();
    for (let i = 0; i < clones.length; i++) map.set(this.nodes[i], clones[i]);
    return { tree, map };
  }

  /**
   * Copy of the nodes as in cloneWithMap, without the map: clones[i] is the copy of
   * nodes[i] (a separate array: the copy's own `nodes` changes with its edits).
   * Old -> new goes through positionIndex().
   */
  cloneAligned(): { tree: Tree; clones: Node[] } {
    const at = this.positionMap();
    const src = this.nodes;
    const nodes = new Array<Node>(src.length);
    for (let i = 0; i < src.length; i++) nodes[i] = cloneNode(src[i]);
    for (let i = 0; i < nodes.length; i++) {
      const p = src[i].parent;
      const j = p ? at.get(p) : undefined;
      nodes[i].parent = j === undefined ? null : nodes[j];
    }
    return { tree: new Tree(this.source, nodes), clones: nodes.slice() };
  }

  /** The first node (in surface order) attached to the root. */
  root(): Node {
    const r = this.nodes.find((n) => n.parent === null);
    if (!r) throw new Error('tree has no root');
    return r;
  }

  children(n: Node): Node[] {
    return this.nodes.filter((m) => m.parent === n);
  }

  /** n and all its descendants, in surface order. */
  subtree(n: Node): Node[] {
    return this.nodes.filter((m) => m === n || this.isAncestor(n, m));
  }

  /** True when a is a proper ancestor of b. Safe on (invalid) cyclic trees. */
  isAncestor(a: Node, b: Node): boolean {
    let p = b.parent;
    for (let steps = 0; p && steps <= this.nodes.length; steps++) {
      if (p === a) return true;
      p = p.parent;
    }
    return false;
  }

  /**
   * Positions of the nodes, built on demand: order constraints ask for them for
   * every candidate node. Valid for one array of a given length: edits replace
   * `nodes` (filter) or insert into it (splice, push), never overwrite a slot.
   */
  private positions: { of: Node[]; length: number; at: Map<Node, number> } | null = null;

  private positionMap(): Map<Node, number> {
    const p = this.positions;
    if (p && p.of === this.nodes && p.length === this.nodes.length) return p.at;
    const at = new Map<Node, number>();
    for (let i = 0; i < this.nodes.length; i++) at.set(this.nodes[i], i);
    this.positions = { of: this.nodes, length: this.nodes.length, at };
    return at;
  }

  /**
   * Node -> surface position for the current `nodes` (the cached map; callers must
   * not change it). A snapshot: it keeps describing this array after edits.
   */
  positionIndex(): ReadonlyMap<Node, number> {
    return this.positionMap();
  }

  /** Surface position (0-based); -1 when n is not in the tree. */
  index(n: Node): number {
    // Short trees: a scan is cheaper than building the map.
    if (this.nodes.length <= 8) return this.nodes.indexOf(n);
    return this.positionMap().get(n) ?? -1;
  }

  has(n: Node): boolean {
    return this.index(n) >= 0;
  }

  /** 'acl:relcl' -> 'acl'. */
  universal(rel: string): string {
    return universalRelation(rel);
  }

  /**
   * Back to a Sentence: ids 1..n in surface order; `# sent_id` (given or the
   * source's), `# text` from the realiser, then extraComments; other source comments
   * are dropped. Forms carry the realiser's capitalisation so that text and forms
   * agree. A multiword token survives only if all its words are still there,
   * unchanged and contiguous; otherwise its words stand alone (their spacing is
   * already on them). Empty nodes are dropped, and DEPS are remapped (see mapDeps).
   */
  toSentence(opts: ToSentenceOptions = {}): Sentence {
    const ids = new Map<Node, number>();
    this.nodes.forEach((n, i) => ids.set(n, i + 1));
    const tokens = surfaceTokens(this);
    const cased = new Map<Node, string>();
    for (const tok of tokens) cased.set(tok.nodes[0], recase(tok.nodes[0].form, tok.form, tok.original));
    const inMwt = new Set<Node>();
    const mwts: MultiwordToken[] = [];
    for (const tok of tokens) {
      if (!tok.mwt) continue;
      tok.nodes.forEach((n) => inMwt.add(n));
      const last = tok.nodes[tok.nodes.length - 1];
      const misc = tok.mwt.misc.filter((m) => m.key !== 'SpaceAfter').map((m) => ({ ...m }));
      setSpaceAfterNo(misc, getSpaceAfterNo(last.misc));
      mwts.push({ first: ids.get(tok.nodes[0])!, last: ids.get(last)!, form: tok.form, rest: [...tok.mwt.rest], misc });
    }
    const deps = this.depsContext();
    const words: Word[] = this.nodes.map((n) => this.toWord(n, ids, cased.get(n) ?? n.form, inMwt.has(n), deps));
    const sentId = opts.sentId ?? this.source.sentId;
    const comments: string[] = [];
    if (sentId !== null) comments.push(`# sent_id = ${sentId}`);
    comments.push(`# text = ${joinTokens(tokens)}`);
    for (const c of opts.extraComments ?? []) comments.push(c.startsWith('#') ? c : `# ${c}`);
    return { comments, words, mwts, empties: [], sentId, loc: this.source.loc };
  }

  private toWord(n: Node, ids: Map<Node, number>, form: string, inMwt: boolean, deps: DepsContext | null): Word {
    if (n.parent && !ids.has(n.parent)) throw new Error(`node "${n.form}" has a parent outside the tree`);
    const head = n.parent ? ids.get(n.parent)! : 0;
    return {
      id: ids.get(n)!,
      form,
      lemma: n.lemma,
      upos: n.upos,
      xpos: n.xpos,
      feats: new Map(n.feats),
      head,
      deprel: n.deprel,
      deps: deps ? mapDeps(n, head, deps) : null,
      // Inside a surviving multiword token the spacing belongs to the token line.
      misc: (inMwt ? n.misc.filter((m) => m.key !== 'SpaceAfter') : n.misc).map((m) => ({ ...m })),
    };
  }

  /** What mapDeps needs, built once per toSentence; null when the source has no DEPS. */
  private depsContext(): DepsContext | null {
    if (!this.source.words.some((w) => w.deps !== null)) return null;
    const newId = new Map<number, number>();
    this.nodes.forEach((n, i) => {
      if (n.srcId > 0) newId.set(n.srcId, i + 1);
    });
    return { srcWord: new Map(this.source.words.map((w) => [w.id, w])), newId };
  }
}

interface DepsContext {
  srcWord: Map<number, Word>;
  /** Source id -> new id, for the source nodes still in the tree. */
  newId: Map<number, number>;
}

/**
 * DEPS, kept simple and consistent: a source node whose basic head and relation
 * are unchanged keeps its enhanced arcs, with heads renumbered and arcs to deleted
 * nodes (or empty nodes) dropped. A node whose basic attachment changed, or an
 * inserted node, gets exactly its basic arc. Sources without DEPS stay without.
 */
function mapDeps(n: Node, head: number, ctx: DepsContext): EnhancedDep[] {
  const basic = [{ head: String(head), rel: n.deprel }];
  const w = ctx.srcWord.get(n.srcId);
  const unchanged = !!w && w.deprel === n.deprel && (n.parent ? n.parent.srcId : 0) === w.head;
  if (n.deps === null || !unchanged) return basic;
  const out: EnhancedDep[] = [];
  for (const d of n.deps) {
    const to = d.head === '0' ? 0 : /^\d+$/.test(d.head) ? ctx.newId.get(Number(d.head)) : undefined;
    if (to !== undefined) out.push({ head: String(to), rel: d.rel });
  }
  return out.length ? out : basic;
}

/** Put a multiword token's spacing onto its words (see fromSentence). */
function liftMwtSpacing(m: MultiwordToken, byId: Map<number, Node>): void {
  for (let id = m.first; id <= m.last; id++) {
    const n = byId.get(id);
    if (!n) continue;
    setSpaceAfterNo(n.misc, id < m.last ? true : getSpaceAfterNo(m.misc));
  }
}

/**
 * The realiser cases whole tokens; carry the change of the token's first letter
 * over to the first word's form (token "Straciłem" -> word "Stracił").
 */
function recase(wordForm: string, tokenForm: string, originalTokenForm: string): string {
  if (tokenForm === originalTokenForm || !wordForm) return wordForm;
  const first = tokenForm.charAt(0);
  return first + wordForm.slice(1);
}

export type { Node };
