// Structural checks of a sentence: IDs (duplicates, sequence, ranges) and the
// basic tree (HEAD range, single root, no cycles), plus DEPS references.
// They run on parsed data so that the reader and in-memory callers (the engine
// after editing a tree) share them. Each check returns false when it found a
// problem, so that later checks, whose messages would only echo it, are skipped.
import { parseDeps } from './fields.js';
import type { ConlluError, EmptyNode, MultiwordToken, Sentence, Word } from './types.js';

export interface Problem {
  line: number;
  message: string;
}

/** Line numbers of each word / multiword token / empty node, parallel to the arrays. */
export interface TokenLines {
  word: ArrayLike<number>;
  mwt: ArrayLike<number>;
  empty: ArrayLike<number>;
}

export interface Layout {
  words: Word[];
  mwts: MultiwordToken[];
  empties: EmptyNode[];
  lines: TokenLines;
  /** IDs as written, in file order (absent for sentences built in memory). */
  order?: { ids: string[]; lines: number[] };
}

const rangeId = (m: MultiwordToken) => `${m.first}-${m.last}`;
const emptyId = (e: EmptyNode) => `${e.major}.${e.minor}`;

/** Duplicates, 1..n word IDs, multiword ranges, empty node placement, line order. */
export function checkIds(l: Layout, out: Problem[]): boolean {
  const before = out.length;
  const { words, mwts, empties, lines, order } = l;
  if (order) {
    const seen = new Set<string>();
    for (let i = 0; i < order.ids.length; i++) {
      const id = order.ids[i];
      if (seen.has(id)) out.push({ line: order.lines[i], message: `duplicate ID ${id}` });
      seen.add(id);
    }
    if (out.length > before) return false;
  }
  for (let k = 0; k < words.length; k++) {
    if (words[k].id !== k + 1) {
      out.push({ line: lines.word[k], message: `ID ${words[k].id} out of sequence: expected ${k + 1}` });
      return false;
    }
  }
  const n = words.length;
  if (mwts.length > 0) {
    const idx = mwts.map((_, i) => i).sort((a, b) => mwts[a].first - mwts[b].first);
    for (let j = 0; j < idx.length; j++) {
      const m = mwts[idx[j]];
      if (j > 0) {
        const p = mwts[idx[j - 1]];
        if (m.first <= p.last) {
          out.push({ line: lines.mwt[idx[j]], message: `multiword token ${rangeId(m)} overlaps ${rangeId(p)}` });
        }
      }
      if (m.last > n) {
        out.push({
          line: lines.mwt[idx[j]],
          message: `multiword token ${rangeId(m)} goes beyond the last word (${n})`,
        });
      }
    }
  }
  for (let i = 0; i < empties.length; i++) {
    const e = empties[i];
    if (e.major > n) {
      out.push({
        line: lines.empty[i],
        message: `empty node ${emptyId(e)} follows word ${e.major}, but the sentence has only ${n} word${n === 1 ? '' : 's'}`,
      });
    }
  }
  if (out.length > before) return false;
  if (mwts.length === 0 && empties.length === 0) return true;
  if (order) return checkOrder(l, order, out);
  return checkEmptyMinors(l, out);
}

/**
 * Compares the line order with the one the writer produces (word, its empty
 * nodes, then the range of the next word), so that a sentence that passes is
 * guaranteed to be written back byte-identically.
 */
function checkOrder(l: Layout, order: { ids: string[]; lines: number[] }, out: Problem[]): boolean {
  const n = l.words.length;
  const emptyCount = new Map<number, number>();
  for (const e of l.empties) emptyCount.set(e.major, (emptyCount.get(e.major) ?? 0) + 1);
  const rangeAt = new Map<number, MultiwordToken>();
  for (const m of l.mwts) rangeAt.set(m.first, m);
  const canon: string[] = [];
  for (let i = 0; i <= n; i++) {
    if (i > 0) canon.push(String(i));
    const k = emptyCount.get(i) ?? 0;
    for (let j = 1; j <= k; j++) canon.push(`${i}.${j}`);
    const m = rangeAt.get(i + 1);
    if (m) canon.push(rangeId(m));
  }
  for (let i = 0; i < order.ids.length; i++) {
    if (order.ids[i] !== canon[i]) {
      out.push({ line: order.lines[i], message: `ID ${order.ids[i]} out of sequence: expected ${canon[i]}` });
      return false;
    }
  }
  return true;
}

/** In-memory variant of the order check: empty nodes after a word are numbered 1, 2, … */
function checkEmptyMinors(l: Layout, out: Problem[]): boolean {
  const byMajor = new Map<number, number[]>();
  l.empties.forEach((e, i) => {
    const list = byMajor.get(e.major) ?? [];
    list.push(i);
    byMajor.set(e.major, list);
  });
  for (const [major, list] of byMajor) {
    list.sort((a, b) => l.empties[a].minor - l.empties[b].minor);
    for (let j = 0; j < list.length; j++) {
      const e = l.empties[list[j]];
      if (e.minor !== j + 1) {
        out.push({ line: l.lines.empty[list[j]], message: `ID ${emptyId(e)} out of sequence: expected ${major}.${j + 1}` });
        return false;
      }
    }
  }
  return true;
}

