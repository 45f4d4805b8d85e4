// Keeps the peak memory of long runs close to the live heap. Generation makes
// much short-lived garbage, and V8 lets the old generation grow far beyond what is
// live before collecting (868 MB peak for a 184 MB live heap on PDB ×10). A full
// collection when the heap has grown by the slack (20 %) since the last one (and is past 96 MB)
// bounds the peak. Each forced collection pauses the run (~60–110 ms here), so the
// slack trades speed for memory: +15 % cost a quarter of the CPU time on PDB ×1;
// +30 % gave 269 MB peak RSS on PDB ×10 once caches no longer kept input chunks and
// old trees alive; with session 10's rules it reached 299–302 MB, so +25 % keeps the
// 300 MB target with a margin (292–296 MB) at some cost in speed (PDB ×10: 528–565
// sentences/s in two runs, against 531–656 in three at +30 %). Session 14's rules reached
// 299–306 MB at +25 %; +20 % gives 295 MB (PDB ×10: 520 sentences/s, against 440–630 at +25 %).
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export class HeapGuard {
  private gc: (() => void) | null = null;
  private floor = 0;

  constructor(private readonly slack = 1.2, private readonly minBytes = 96 * 1024 * 1024) {
    try {
      setFlagsFromString('--expose-gc');
      this.gc = runInNewContext('gc') as () => void;
    } catch {
      this.gc = null; // no manual collection on this runtime: memory is left to V8
    }
  }

  /** Call now and then (e.g. every few hundred sentences). */
  check(): void {
    if (!this.gc) return;
    // getHeapStatistics is much cheaper than process.memoryUsage (no RSS read).
    const used = getHeapStatistics().used_heap_size;
    if (used < Math.max(this.minBytes, this.floor * this.slack)) return;
    this.gc();
    this.floor = getHeapStatistics().used_heap_size;
  }
}
