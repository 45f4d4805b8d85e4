// CFSA2 automaton reader (morfologik-format.md §2). Navigates the raw bytes in
// place: an arc is just its address, so no per-node or per-arc objects exist.

const NEXT = 0x80;
const LAST = 0x40;
const FINAL = 0x20;
const NUMBERS = 0x0100;
const KNOWN_FLAGS = 0x0001 | 0x0002 | 0x0004 | 0x0008 | 0x0100 | 0x0200;

export type FsaResult = { ok: true; fsa: Cfsa2 } | { ok: false; reason: string };

/** Called with the byte buffer holding one sequence and its length; the buffer is reused. */
export type SequenceSink = (buf: Uint8Array, len: number) => void;

export class Cfsa2 {
  /** The arc area; addresses index into it directly. */
  readonly arcs: Uint8Array;
  readonly labels: Uint8Array;
  readonly hasNumbers: boolean;
  readonly root: number;
  /** Whether the root's arcs are in increasing label order (checked once, trusted for all nodes). */
  private sorted = true;
  // Scratch for enumeration; grown on demand. Depth never exceeds the longest sequence.
  private stack = new Int32Array(512);
  // The root has ~55 arcs and every lookup starts there: index them by label once.
  private rootArcs = new Int32Array(256);
  /**
   * Memo of NEXT targets of arcs that are not their node's last (those need a scan to the
   * node's end). Indexed by arc address, stored +1 so 0 means "not computed"; zero-filled
   * memory costs nothing until touched.
   */
  private nextMemo: Int32Array;
  /**
   * Label → arc tables for wide nodes (many arcs to scan), built on first visit:
   * wide[node] = 1 + table number, the table being wideArcs[256 * n .. 256 * n + 256).
   */
  private wide: Int32Array;
  private wideArcs = new Int32Array(256 * 64);
  private wideCount = 0;
  private buf = new Uint8Array(512);

  private constructor(arcs: Uint8Array, labels: Uint8Array, hasNumbers: boolean) {
    this.arcs = arcs;
    this.labels = labels;
    this.hasNumbers = hasNumbers;
    this.nextMemo = new Int32Array(arcs.length);
    this.wide = new Int32Array(arcs.length);
    const first = this.firstArc(0);
    this.root = this.target(first);
    if (this.root !== 0) {
      let prev = -1;
      for (let arc = this.firstArc(this.root); arc !== 0; arc = this.nextArc(arc)) {
        const l = this.label(arc);
        if (l <= prev) this.sorted = false;
        prev = l;
        this.rootArcs[l] = arc;
      }
    }
  }

  static open(file: Uint8Array): FsaResult {
    if (file.length < 8 || file[0] !== 0x5c || file[1] !== 0x66 || file[2] !== 0x73 || file[3] !== 0x61) {
      return { ok: false, reason: 'invalid file header (not a morfologik automaton)' };
    }
    if (file[4] !== 0xc6) return { ok: false, reason: `unsupported automaton version 0x${file[4].toString(16)} (only CFSA2 is read)` };
    const flags = (file[5] << 8) | file[6];
    if (flags & ~KNOWN_FLAGS) return { ok: false, reason: `unrecognized flags 0x${flags.toString(16)}` };
    const l = file[7];
    if (l > 32 || file.length < 8 + l + 2) return { ok: false, reason: 'truncated automaton' };
    const labels = new Uint8Array(32);
    labels.set(file.subarray(8, 8 + l));
    return { ok: true, fsa: new Cfsa2(file.subarray(8 + l), labels, (flags & NUMBERS) !== 0) };
  }

  firstArc(node: number): number {
    if (!this.hasNumbers) return node;
    const a = this.arcs;
    while (a[node++] & 0x80);
    return node;
  }

  isLast(arc: number): boolean {
    return (this.arcs[arc] & LAST) !== 0;
  }

  isFinal(arc: number): boolean {
    return (this.arcs[arc] & FINAL) !== 0;
  }

  label(arc: number): number {
    const f = this.arcs[arc];
    const m = f & 0x1f;
    return m !== 0 ? this.labels[m] : this.arcs[arc + 1];
  }

  /** Address just past this arc. */
  arcEnd(arc: number): number {
    const a = this.arcs;
    const f = a[arc];
    let p = arc + 1;
    if ((f & 0x1f) === 0) p++;
    if ((f & NEXT) === 0) while (a[p++] & 0x80);
    return p;
  }

  /** The next arc of the same node, or 0 after the LAST arc (0 is never a real arc of a node here). */
  nextArc(arc: number): number {
    return this.arcs[arc] & LAST ? 0 : this.arcEnd(arc);
  }

