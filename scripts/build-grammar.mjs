// Compiles every grammar/*.peggy to src/dsl/generated/NAME.js + NAME.d.ts with the
// peggy CLI (`--format es --dts`) before tsc runs. The start rule's return type is
// the typed AST of src/dsl/ast.ts, so the parser's output needs no cast.
import { readdirSync, mkdirSync } from 'node:fs';
import { join, basename } from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'src/dsl/generated');
const peggyCli = join(createRequire(import.meta.url).resolve('peggy/package.json'), '..', 'bin', 'peggy.js');
const returnTypes = { rules: { File: 'import("../ast.js").FileAst' } };
mkdirSync(outDir, { recursive: true });
for (const f of readdirSync(join(root, 'grammar')).filter((n) => n.endsWith('.peggy'))) {
  const name = basename(f, '.peggy');
  const args = [peggyCli, '--format', 'es', '--dts', '-o', join(outDir, `${name}.js`)];
  if (returnTypes[name]) args.push('--return-types', JSON.stringify(returnTypes[name]));
  args.push(join(root, 'grammar', f));
  execFileSync(process.execPath, args, { stdio: 'inherit' });
}
