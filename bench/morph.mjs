// Morphology benchmarks (figures for issue 3). Run after `npm run build`:
//   node bench/morph.mjs            (set DERYWAT_BENCH_NO_JAVA=1 to skip the Java comparison)
// Reports: index build time, CLI cold start vs `node -e 0`, analysis and generation
// throughput over PDB dev+test, RSS of the loaded index, and Morfologik's Java lookup
// speed on the same word list.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => join(root, 'dist', p);
const { loadMorphology, isMorphLoadError } = await import(dist('morph/index.js'));
const { buildIndex } = await import(dist('morph/genindex.js'));

const PDB = '/work/shared/data/ud/pdb';
const results = {};
const log = (k, v) => { results[k] = v; console.log(`${k}: ${typeof v === 'object' ? JSON.stringify(v) : v}`); };

const m = await loadMorphology({ quiet: true });
if (isMorphLoadError(m)) { console.error(m.message); process.exit(1); }
m.index(); // make sure the cache exists for the cold-start figure

// 1. Index build (in process, from the raw automaton; no disk write).
{
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  buildIndex(m.dict);
  const c = process.cpuUsage(c0);
  log('index build (s)', { wall: +((performance.now() - t0) / 1000).toFixed(2), cpu: +((c.user + c.system) / 1e6).toFixed(2) });
}

// 2. Cold start with a warm cache.
function median(cmd, args, n = 11) {
  const ts = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed`);
    ts.push(performance.now() - t0);
  }
  ts.sort((a, b) => a - b);
  return ts[n >> 1];
}
{
  const base = median(process.execPath, ['-e', '0']);
  const cli = median(process.execPath, ['bin/derywat.js', 'morph', 'analyse', 'psa']);
  log('load average', (await import('node:os')).loadavg().map((x) => +x.toFixed(2)));
  log('cold start node -e 0 (ms)', +base.toFixed(1));
  log('cold start derywat morph analyse psa (ms)', +cli.toFixed(1));
  log('cold start ratio', +(cli / base).toFixed(2));
}

// Word list: every token of PDB dev+test (punctuation included, as a tagger would ask).
const rows = [];
for (const part of ['dev', 'test']) {
  const f = `${PDB}/pl_pdb-ud-${part}.conllu`;
  if (!existsSync(f)) continue;
  for (const line of readFileSync(f, 'utf8').split('\n')) {
    const c = line.split('\t');
    if (c.length === 10 && /^\d+$/.test(c[0])) rows.push(c);
  }
}
const words = rows.map((c) => c[1]);
log('PDB tokens', words.length);

// Rates by wall clock and by this process's CPU time: on a shared machine the wall
// figure mostly measures the neighbours, the CPU figure what the code costs.
function rate(fn, items, passes) {
  for (let i = 0; i < 2; i++) for (const x of items) fn(x); // warm-up
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let p = 0; p < passes; p++) for (const x of items) fn(x);
  const s = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  const n = items.length * passes;
  return { wall: Math.round(n / s), cpu: Math.round(n / ((c.user + c.system) / 1e6)) };
}

// 3. Analysis: uncached automaton lookups.
{
  const out = [];
  log('analyse exact spelling (lookups/s)', rate((w) => { out.length = 0; m.dict.lookupExact(w, 'exact', out); }, words, 10));
  log('analyse with case variants (words/s)', rate((w) => m.analyse(w), words, 5));
}

// 4. Generation: (lemma, PDB XPOS) for every inflecting word, as strings and as UD Maps.
{
  const gen = rows.filter((c) => /^(subst|adj|ppas|pact|fin|praet|pcon|ger|num|inf|impt)/.test(c[4]) && c[2] !== '_');
  const qs = gen.map((c) => [c[2], c[4]]);
  const { parseFeats } = await import(dist('morph/tags.js'));
  const uq = gen.map((c) => [c[2], parseFeats(c[5])]);
  const t0 = performance.now();
  let found = 0;
  for (const [l, t] of qs) if (m.generate(l, t).length) found++;
  log('generate queries', qs.length);
  log('generate first pass, uncached (queries/s)', Math.round(qs.length / ((performance.now() - t0) / 1000)));
  log('generate queries with a form (%)', +((100 * found) / qs.length).toFixed(2));
  log('generate, NKJP strings, warm (queries/s)', rate(([l, t]) => m.generate(l, t), qs, 20));
  log('generate, UD Maps, warm (queries/s)', rate(([l, f]) => m.generate(l, f), uq, 20));
  const w = { form: 'trzyma', lemma: 'trzymać', upos: 'VERB', xpos: 'fin:sg:ter:imperf', feats: parseFeats('Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act') };
  const ch = parseFeats('VerbForm=Part|Voice=Pass|Case=Nom|Gender=Fem');
  log('inflect (calls/s)', rate(() => m.inflect(w, ch), Array.from({ length: 10000 }), 20));
}

// 5. RSS of a process that has loaded the index (fresh process, so nothing else counts).
{
  const code = `const {loadMorphology}=await import(${JSON.stringify(dist('morph/index.js'))});` +
    `const b=process.memoryUsage().rss; const t0=performance.now(); const m=await loadMorphology({quiet:true}); m.index(); m.generate('pies','subst:sg:gen');` +
    `console.log(JSON.stringify({rss:process.memoryUsage().rss, base:b, ms:performance.now()-t0}))`;
  const r = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }));
  log('load dictionary + index (ms)', +r.ms.toFixed(1));
  log('RSS with index loaded (MB)', +(r.rss / 1e6).toFixed(1));
  log('RSS added by loading (MB)', +((r.rss - r.base) / 1e6).toFixed(1));
}

// 6. Morfologik's Java lookup on the same words.
if (!process.env.DERYWAT_BENCH_NO_JAVA) {
  const tmp = mkdtempSync(join(tmpdir(), 'derywat-bench-'));
  try {
    let jars = '/usr/share/java';
    if (!existsSync(join(jars, 'morfologik-stemming.jar'))) {
      execFileSync('apt-get', ['download', 'libmorfologik-stemming2-java'], { cwd: tmp, stdio: 'ignore' });
      execFileSync('sh', ['-c', 'dpkg-deb -x ./*.deb x'], { cwd: tmp });
      jars = join(tmp, 'x/usr/share/java');
    }
    const cp = ['morfologik-stemming.jar', 'morfologik-fsa.jar', 'morfologik-polish.jar'].map((j) => join(jars, j)).join(':');
    execFileSync('javac', ['-cp', cp, '-d', tmp, join(root, 'bench/java/MorfologikBench.java')]);
    writeFileSync(join(tmp, 'words.txt'), words.join('\n') + '\n');
    const out = execFileSync('java', ['-cp', `${cp}:${tmp}`, 'MorfologikBench', join(tmp, 'words.txt'), '10'], { encoding: 'utf8' });
    const j = JSON.parse(out.trim());
    log('Java morfologik lookup (lookups/s)', j.perSecond);
    log('ours / Java (exact lookups, wall)', +(results['analyse exact spelling (lookups/s)'].wall / j.perSecond).toFixed(2));
  } catch (e) {
    log('Java comparison', `skipped: ${e.message.split('\n')[0]}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