  /** Target node address; 0 = terminal arc. */
  target(arc: number): number {
    const a = this.arcs;
    const f = a[arc];
    if (f & NEXT) {
      // NEXT: the target is the node physically following this one.
      if (f & LAST) return arc + ((f & 0x1f) === 0 ? 2 : 1);
      const memo = this.nextMemo[arc];
      if (memo !== 0) return memo - 1;
      let p = arc;
      while (!(a[p] & LAST)) p = this.arcEnd(p);
      const t = this.arcEnd(p);
      this.nextMemo[arc] = t + 1;
      return t;
    }
    let p = arc + 1;
    if ((f & 0x1f) === 0) p++;
    // Addresses fit in 31 bits (the file is < 2 GB), so shifts are safe.
    let b = a[p++];
    let v = b & 0x7f;
    let shift = 7;
    while (b & 0x80) {
      b = a[p++];
      v |= (b & 0x7f) << shift;
      shift += 7;
    }
    return v;
  }

  /** The arc of `node` labelled `label`, or 0. Arcs are sorted by label, so stop early. */
  findArc(node: number, label: number): number {
    // Arc address 0 belongs to the epsilon node, never to the root, so 0 still means "none".
    if (node === this.root) return this.rootArcs[label];
    const w = this.wide[node];
    if (w !== 0) return this.wideArcs[((w - 1) << 8) | label];
    const a = this.arcs;
    const labels = this.labels;
    let arc = this.firstArc(node);
    for (let scanned = 0; ; scanned++) {
      if (scanned === 6) return this.widen(node, label);
      const f = a[arc];
      const m = f & 0x1f;
      const l = m !== 0 ? labels[m] : a[arc + 1];
      if (l === label) return arc;
      // Labels are sorted within a node in every morfologik writer's output; the
      // early exit only matters for misses and is skipped if a file breaks the order.
      if ((f & LAST) || (l > label && this.sorted)) return 0;
      arc = this.arcEnd(arc);
    }
  }

  private widen(node: number, label: number): number {
    const n = this.wideCount++;
    if ((n + 1) << 8 > this.wideArcs.length) {
      const t = new Int32Array(this.wideArcs.length * 2); t.set(this.wideArcs); this.wideArcs = t;
    }
    for (let arc = this.firstArc(node); arc !== 0; arc = this.nextArc(arc)) this.wideArcs[(n << 8) | this.label(arc)] = arc;
    this.wide[node] = n + 1;
    return this.wideArcs[(n << 8) | label];
  }

  /**
   * Walk `input[0..len)` from the root; returns the node reached when the input is a
   * proper prefix of some stored sequence (the only outcome dictionary lookup needs), else -1.
   */
  walk(input: Uint8Array, len: number): number {
    let node = this.root;
    for (let i = 0; i < len; i++) {
      if (node === 0) return -1;
      const arc = this.findArc(node, input[i]);
      if (arc === 0) return -1;
      node = this.target(arc);
    }
    return node === 0 ? -1 : node;
  }

  /** Depth-first, pre-order enumeration of every sequence below `node` (§2.7), in byte order. */
  enumerate(node: number, sink: SequenceSink, prefix?: Uint8Array, prefixLen = 0): void {
    const a = this.arcs;
    const labels = this.labels;
    let stack = this.stack;
    let buf = this.buf;
    if (prefix) buf.set(prefix.subarray(0, prefixLen));
    let sp = 0;
    // Arc address 0 can be a real arc (the epsilon node's), but we never enumerate from node 0.
    stack[0] = this.firstArc(node);
    while (sp >= 0) {
      const arc = stack[sp];
      if (arc === 0) { sp--; continue; }
      const f = a[arc];
      const m = f & 0x1f;
      const d = prefixLen + sp;
      if (d >= buf.length - 1) {
        const nb = new Uint8Array(buf.length * 2); nb.set(buf); buf = this.buf = nb;
        const ns = new Int32Array(stack.length * 2); ns.set(stack); stack = this.stack = ns;
      }
      buf[d] = m !== 0 ? labels[m] : a[arc + 1];
      // Compute the arc's end once: it gives both the sibling and (for NEXT arcs of the last sibling) the target.
      let p = arc + 1;
      if (m === 0) p++;
      let tgt: number;
      if (f & NEXT) {
        stack[sp] = f & LAST ? 0 : p;
        // The usual case is NEXT on the node's last arc: the target starts right after it.
        tgt = f & LAST ? p : -1;
      } else {
        let b = a[p++], v = b & 0x7f, shift = 7;
        while (b & 0x80) { b = a[p++]; v |= (b & 0x7f) << shift; shift += 7; }
        stack[sp] = f & LAST ? 0 : p;
        tgt = v;
      }
      if (tgt < 0) tgt = this.target(arc);
      if (f & FINAL) sink(buf, d + 1);
      if (tgt !== 0) stack[++sp] = this.firstArc(tgt);
    }
  }
}
