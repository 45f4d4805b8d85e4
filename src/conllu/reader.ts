// Reading CoNLL-U: a streaming reader over files or stdin and a string parser.
// Both go through BlockSplitter + parseBlock, so they accept and reject exactly
// the same input.
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { BlockSplitter, type Block } from './blocks.js';
import { parseBlock } from './parse.js';
import { ConlluReadError, type ParseResult } from './types.js';

export interface ReadOptions {
  /** Name used in messages; defaults to the path, or "<stdin>" for "-". */
  label?: string;
  /** Bytes per read; large chunks are what make the reader fast. Default 64 KiB. */
  chunkSize?: number;
}

// 64 KiB: large enough to amortise stream overhead, small enough that a chunk's
// lines die young (bigger chunks measured slower because of GC).
const DEFAULT_CHUNK = 1 << 16;

/**
 * Streams the sentences of a file ("-" = stdin), one ParseResult per sentence,
 * in file order, with constant memory. Throws ConlluReadError only when the
 * input cannot be read; problems in the content come back as BadSentence.
 */
export function readConllu(source: string, opts: ReadOptions = {}): AsyncGenerator<ParseResult> {
  const chunkSize = opts.chunkSize ?? DEFAULT_CHUNK;
  if (source === '-') return readConlluStream(process.stdin, opts.label ?? '<stdin>');
  return readConlluStream(createReadStream(source, { highWaterMark: chunkSize }), opts.label ?? source);
}

/** Same as readConllu over any readable byte or text stream. */
export async function* readConlluStream(stream: Readable, file: string): AsyncGenerator<ParseResult> {
  for await (const b of blocksOf(stream, file)) yield parseBlock(b, file);
}

/**
 * The raw sentence blocks of a file, unparsed: for callers that sample a few
 * sentences of a large file and parse only those (parseBlock).
 */
export function readBlocks(source: string, opts: ReadOptions = {}): AsyncGenerator<Block> {
  return blocksOf(createReadStream(source, { highWaterMark: opts.chunkSize ?? DEFAULT_CHUNK }), opts.label ?? source);
}

/** Splits a stream into sentence blocks, one chunk at a time (constant memory). */
async function* blocksOf(stream: Readable, file: string): AsyncGenerator<Block> {
  // setEncoding makes Node keep multi-byte UTF-8 characters split across chunks intact.
  stream.setEncoding('utf8');
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<string>;
  const splitter = new BlockSplitter();
  const blocks: Block[] = [];
  try {
    for (;;) {
      let r: IteratorResult<string>;
      try {
        r = await it.next();
      } catch (e) {
        throw toReadError(e, file);
      }
      if (r.done) break;
      splitter.push(r.value, blocks);
      yield* blocks;
      blocks.length = 0;
    }
    splitter.end(blocks);
    yield* blocks;
  } finally {
    // Stops reading (and closes the file) when the caller leaves early.
    await it.return?.();
  }
}

/** Parses a whole CoNLL-U text held in memory. */
export function parseConllu(text: string, file = '<string>'): ParseResult[] {
  const splitter = new BlockSplitter();
  const blocks: Block[] = [];
  splitter.push(text, blocks);
  splitter.end(blocks);
  return blocks.map((b) => parseBlock(b, file));
}

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

function toReadError(e: unknown, file: string): ConlluReadError {
  const err = e as NodeJS.ErrnoException;
  return new ConlluReadError(file, (err.code && REASONS[err.code]) || err.message || String(e));
}
