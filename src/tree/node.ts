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
const origins = new WeakMap<Node, Origin>();

export function originOf(n: Node): Origin | undefined {
  return origins.get(n);
}
export function setOrigin(n: Node, o: Origin | undefined): void {
  if (o) origins.set(n, o);
}

/** True when a immediately preceded b in the sentence both come from. */
export function adjacentInOrigin(a: Node, b: Node): boolean {
  const oa = origins.get(a);
  const ob = origins.get(b);
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
