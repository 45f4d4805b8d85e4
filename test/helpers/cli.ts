// End-to-end helpers: build once, then run `node bin/derywat.js` like a user would.
// Shared by every CLI test; keep it free of module-specific knowledge.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'bin', 'derywat.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with `args`, optionally feeding `stdin`; never rejects on a non-zero exit. */
export function runCli(args: string[], stdin?: string, opts: { cwd?: string } = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: opts.cwd ?? ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.on('error', () => {}); // the CLI may exit before reading stdin
    child.stdin.end(stdin ?? '');
  });
}

function newestMtime(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return t;
}

function isFresh(): boolean {
  try {
    const built = statSync(join(ROOT, 'dist', 'cli', 'main.js')).mtimeMs;
    return built >= Math.max(newestMtime(join(ROOT, 'src')), newestMtime(join(ROOT, 'grammar')));
  } catch {
    return false;
  }
}

/**
 * Runs `npm run build` unless dist/ is newer than src/ and grammar/. Test files
 * run in parallel workers, so a lock directory makes concurrent callers wait for
 * one build instead of running several tsc's over the same dist/.
 */
export async function ensureBuilt(): Promise<void> {
  const lock = join(tmpdir(), `derywat-build-lock-${ROOT.replace(/[^A-Za-z0-9]/g, '_')}`);
  for (;;) {
    if (isFresh()) return;
    try {
      mkdirSync(lock);
    } catch {
      // Someone else is building: a stale lock (crashed run) older than 5 min is taken over.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 300_000) rmdirSync(lock);
      } catch {
        /* gone already */
      }
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    try {
      if (isFresh()) return;
      const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
      // tsc still emits on type errors in other modules; only fail if nothing usable was produced.
      if (r.status !== 0 && !isFresh()) {
        throw new Error(`npm run build failed:\n${r.stdout}\n${r.stderr}`);
      }
      if (r.status !== 0) process.stderr.write(`warning: npm run build reported errors:\n${r.stdout}\n${r.stderr}\n`);
      return;
    } finally {
      rmdirSync(lock);
    }
  }
}
