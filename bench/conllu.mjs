#!/usr/bin/env node
// Benchmark of the CoNLL-U reader + writer through the built library (dist/):
// PDB dev+test concatenated ×1 and ×10, read, validated, written back to a file.
// Each size runs in its own child process so that process.resourceUsage().maxRSS
// (a high-water mark) belongs to that size alone; equal RSS for ×1 and ×10 means
// memory does not grow with the input.
//
//   npm run build && node bench/conllu.mjs [DATA_DIR]
//
// DATA_DIR defaults to /work/shared/data/ud/pdb (pl_pdb-ud-dev.conllu + pl_pdb-ud-test.conllu).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { pipeline } from 'node:stream/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);
const lib = new URL('../dist/conllu/index.js', import.meta.url).href;

async function child(input, output) {
  const { readConllu, writeConllu } = await import(lib);
  let bad = 0;
  async function* good() {
    for await (const r of readConllu(input)) {
      if (r.ok) yield r.sentence;
      else bad++;
    }
  }
  const out = createWriteStream(output);
  const t0 = process.hrtime.bigint();
  const n = await writeConllu(good(), out);
  await new Promise((res, rej) => out.end((e) => (e ? rej(e) : res())));
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  process.stdout.write(JSON.stringify({ ms, sentences: n, bad, maxRSSkB: process.resourceUsage().maxRSS }));
}

// Context for the figures on a shared machine: the same bytes through a plain
// stream copy, and through "split lines and tabs, join, write" (the least any
// string-based CoNLL-U round trip has to do).
async function baseline(input, output) {
  const t0 = process.hrtime.bigint();
  await pipeline(createReadStream(input, { highWaterMark: 1 << 16 }), createWriteStream(output));
  const copy = Number(process.hrtime.bigint() - t0) / 1e6;
  const t1 = process.hrtime.bigint();
  const src = createReadStream(input, { highWaterMark: 1 << 16 });
  src.setEncoding('utf8');
  const out = createWriteStream(output);
  let carry = '';
  for await (const chunk of src) {
    const lines = (carry + chunk).split('\n');
    carry = lines.pop();
    let text = '';
    for (const l of lines) text += l.split('\t').join('\t') + '\n';
    if (!out.write(text)) await once(out, 'drain');
  }
  await new Promise((res) => out.end(carry, res));
  const split = Number(process.hrtime.bigint() - t1) / 1e6;
  process.stdout.write(JSON.stringify({ copy, split }));
}

async function sha(path) {
  const h = createHash('sha256');
  for await (const c of createReadStream(path)) h.update(c);
  return h.digest('hex');
}

async function parent() {
  const dir = process.argv[2] ?? '/work/shared/data/ud/pdb';
  const base = ['pl_pdb-ud-dev.conllu', 'pl_pdb-ud-test.conllu'].map((f) => readFileSync(join(dir, f)));
  const unit = Buffer.concat(base);
  console.log(`node ${process.version}; unit = PDB dev+test, ${(unit.length / 1e6).toFixed(2)} MB`);
  for (const times of [1, 10]) {
    const input = join(tmpdir(), `derywat-bench-x${times}.conllu`);
    const output = join(tmpdir(), `derywat-bench-x${times}.out.conllu`);
    writeFileSync(input, Buffer.concat(Array(times).fill(unit)));
    const size = statSync(input).size;
    const r = spawnSync(process.execPath, [here, '--child', input, output], { encoding: 'utf8' });
    if (r.status !== 0) {
      console.error(r.stderr);
      process.exit(1);
    }
    const m = JSON.parse(r.stdout);
    const identical = (await sha(input)) === (await sha(output));
    const mbs = size / 1e6 / (m.ms / 1000);
    console.log(
      `x${String(times).padEnd(2)} ${(size / 1e6).toFixed(1).padStart(5)} MB  ${m.sentences} sentences (${m.bad} bad)  ` +
        `${m.ms.toFixed(0)} ms  ${mbs.toFixed(1)} MB/s  peak RSS ${(m.maxRSSkB / 1024).toFixed(1)} MiB  ` +
        `round trip ${identical ? 'byte-identical' : 'DIFFERENT'}`,
    );
    if (times === 10) {
      const b = spawnSync(process.execPath, [here, '--baseline', input, output], { encoding: 'utf8' });
      const { copy, split } = JSON.parse(b.stdout);
      const rate = (ms) => `${(size / 1e6 / (ms / 1000)).toFixed(1)} MB/s`;
      console.log(`baseline x10 on this machine: stream copy ${rate(copy)}; split lines+tabs, join, write ${rate(split)}`);
    }
    rmSync(input);
    rmSync(output);
  }
}

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4]);
else if (process.argv[2] === '--baseline') await baseline(process.argv[3], process.argv[4]);
else await parent();
