// Compiles every grammar/*.peggy to src/dsl/generated/*.js (+ .d.ts) before tsc runs.
import { readdirSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, basename } from 'node:path';
import peggy from 'peggy';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'src/dsl/generated');
mkdirSync(outDir, { recursive: true });
for (const f of readdirSync(join(root, 'grammar')).filter((n) => n.endsWith('.peggy'))) {
  const name = basename(f, '.peggy');
  const src = readFileSync(join(root, 'grammar', f), 'utf8');
  const code = peggy.generate(src, { output: 'source', format: 'es', grammarSource: `grammar/${f}` });
  writeFileSync(join(outDir, `${name}.js`), code);
  writeFileSync(
    join(outDir, `${name}.d.ts`),
    [
      'export interface Location { source: unknown; start: { offset: number; line: number; column: number }; end: { offset: number; line: number; column: number } }',
      'export class SyntaxError extends Error { location: Location; expected: unknown; found: string | null; format(sources: { source: unknown; text: string }[]): string }',
      'export function parse(input: string, options?: { grammarSource?: unknown; startRule?: string }): unknown;',
      '',
    ].join('\n'),
  );
}
