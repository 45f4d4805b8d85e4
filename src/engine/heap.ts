// Keeps the peak memory of long runs close to the live heap. Generation makes
// much short-lived garbage, and V8 lets the old generation grow far beyond what is
// live before collecting (868 MB peak for a 184 MB live heap on PDB ×10). A full
// collection when the heap has grown by 15 % since the last one (and is past 96 MB)
// bounds the peak: 291–295 MB on PDB ×10 with the final session-4 rules (live heap
// ~112 MB), where +20 % gave 297–302 MB and +25 % 301–303 MB.
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export class HeapGuard {
  private gc: (() => void) | null = null;
  private floor = 0;

  constructor(private readonly slack = 1.15, private readonly minBytes = 96 * 1024 * 1024) {
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
