// Runs once before every suite: build if sources are newer than dist/, then obtain
// the dictionary and its generation index exactly as users do (`derywat setup`).
// On a fresh machine the first use prints download/indexing progress on stderr;
// doing it here keeps that out of the tests that check stderr exactly.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ROOT } from './helpers/cli.js';

export default async function setup(): Promise<void> {
  await ensureBuilt();
  const r = spawnSync(process.execPath, ['bin/derywat.js', 'setup'], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`derywat setup failed (exit ${r.status}):\n${r.stderr}`);
}
