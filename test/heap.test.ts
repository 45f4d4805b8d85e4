// HeapGuard forces a full collection only when the heap has grown past the slack
// over the live heap measured after the last collection.
import { describe, expect, it } from 'vitest';
import { HeapGuard } from '../src/engine/heap.js';

function floorOf(g: HeapGuard): number {
  return (g as unknown as { floor: number }).floor;
}

describe('HeapGuard', () => {
  it('collects once past the floor, then not again below +30 %', () => {
    const g = new HeapGuard(1.3, 0);
    expect((g as unknown as { gc: unknown }).gc).toBeTypeOf('function');
    expect(floorOf(g)).toBe(0);
    g.check(); // floor 0, no minimum: collects and records the live heap
    const floor = floorOf(g);
    expect(floor).toBeGreaterThan(0);
    g.check(); // right after a collection the heap is well under floor × 1.3
    expect(floorOf(g)).toBe(floor);
  });

  it('collects again once the live heap has grown past floor × 1.3, and records the new floor', () => {
    const g = new HeapGuard(1.3, 0);
    g.check();
    const floor = floorOf(g);
    // keep about half the floor alive (arrays of doubles, 8 bytes each): past the slack, still live after collecting
    const keep: number[][] = [];
    for (let bytes = 0; bytes < floor * 0.5; bytes += 8 << 16) keep.push(new Array<number>(1 << 16).fill(1.5));
    g.check();
    expect(floorOf(g)).toBeGreaterThan(floor * 1.3);
    expect(keep.length).toBeGreaterThan(0);
  });
});
