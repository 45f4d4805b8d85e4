// Splits CoNLL-U text, fed in arbitrary chunks, into sentence blocks (runs of
// non-blank lines). Only one partial line and one sentence are held at a time,
// which is what keeps the streaming reader's memory flat.

/** The lines of one sentence, as they appear in the file (no "\n"). */
export interface Block {
  lines: string[];
  /** 1-based line number of lines[0]. */
  firstLine: number;
  /** False when the input ended before the blank line that closes a sentence. */
  terminated: boolean;
  /**
   * The block's exact text with its closing blank line ("l1\n…\nlN\n\n"), when it
   * could be cut out of one input chunk without copying; otherwise undefined.
   */
  text?: string;
}

export class BlockSplitter {
  private carry = '';
  /** Number of lines seen so far (= number of the last line handled). */
  private lineNo = 0;
  private lines: string[] = [];
  private first = 0;
  /** The chunk the open block started in and its offset there (-1: not in one chunk). */
  private startChunk = '';
  private startPos = -1;

  /** Feeds a chunk of text; completed blocks are appended to `out`. */
  push(chunk: string, out: Block[]): void {
    // split() is native and much faster than an indexOf/slice loop here. The
    // partial line from the last chunk is joined to the first line only, rather
    // than to the chunk (which would copy the whole chunk to flatten it).
    const parts = chunk.split('\n');
    const carryLen = this.carry.length;
    if (carryLen !== 0) parts[0] = this.carry + parts[0];
    this.carry = parts.pop()!;
    // Offset in `chunk` of the start of parts[i]; negative = began in an earlier chunk.
    let pos = -carryLen;
    for (let i = 0; i < parts.length; i++) {
      const line = parts[i];
      this.line(line, out, chunk, pos);
      pos += line.length + 1;
    }
  }

  /** Signals end of input: flushes a last line without "\n" and an open block. */
  end(out: Block[]): void {
    if (this.carry !== '') {
      this.line(this.carry, out, '', -1);
      this.carry = '';
    }
    if (this.lines.length > 0) {
      out.push({ lines: this.lines, firstLine: this.first, terminated: false });
      this.lines = [];
    }
  }

  private line(line: string, out: Block[], chunk: string, pos: number): void {
    this.lineNo++;
    // "\r" alone counts as blank so that a CRLF file still splits into sentences;
    // the parser reports the CR on the sentence's own lines.
    if (line === '' || line === '\r') {
      // Extra blank lines between sentences are tolerated (nothing to attach them to).
      if (this.lines.length > 0) {
        // The blank line's own "\n" is at `pos`, so the text ends at pos + 1.
        const text =
          line === '' && this.startPos >= 0 && this.startChunk === chunk
            ? chunk.slice(this.startPos, pos + 1)
            : undefined;
        out.push({ lines: this.lines, firstLine: this.first, terminated: true, text });
        this.lines = [];
        this.startChunk = '';
      }
      return;
    }
    if (this.lines.length === 0) {
      this.first = this.lineNo;
      this.startChunk = chunk;
      this.startPos = pos;
    }
    this.lines.push(line);
  }
}
