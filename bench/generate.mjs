#!/usr/bin/env node
// Benchmark of `derywat generate` through the built library (dist/): PDB dev+test
// (4,430 sentences) ×1 and ×10, all seven transformation types, the default donor
// pool (the input itself, reservoir-bounded), jsonl formatting included. Each size
// runs in its own child process so that maxRSS belongs to that size alone, and on
// one core (Node runs the engine on its main thread).
//
//   npm run build && node bench/generate.mjs [DATA_DIR] [--runs N]
//
// With --runs N each size runs N times (fresh processes) and the fastest run is reported with
// the range of all: on a shared machine a single run can be a third slower than the next.
//
// Reports sentences/s, candidates/s, peak RSS, where the time goes (matching,
// editing with agreement, morphology, realisation) and the ×10/×1 cost ratio per
// sentence (1.0 = linear). The start-up (rules, dictionary) is timed separately.
//
//   node bench/generate.mjs --per-type [--runs N]
//
// With --per-type it runs PDB dev+test ×1 with no rules at all (reading, parsing and output:
// the floor), with each type alone, and with all seven, the configurations interleaved within
// each of the N rounds (the machine's speed drifts), and reports the fastest run of each: where
// the cost per sentence comes from.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);
const lib = new URL('../dist/index.js', import.meta.url).href;

async function child(input, typesArg) {
  const t00 = performance.now();
  const { compileRuleFiles, loadMorphology, isMorphLoadError, generateCandidates, emptySummary, formatCandidate, DEFAULT_RULES_DIR } = await import(lib);
  const rules = compileRuleFiles([DEFAULT_RULES_DIR]);
  if (rules.diagnostics.length) throw new Error('rules do not compile');
  const morph = await loadMorphology({ quiet: true });
  if (isMorphLoadError(morph)) throw new Error(morph.message);
  morph.inflectLemma('być', 'AUX', new Map([['VerbForm', 'Fin']])); // loads the generation index
  const startup = performance.now() - t00;
  const timing = { match: 0, edit: 0, morph: 0, realise: 0 };
  const summary = emptySummary();
  let bytes = 0;
  let candidates = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  // 'all' (default): every type; '' none (the floor); else a comma-separated list
  const types = typesArg === undefined || typesArg === 'all' ? null : new Set(typesArg.split(',').filter(Boolean));
  for await (const { candidates: cs } of generateCandidates(input, rules.ruleSet, { morph, timing, types }, summary)) {
    for (const c of cs) {
      bytes += formatCandidate(c, 'jsonl', 1, false).length;
      candidates++;
    }
  }
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  process.stdout.write(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, startup, sentences: summary.sentences, candidates, bytes, timing, maxRSSkB: process.resourceUsage().maxRSS }));
}

