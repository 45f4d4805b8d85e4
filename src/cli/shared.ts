// Helpers the commands share: loading rules and morphology with messages, not stack traces.
import { compileRuleFiles, type CompileResult } from '../dsl/compile.js';
import { formatDiagnostic } from '../dsl/diagnostics.js';
import { loadMorphology, isMorphLoadError } from '../morph/index.js';
import type { Inflector } from '../engine/inflect.js';
import { DEFAULT_RULES_DIR } from '../engine/rules-dir.js';

export function say(line: string): void {
  process.stderr.write(line + '\n');
}

/** Compiles rules and prints diagnostics; null when there were errors. */
export function loadRules(paths: string[] | undefined): CompileResult | null {
  const r = compileRuleFiles(paths && paths.length ? paths : [DEFAULT_RULES_DIR]);
  for (const d of r.diagnostics) say(formatDiagnostic(d, r.ruleSet.sources.get(d.file)));
  return r.diagnostics.some((d) => d.severity === 'error') ? null : r;
}

export async function loadMorph(dict: string | undefined): Promise<Inflector | null> {
  const m = await loadMorphology({ dict });
  if (isMorphLoadError(m)) {
    say(`derywat: ${m.message}`);
    return null;
  }
  return m;
}

export function parseTypes(s: string | undefined): Set<string> | null {
  if (!s) return null;
  return new Set(s.split(',').map((x) => x.trim()).filter(Boolean));
}
