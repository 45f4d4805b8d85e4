// Batched text output with back-pressure. Text is UTF-8-encoded straight into a
// large Buffer and the stream gets one write per batch: writing each sentence
// separately, or concatenating strings and letting the stream encode the (deeply
// nested) result, cost more than parsing the input.
import type { Writable } from 'node:stream';

const DEFAULT_BATCH = 1 << 18;

export class TextSink {
  private buf: Buffer;
  private off = 0;
  /** Set when the stream failed or closed (e.g. EPIPE from `| head`); later output is dropped. */
  closed = false;
  private error: Error | null = null;

  constructor(
    private readonly out: Writable,
    private readonly batch = DEFAULT_BATCH,
  ) {
    this.buf = Buffer.allocUnsafe(batch);
    out.on('error', (e) => {
      this.closed = true;
      this.error = e;
    });
  }

  /** Queues text; flushes (and waits for drain if needed) once a batch is full. */
  write(text: string): Promise<void> | void {
    // A UTF-16 code unit takes at most 3 bytes in UTF-8, so this bound is safe
    // without measuring the text first.
    const max = text.length * 3;
    if (this.off + max <= this.buf.length) {
      this.off += this.buf.write(text, this.off);
      if (this.off < this.batch - 4096) return;
      return this.flush();
    }
    if (max > this.batch) {
      // Larger than a whole batch: hand it over as it is, after what is queued.
      return this.flushThen(text);
    }
    // flush() swaps in a fresh buffer synchronously, so the text can go in now.
    const p = this.flush();
    this.off += this.buf.write(text, this.off);
    return p;
  }

  private async flushThen(text: string): Promise<void> {
    await this.flush();
    await this.send(text);
  }

  async flush(): Promise<void> {
    if (this.off === 0) return;
    const chunk = this.buf.subarray(0, this.off);
    // The stream keeps a reference to the chunk until it is written: never reuse it.
    this.buf = Buffer.allocUnsafe(this.batch);
    this.off = 0;
    await this.send(chunk);
  }

  private async send(data: Buffer | string): Promise<void> {
    if (this.closed) return;
    // A batch is larger than a file stream's highWaterMark (16 KiB), so write()
    // nearly always says "wait"; waiting for every batch would leave no overlap
    // between formatting and the disk write. Up to a few batches may be queued.
    if (this.out.write(data) || this.out.writableLength <= 4 * this.batch) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        this.out.off('drain', done);
        this.out.off('error', done);
        this.out.off('close', done);
        resolve();
      };
      this.out.on('drain', done);
      this.out.on('error', done);
      this.out.on('close', done);
    });
  }

  /** The stream error that closed the sink, if any. */
  get failure(): Error | null {
    return this.error;
  }
}
