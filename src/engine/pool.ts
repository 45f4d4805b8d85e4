// Donor sentences for mixing dependents: indexed by lemma so that a donor
// pattern tied to the source by `D.lemma = H.lemma` looks at few trees, and
// sampled with a seeded generator so runs are reproducible.

import { Tree, type Node } from '../tree/tree.js';
import type { Sentence } from '../conllu/types.js';
import type { Pattern } from '../dsl/compiled.js';
import { forEachMatch, indexValues, type Bindings, type MatchOptions } from './match.js';
import { sentenceText } from '../tree/realise.js';

interface Entry {
  tree: Tree;
  id: string;
}

export class DonorPool {
  private entries: Entry[] = [];
  /** lemma -> (entry, node) pairs: donor heads are looked up, not searched for. */
  private byLemma = new Map<string, { k: number; node: Node }[]>();
  private texts: string[] = [];

  add(s: Sentence, id: string): void {
    const tree = Tree.fromSentence(s);
    indexValues(tree);
    const k = this.entries.length;
    this.entries.push({ tree, id });
    // The sentence's own `# text` when it has one: realising 2,000 trees is not free.
    this.texts.push(sentenceText(s, tree));
    for (const node of tree.nodes) {
      const list = this.byLemma.get(node.lemma);
      if (list) list.push({ k, node });
      else this.byLemma.set(node.lemma, [{ k, node }]);
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * Up to `limit` donor matches for one source match: candidate trees come from the
   * lemma index when the donor pattern compares a lemma with a source node; they are
   * visited in a seeded order; donors whose subtree text repeats are skipped.
   */
  donorsFor(p: Pattern, source: Tree, m: Bindings, sourceId: string, limit: number, seed: number, maxWords = MAX_DONOR_WORDS): { tree: Tree; bindings: Bindings }[] {
    // The donor node tied to a source node by `X.lemma = Y.lemma` is drawn from the index.
    let seedSlot = -1;
    let cands: { k: number; node: Node | null }[] | null = null;
    for (const c of p.constraints) {
      if (c.kind !== 'compare' || c.negated || c.fa !== 'lemma' || c.fb !== 'lemma') continue;
      const aLocal = p.nodes.some((n) => n.slot === c.a);
      const outer = aLocal ? c.b : c.a;
      const n = m[outer];
      if (n) {
        seedSlot = aLocal ? c.a : c.b;
        cands = this.byLemma.get(n.lemma) ?? [];
        break;
      }
    }
    const order: { k: number; node: Node | null }[] = cands ?? this.entries.map((_, k) => ({ k, node: null }));
    if (order.length === 0) return [];
    // A seeded walk over the candidates (random start, stride coprime with the
    // length): reproducible, and it costs only as many steps as donors are tried,
    // not a shuffle of every tree holding a frequent lemma.
    const rng = mulberry32(hash(`${seed}:${sourceId}`));
    const len = order.length;
    const startAt = Math.floor(rng() * len);
    let stride = 1;
    if (len > 2) {
      stride = 1 + Math.floor(rng() * (len - 1));
      while (gcd(stride, len) !== 1) stride++;
    }
    const out: { tree: Tree; bindings: Bindings }[] = [];
    const seen = new Set<string>();
    const srcText = textOf(source);
    // Bounded effort per match: frequent lemmas (być, mieć) have thousands of
    // candidates; after this many tries the match takes the donors found so far.
    const tries = Math.min(len, limit * 16);
    for (let i = 0; i < tries; i++) {
      const { k, node } = order[(startAt + i * stride) % len];
      const e = this.entries[k];
      if (e.id === sourceId || this.texts[k] === srcText) continue;
      // Short phrases without inner punctuation read naturally in a new sentence; a phrase
      // used already is not used again. Tested before the donor pattern's guards: most
      // matches are long phrases, and their guards cost more than this.
      // The phrase admitted last: the match the callback then gets (the guards in between
      // are other searches, without this test).
      let admitted = '';
      const admit = (b: Bindings): boolean => {
        const d = donorRoot(p, b);
        const sub = d ? e.tree.subtree(d) : [];
        if (sub.length > maxWords || sub.some((x) => x.upos === 'PUNCT')) return false;
        admitted = sub.map((x) => x.form.toLowerCase()).join(' ');
        return !seen.has(admitted);
      };
      const opts: MatchOptions = node ? { outerTree: source, seed: { slot: seedSlot, node }, admit } : { outerTree: source, admit };
      forEachMatch(p, e.tree, m, opts, (b) => {
        seen.add(admitted);
        out.push({ tree: e.tree, bindings: b });
        return true;
      });
      if (out.length >= limit) break;
    }
    return out;
  }
}

/** Donor phrases longer than this (in words) are not used. */
export const MAX_DONOR_WORDS = 8;

/** The donor node whose subtree is copied: the one no other donor node dominates via an edge (the lowest edge target). */
function donorRoot(p: Pattern, b: Bindings): Node | undefined {
  const local = new Set(p.nodes.map((n) => n.slot));
  // The copied phrase is the target of an edge from another donor node that is not its own dependent.
  for (const c of p.constraints) if (c.kind === 'edge' && local.has(c.from) && local.has(c.to)) {
    const t = b[c.to];
    if (t && !p.constraints.some((c2) => c2.kind === 'edge' && c2.to === c.from && c2.from === c.to)) {
      const isHead = p.constraints.some((c2) => c2.kind === 'edge' && c2.to === c.from);
      if (!isHead) return t;
    }
  }
  return p.nodes[0] ? b[p.nodes[0].slot] : undefined;
}

const sourceTexts = new WeakMap<Tree, string>();

/** The text of a source tree, computed once per tree. */
function textOf(t: Tree): string {
  let x = sourceTexts.get(t);
  if (x === undefined) {
    x = sentenceText(t.source, t);
    sourceTexts.set(t, x);
  }
  return x;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(a: number): () => number {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
