// A working node and where it came from. Split from tree.ts so that the spacing
// helpers can use it without importing the Tree class.

import type { EnhancedDep, MiscItem, Sentence } from '../conllu/types.js';

export interface Node {
  form: string;
  lemma: string;
  upos: string;
  xpos: string;
  feats: Map<string, string>;
  deprel: string;
  misc: MiscItem[];
  /** null = attached to the root (deprel 'root'). */
  parent: Node | null;
  /** Id in the source sentence; 0 for inserted or copied nodes. */
  readonly srcId: number;
  /** Source DEPS (heads are source ids), remapped by toSentence. */
  deps: EnhancedDep[] | null;
}

/**
 * Where a node came from, for spacing: two nodes that were neighbours in the same
 * origin sentence keep the spacing written there. Kept outside Node so that the
 * public shape stays the one the engine codes against; copies (copySubtree) keep
 * their donor's origin, inserted nodes have none.
 */
export interface Origin {
  sentence: Sentence;
  id: number;
}
// A symbol-keyed property rather than a WeakMap: cloning thousands of trees a
// second makes WeakMap writes a measurable cost; symbols stay out of JSON and keys.
const ORIGIN: unique symbol = Symbol('origin');
type WithOrigin = Node & { [ORIGIN]?: Origin };

export function originOf(n: Node): Origin | undefined {
  return (n as WithOrigin)[ORIGIN];
}
export function setOrigin(n: Node, o: Origin | undefined): void {
  if (o) (n as WithOrigin)[ORIGIN] = o;
}

/**
 * A copy for a working tree. FEATS are shared with the original: the engine
 * replaces a node's map before its first change (copy on write), never mutates
 * it in place. MISC is copied because spacing edits change it in place.
 */
export function cloneNode(n: Node): Node {
  const c: WithOrigin = {
    form: n.form,
    lemma: n.lemma,
    upos: n.upos,
    xpos: n.xpos,
    feats: n.feats,
    deprel: n.deprel,
    misc: n.misc.length === 0 ? [] : n.misc.map((m) => ({ key: m.key, value: m.value })),
    parent: null,
    srcId: n.srcId,
    deps: n.deps,
  };
  const o = (n as WithOrigin)[ORIGIN];
  if (o) c[ORIGIN] = o;
  return c;
}

/** True when a immediately preceded b in the sentence both come from. */
export function adjacentInOrigin(a: Node, b: Node): boolean {
  const oa = (a as WithOrigin)[ORIGIN];
  const ob = (b as WithOrigin)[ORIGIN];
  return !!oa && !!ob && oa.sentence === ob.sentence && ob.id === oa.id + 1;
}

/** A fresh node; fields are copied so that the caller's maps/arrays stay its own. */
export function makeNode(
  fields: Partial<Node> & Pick<Node, 'form' | 'lemma' | 'upos' | 'xpos' | 'deprel'>,
  srcId = 0,
): Node {
  return {
    form: fields.form,
    lemma: fields.lemma,
    upos: fields.upos,
    xpos: fields.xpos,
    feats: new Map(fields.feats ?? []),
    deprel: fields.deprel,
    misc: (fields.misc ?? []).map((m) => ({ ...m })),
    parent: fields.parent ?? null,
    srcId,
    deps: fields.deps ? fields.deps.map((d) => ({ ...d })) : null,
  };
}
