// Keeps the peak memory of long runs close to the live heap. Generation makes
// much short-lived garbage, and V8 lets the old generation grow far beyond what is
// live before collecting (868 MB peak for a 184 MB live heap on PDB ×10). A full
// collection when the heap has grown by 30 % since the last one (and is past 96 MB)
// bounds the peak. Each forced collection pauses the run (~60–110 ms here), so the
// slack trades speed for memory: +15 % cost a quarter of the CPU time on PDB ×1;
// +30 % gives 269 MB peak RSS on PDB ×10 now that caches no longer keep input
// chunks and old trees alive (the live heap fell from ~110 to ~90 MB).
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export class HeapGuard {
  private gc: (() => void) | null = null;
  private floor = 0;

  constructor(private readonly slack = 1.3, private readonly minBytes = 96 * 1024 * 1024) {
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
