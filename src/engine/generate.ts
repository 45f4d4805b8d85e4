// `generate` as a library function: stream sentences, run the engine, count
// what was produced, dropped and skipped. Donors for mixing dependents come from
// the input itself (read once before the main pass) plus any pool files.

import { readConllu } from '../conllu/index.js';
import type { ConlluError, Sentence } from '../conllu/types.js';
import { DonorPool } from './pool.js';
import { Engine, dropClass, sentenceId, type Candidate, type EngineOptions } from './engine.js';
import type { RuleSet } from '../dsl/compiled.js';

export interface GenerateOptions extends Omit<EngineOptions, 'pool'> {
  poolFiles?: string[];
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

async function fillPool(pool: DonorPool, files: string[], onError: ((e: ConlluError) => void) | undefined, report: boolean): Promise<void> {
  for (const f of files) {
    let i = 0;
    for await (const r of readConllu(f)) {
      if (r.ok) pool.add(r.sentence, sentenceId(r.sentence, i));
      else if (report) for (const e of r.errors) onError?.(e);
      i++;
    }
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
  if (wantsDonors) {
    pool = new DonorPool();
    // stdin can be read only once: then the pool is the pool files alone.
    if (input !== '-') await fillPool(pool, [input], undefined, false);
    await fillPool(pool, opts.poolFiles ?? [], opts.onInputError, true);
    summary.pool = pool.size;
  }
  const engine = new Engine(ruleSet, { ...opts, pool });
  let index = 0;
  for await (const r of readConllu(input)) {
    const i = index++;
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