function run(input, types = 'all') {
  const r = spawnSync(process.execPath, [here, '--child', input, types], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--runs');
  const runs = at >= 0 ? Math.max(1, Number(args.splice(at, 2)[1]) || 1) : 1;
  const pt = args.indexOf('--per-type');
  const perType = pt >= 0;
  if (perType) args.splice(pt, 1);
  const dir = args[0] ?? '/work/shared/data/ud/pdb';
  // An unknown option is a usage error, not a data directory named "--help".
  if (args.length > 1 || (args[0] ?? '').startsWith('-') || !existsSync(join(dir, 'pl_pdb-ud-dev.conllu'))) {
    console.error('usage: node bench/generate.mjs [DATA_DIR] [--runs N] [--per-type]\n  DATA_DIR holds pl_pdb-ud-dev.conllu and pl_pdb-ud-test.conllu (default /work/shared/data/ud/pdb)');
    process.exit(2);
  }
  const text = ['pl_pdb-ud-dev.conllu', 'pl_pdb-ud-test.conllu'].map((f) => readFileSync(join(dir, f), 'utf8')).join('');
  const x1 = join(tmpdir(), `derywat-bench-gen-x1-${process.pid}.conllu`);
  const x10 = join(tmpdir(), `derywat-bench-gen-x10-${process.pid}.conllu`);
  writeFileSync(x1, text);
  if (!perType) writeFileSync(x10, text.repeat(10));
  try {
    if (perType) return perTypeTable(x1, runs);
    const rows = [];
    for (const [name, file] of [['×1', x1], ['×10', x10]]) {
      const all = Array.from({ length: runs }, () => run(file));
      const r = all.reduce((a, b) => (b.ms < a.ms ? b : a));
      const rates = all.map((x) => x.sentences / (x.ms / 1000));
      const total = r.timing.match + r.timing.edit + r.timing.morph + r.timing.realise;
      const pct = (x) => `${((100 * x) / r.ms).toFixed(0)}%`;
      rows.push(r);
      console.log(
        `${name.padEnd(4)} ${r.sentences} sentences in ${(r.ms / 1000).toFixed(2)} s: ${(r.sentences / (r.ms / 1000)).toFixed(0)} sentences/s, ` +
          `${(r.candidates / (r.ms / 1000)).toFixed(0)} candidates/s (${r.candidates}), peak RSS ${(r.maxRSSkB / 1024).toFixed(0)} MB, start-up ${(r.startup / 1000).toFixed(2)} s`,
      );
      console.log(
        `     time: matching ${pct(r.timing.match)}, editing+agreement ${pct(r.timing.edit)}, morphology ${pct(r.timing.morph)}, ` +
          `realisation ${pct(r.timing.realise)}, reading/pool/output ${pct(r.ms - total)}; CPU ${(r.cpuMs / 1000).toFixed(2)} s (other threads: JIT, GC)`,
      );
      if (runs > 1) {
        const peaks = all.map((x) => x.maxRSSkB / 1024);
        console.log(`     ${runs} runs: ${Math.min(...rates).toFixed(0)}–${Math.max(...rates).toFixed(0)} sentences/s, peak RSS ${Math.min(...peaks).toFixed(0)}–${Math.max(...peaks).toFixed(0)} MB`);
      }
    }
    const perSent = rows.map((r) => r.ms / r.sentences);
    console.log(`cost per sentence ×10 / ×1: ${(perSent[1] / perSent[0]).toFixed(2)} (1.00 = linear)`);
    console.log('targets: ≥ 2,000 sentences/s on one core, ≤ 300 MB RSS');
  } finally {
    rmSync(x1, { force: true });
    rmSync(x10, { force: true });
  }
}

const TYPES = ['dropping_conjunction', 'removing_conjunct_in_adjunct', 'passivisation', 'removing_adjuncts', 'swapping_rc_ptcp', 'negation', 'mixing_dependents'];

/** ×1 with no rules, each type alone and all types, interleaved per round; the fastest run of each. */
function perTypeTable(file, runs) {
  const configs = [['(no rules: read, parse, output)', ''], ...TYPES.map((t) => [t, t]), ['all seven', 'all']];
  const best = new Map();
  for (let k = 0; k < runs; k++)
    for (const [name, types] of configs) {
      const r = run(file, types);
      const b = best.get(name);
      if (!b || r.ms < b.ms) best.set(name, r);
    }
  const floor = best.get(configs[0][0]);
  console.log(`PDB dev+test ×1, fastest of ${runs} interleaved run(s) each; "over the floor": ms per 1,000 sentences beyond reading, parsing and output`);
  for (const [name] of configs) {
    const r = best.get(name);
    const perK = (x) => (x.ms / x.sentences) * 1000;
    const over = name === configs[0][0] ? '' : `, over the floor ${(perK(r) - perK(floor)).toFixed(0)} ms/1,000`;
    console.log(
      `${name.padEnd(32)} ${(r.sentences / (r.ms / 1000)).toFixed(0).padStart(6)} sentences/s, ${String(r.candidates).padStart(6)} candidates, ` +
        `matching ${((100 * r.timing.match) / r.ms).toFixed(0)}%, peak RSS ${(r.maxRSSkB / 1024).toFixed(0)} MB${over}`,
    );
  }
}

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4]);
else await main();
