#!/usr/bin/env node
// `generate` over the first N sentences of PDB dev+test, for instruction counts: on a
// shared machine wall-clock time drifts by a third within minutes, instruction counts do
// not. Two counts (N and 2N) give the cost of one warm sentence without the start-up:
//
//   npm run build
//   valgrind --tool=cachegrind --cache-sim=no node --single-threaded bench/slice.mjs 1500
//   valgrind --tool=cachegrind --cache-sim=no node --single-threaded bench/slice.mjs 3000
//   # (I refs at 3000 - I refs at 1500) / 1500 = instructions per sentence
//
// Usage: node bench/slice.mjs N [DATA_DIR]
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const n = Number(process.argv[2]);
if (!Number.isInteger(n) || n <= 0) {
  console.error('usage: node bench/slice.mjs N [DATA_DIR]');
  process.exit(2);
}
const dir = process.argv[3] ?? '/work/shared/data/ud/pdb';
const text = ['pl_pdb-ud-dev.conllu', 'pl_pdb-ud-test.conllu'].map((f) => readFileSync(join(dir, f), 'utf8')).join('');
// sentences are separated by blank lines
const blocks = text.split(/\n\s*\n/).filter((b) => b.trim() !== '');
const file = join(tmpdir(), `derywat-bench-slice-${process.pid}.conllu`);
writeFileSync(file, blocks.slice(0, n).join('\n\n') + '\n\n');
try {
  const { compileRuleFiles, loadMorphology, isMorphLoadError, generateCandidates, emptySummary, formatCandidate, DEFAULT_RULES_DIR } = await import(
    new URL('../dist/index.js', import.meta.url).href
  );
  const rules = compileRuleFiles([DEFAULT_RULES_DIR]);
  if (rules.diagnostics.length) throw new Error('rules do not compile');
  const morph = await loadMorphology({ quiet: true });
  if (isMorphLoadError(morph)) throw new Error(morph.message);
  const summary = emptySummary();
  let candidates = 0;
  const t0 = performance.now();
  for await (const { candidates: cs } of generateCandidates(file, rules.ruleSet, { morph }, summary)) {
    for (const c of cs) {
      formatCandidate(c, 'jsonl', 1, false);
      candidates++;
    }
  }
  console.log(`${summary.sentences} sentences, ${candidates} candidates, ${((performance.now() - t0) / 1000).toFixed(2)} s`);
} finally {
  rmSync(file, { force: true });
}
