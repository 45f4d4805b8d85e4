// Batched text output with back-pressure. Writing each sentence to the stream
// separately costs more than parsing it; one write per ~64 KiB keeps the writer
// off the profile.
import type { Writable } from 'node:stream';

export class TextSink {
  private buf = '';
  /** Set when the stream failed or closed (e.g. EPIPE from `| head`); later output is dropped. */
  closed = false;
  private error: Error | null = null;

  constructor(
    private readonly out: Writable,
    private readonly batch = 1 << 16,
  ) {
    out.on('error', (e) => {
      this.closed = true;
      this.error = e;
    });
  }

  /** Queues text; flushes (and waits for drain if needed) once a batch is full. */
  write(text: string): Promise<void> | void {
    this.buf += text;
    if (this.buf.length >= this.batch) return this.flush();
  }

  async flush(): Promise<void> {
    const text = this.buf;
    this.buf = '';
    if (this.closed || text === '') return;
    if (this.out.write(text)) return;
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
