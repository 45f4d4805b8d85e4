// `generate` as a library function: stream sentences, run the engine, count
// what was produced, dropped and skipped. Donors for mixing dependents come from
// the input itself (read once before the main pass) plus any pool files.

import { readConllu, readBlocks, parseBlock, type Block } from '../conllu/index.js';
import type { ConlluError, ParseResult, Sentence } from '../conllu/types.js';
import { DonorPool } from './pool.js';
import { HeapGuard } from './heap.js';
import { Engine, dropClass, sentenceId, type Candidate, type EngineOptions } from './engine.js';
import type { RuleSet } from '../dsl/compiled.js';

export interface GenerateOptions extends Omit<EngineOptions, 'pool'> {
  poolFiles?: string[];
  /** Donor sentences kept (a seeded reservoir sample of input and pool files); bounds memory. */
  poolSize?: number;
  /** Called for every malformed input sentence (it is skipped). */
  onInputError?: (e: ConlluError) => void;
}

export interface GenerateSummary {
  sentences: number;
  skipped: number;
  candidates: Map<string, number>;
  dropped: Map<string, number>;
  pool: number;
}

export function emptySummary(): GenerateSummary {
  return { sentences: 0, skipped: 0, candidates: new Map(), dropped: new Map(), pool: 0 };
}

function bump(m: Map<string, number>, k: string): void {
  m.set(k, (m.get(k) ?? 0) + 1);
}

/** Copies of the lines that share nothing with the input chunk: one copy of the whole block, split again. */
function unsliceLines(lines: string[]): string[] {
  return Buffer.from(lines.join('\n'), 'utf8').toString('utf8').split('\n');
}

/** Default bound of the donor pool, in sentences. */
export const DEFAULT_POOL_SIZE = 2_000;

/**
 * Reservoir sampling (Algorithm R) over the donor files: every sentence has the
 * same chance to be kept, memory stays bounded, and the seed makes it repeatable.
 */
async function fillPool(
  files: { path: string; report: boolean; input?: boolean }[],
  size: number,
  seed: number,
  onError: ((e: ConlluError) => void) | undefined,
): Promise<{ pool: DonorPool; parsed: Map<number, ParseResult> }> {
  // Sentences are sampled as raw blocks and only the kept ones are parsed: the
  // input is read twice (donors, then generation), but parsed only once: the
  // generation pass takes the kept input sentences from `parsed`.
  const keep: { block: Block; file: string; index: number; input: boolean }[] = [];
  let seen = 0;
  let state = (seed * 2654435761) >>> 0 || 1;
  const rand = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  for (const f of files) {
    let i = 0;
    for await (const block of readBlocks(f.path)) {
      const index = i++;
      if (f.report) {
        // Pool files are checked in full: their errors are reported like the input's.
        const r = parseBlock(block, f.path);
        if (!r.ok) {
          for (const e of r.errors) onError?.(e);
          continue;
        }
      }
      // Algorithm R: every sentence has the same chance to be kept.
      // Fresh copies of the lines: V8 keeps a whole 64 KiB input chunk alive for any
      // string sliced from it, and kept blocks come from all over the file.
      // Only blocks that enter the sample are copied.
      const item = () => ({ block: { ...block, lines: unsliceLines(block.lines), text: undefined }, file: f.path, index, input: f.input === true });
      if (keep.length < size) keep.push(item());
      else {
        const j = Math.floor(rand() * (seen + 1));
        if (j < size) keep[j] = item();
      }
      seen++;
    }
  }
  const pool = new DonorPool();
  const parsed = new Map<number, ParseResult>();
  for (const { block, file, index, input } of keep) {
    const r = parseBlock(block, file);
    if (input) parsed.set(index, r);
    if (r.ok) pool.add(r.sentence, sentenceId(r.sentence, index));
  }
  return { pool, parsed };
}

/**
 * The input's sentences in order, parsed; those the pool parsed already are taken
 * from `parsed` (parseBlock on the same lines gives the same result).
 */
async function* inputSentences(input: string, parsed: Map<number, ParseResult> | null): AsyncGenerator<ParseResult> {
  if (!parsed || parsed.size === 0) {
    yield* readConllu(input);
    return;
  }
  let i = 0;
  for await (const block of readBlocks(input)) {
    const index = i++;
    const r = parsed.get(index);
    if (r) parsed.delete(index);
    yield r ?? parseBlock(block, input);
  }
}

/** Yields, per good input sentence, its candidates in deterministic order. */
export async function* generateCandidates(
  input: string,
  ruleSet: RuleSet,
  opts: GenerateOptions,
  summary: GenerateSummary = emptySummary(),
): AsyncGenerator<{ sentence: Sentence; candidates: Candidate[] }> {
  const wantsDonors = ruleSet.rules.some((r) => r.donor && (!opts.types || opts.types.has(r.type)));
  let pool: DonorPool | null = null;
  let parsed: Map<number, ParseResult> | null = null;
  if (wantsDonors) {
    // stdin can be read only once: then the pool is the pool files alone.
    const files = [...(input !== '-' ? [{ path: input, report: false, input: true }] : []), ...(opts.poolFiles ?? []).map((path) => ({ path, report: true }))];
    const filled = await fillPool(files, opts.poolSize ?? DEFAULT_POOL_SIZE, opts.seed ?? 1, opts.onInputError);
    pool = filled.pool;
    parsed = filled.parsed;
    summary.pool = pool.size;
  }
  const engine = new Engine(ruleSet, { ...opts, pool });
  const heap = new HeapGuard();
  let index = 0;
  for await (const r of inputSentences(input, parsed)) {
    const i = index++;
    if ((i & 63) === 63) heap.check();
    if (!r.ok) {
      summary.skipped++;
      for (const e of r.errors) opts.onInputError?.(e);
      continue;
    }
    summary.sentences++;
    const res = engine.run(r.sentence, i);
    for (const c of res.candidates) bump(summary.candidates, c.type);
    for (const d of res.drops) bump(summary.dropped, `${d.type}: ${dropClass(d.reason)}`);
    yield { sentence: r.sentence, candidates: res.candidates };
  }
}
