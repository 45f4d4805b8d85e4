// Rule-level tests: run `derywat generate FIXTURE --format jsonl` once and look up the
// candidates of one source sentence. Keeps the per-file set-up down to one call.
import { expect } from 'vitest';
import { ensureBuilt, runCli } from './cli.js';

/** One line of `derywat generate --format jsonl` (the fields the tests look at). */
export interface Candidate {
  source_id: string;
  type: string;
  rule: string;
  variant: string;
  text: string;
}

export interface GenerateOptions {
  /** `--types a,b`; all types when left out. */
  types?: string[];
  /** `--donors N` (mixing_dependents samples donors otherwise). */
  donors?: number;
  /** `--quiet`. */
  quiet?: boolean;
}

/**
 * Builds if needed, runs `derywat generate FIXTURE [--types …] [--donors N] --format jsonl [--quiet]`,
 * expects exit code 0 and returns the candidates in output order.
 */
export async function generateFixture(fixture: string, opts: GenerateOptions = {}): Promise<Candidate[]> {
  await ensureBuilt();
  const args = ['generate', fixture];
  if (opts.types) args.push('--types', opts.types.join(','));
  if (opts.donors !== undefined) args.push('--donors', String(opts.donors));
  args.push('--format', 'jsonl');
  if (opts.quiet) args.push('--quiet');
  const r = await runCli(args);
  expect(r.code, `derywat ${args.join(' ')} failed:\n${r.stderr}`).toBe(0);
  return r.stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Candidate);
}

/** Texts of source sentence `id`'s candidates that pass `filter`, in output order. */
export function textsInOrder(cands: Candidate[], id: string, filter: (c: Candidate) => boolean = () => true): string[] {
  return cands.filter((c) => c.source_id === id && filter(c)).map((c) => c.text);
}

/** Texts of source sentence `id`'s candidates that pass `filter`, sorted. */
export function textsOf(cands: Candidate[], id: string, filter?: (c: Candidate) => boolean): string[] {
  return textsInOrder(cands, id, filter).sort();
}

/** Filters for textsOf: the candidates of one transformation type. */
export function ofType(type: string): (c: Candidate) => boolean {
  return (c) => c.type === type;
}

/** … of one type and variant. */
export function ofVariant(type: string, variant: string): (c: Candidate) => boolean {
  return (c) => c.type === type && c.variant === variant;
}

/** … of one type and the rules whose name starts with `rule` (subject, subject_later_plain, …). */
export function ofRules(type: string, rule: string): (c: Candidate) => boolean {
  return (c) => c.type === type && c.rule.startsWith(rule);
}