/** HEAD within 0..n, exactly one root, no cycles. Assumes checkIds passed. */
export function checkTree(l: Layout, out: Problem[]): boolean {
  const { words, lines } = l;
  const n = words.length;
  const before = out.length;
  for (let k = 0; k < n; k++) {
    const h = words[k].head;
    if (h > n) {
      out.push({
        line: lines.word[k],
        message: `HEAD ${h} is out of range: the sentence has ${n} word${n === 1 ? '' : 's'}`,
      });
    }
  }
  // A dangling HEAD would also show up as a missing root or broken chain: say it once.
  if (out.length > before) return false;

  const roots: number[] = [];
  for (let k = 0; k < n; k++) if (words[k].head === 0) roots.push(k);
  const cycles = findCycles(words);
  if (roots.length === 0) {
    // Without a root every chain of heads ends in a cycle: say both in one message.
    const c = cycles.shift()!;
    out.push({ line: lines.word[c[0] - 1], message: `no root: no word has HEAD 0, and HEAD forms a cycle: ${cycleText(c)}` });
  } else if (roots.length > 1) {
    const ids = roots.map((k) => String(k + 1));
    const list = `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`;
    out.push({ line: lines.word[roots[1]], message: `several roots: words ${list} have HEAD 0` });
  }
  for (const c of cycles) out.push({ line: lines.word[c[0] - 1], message: `HEAD forms a cycle: ${cycleText(c)}` });
  return out.length === before;
}

const cycleText = (c: number[]) => [...c, c[0]].join(' -> ');

/** Every cycle of HEAD links, each starting at its smallest id (stable messages). */
function findCycles(words: Word[]): number[][] {
  const n = words.length;
  // 1 = on the current path, 2 = finished (reaches the root or a cycle already found).
  const state = new Uint8Array(n + 1);
  const path: number[] = [];
  const cycles: number[][] = [];
  for (let start = 1; start <= n; start++) {
    if (state[start] !== 0) continue;
    path.length = 0;
    let v = start;
    while (v !== 0 && state[v] === 0) {
      state[v] = 1;
      path.push(v);
      v = words[v - 1].head;
    }
    if (v !== 0 && state[v] === 1) {
      const cyc: number[] = [];
      let u = v;
      do {
        cyc.push(u);
        u = words[u - 1].head;
      } while (u !== v);
      const min = cyc.indexOf(Math.min(...cyc));
      cycles.push([...cyc.slice(min), ...cyc.slice(0, min)]);
    }
    for (const p of path) state[p] = 2;
  }
  return cycles;
}

/** Every DEPS head names the root (0), a word or an empty node of this sentence. */
export function checkDepsTargets(l: Layout, out: Problem[]): boolean {
  const before = out.length;
  const n = l.words.length;
  let emptyIds: Set<string> | null = null;
  const exists = (h: string): boolean => {
    if (h.indexOf('.') < 0) return Number(h) <= n;
    emptyIds ??= new Set(l.empties.map(emptyId));
    return emptyIds.has(h);
  };
  const check = (deps: { head: string }[] | null, line: number) => {
    if (!deps) return;
    for (const d of deps) {
      if (!exists(d.head)) out.push({ line, message: `DEPS head ${d.head} is not a node of this sentence` });
    }
  };
  for (let k = 0; k < n; k++) check(l.words[k].deps, l.lines.word[k]);
  for (let i = 0; i < l.empties.length; i++) {
    const d = parseDeps(l.empties[i].cols[7]);
    if (typeof d !== 'string') check(d, l.lines.empty[i]);
  }
  return out.length === before;
}

/**
 * Checks a sentence held in memory (e.g. after the engine edited it). Without
 * per-token lines every problem points at the sentence's first line.
 */
export function validateSentence(s: Sentence): ConlluError[] {
  const line = s.loc.line;
  const at = (k: number) => new Array<number>(k).fill(line);
  const layout: Layout = {
    words: s.words,
    mwts: s.mwts,
    empties: s.empties,
    lines: { word: at(s.words.length), mwt: at(s.mwts.length), empty: at(s.empties.length) },
  };
  const problems: Problem[] = [];
  if (s.words.length === 0) problems.push({ line, message: 'sentence has no words' });
  else if (checkIds(layout, problems)) {
    checkTree(layout, problems);
    checkDepsTargets(layout, problems);
  }
  return problems.map((p) => ({ file: s.loc.file, line: p.line, sentId: s.sentId, message: p.message }));
}
