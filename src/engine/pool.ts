// Donor sentences for mixing dependents: indexed by lemma so that a donor
// pattern tied to the source by `D.lemma = H.lemma` looks at few trees, and
// sampled with a seeded generator so runs are reproducible.

import { Tree, type Node } from '../tree/tree.js';
import type { Sentence } from '../conllu/types.js';
import type { Pattern } from '../dsl/compiled.js';
import { matchPattern, type Bindings } from './match.js';
import { realise } from '../tree/realise.js';

interface Entry {
  tree: Tree;
  id: string;
}

export class DonorPool {
  private entries: Entry[] = [];
  private byLemma = new Map<string, number[]>();

  add(s: Sentence, id: string): void {
    const tree = Tree.fromSentence(s);
    const k = this.entries.length;
    this.entries.push({ tree, id });
    const lemmas = new Set(tree.nodes.map((n) => n.lemma));
    for (const l of lemmas) {
      const list = this.byLemma.get(l);
      if (list) list.push(k);
      else this.byLemma.set(l, [k]);
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
  donorsFor(p: Pattern, source: Tree, m: Bindings, sourceId: string, limit: number, seed: number): { tree: Tree; bindings: Bindings }[] {
    let cands: number[] | null = null;
    for (const c of p.constraints) {
      if (c.kind !== 'compare' || c.negated || c.fa !== 'lemma' || c.fb !== 'lemma') continue;
      const outer = p.nodes.some((n) => n.slot === c.a) ? c.b : c.a;
      const n = m[outer];
      if (n) cands = this.byLemma.get(n.lemma) ?? [];
    }
    const order = cands ?? this.entries.map((_, i) => i);
    const rng = mulberry32(hash(`${seed}:${sourceId}`));
    const idx = order.slice();
    for (let i = idx.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [idx[i], idx[j]] = [idx[j], idx[i]];
    }
    const used = new Set(m.filter(Boolean) as Node[]);
    const out: { tree: Tree; bindings: Bindings }[] = [];
    const texts = new Set<string>();
    const first = p.nodes[0]?.slot;
    const srcText = realise(source);
    for (const k of idx) {
      const e = this.entries[k];
      if (e.id === sourceId) continue;
      for (const b of matchPattern(p, e.tree, m, { outerTree: source, used })) {
        const d = first === undefined ? undefined : b[first];
        const key = d ? e.tree.subtree(d).map((x) => x.form.toLowerCase()).join(' ') : '';
        if (texts.has(key)) continue;
        texts.add(key);
        if (e.tree.nodes.length && realise(e.tree) === srcText) continue;
        out.push({ tree: e.tree, bindings: b });
        break;
      }
      if (out.length >= limit) break;
    }
    return out;
  }
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
