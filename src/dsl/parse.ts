// Parses one rule file with the Peggy-generated parser into the typed AST.
import { parse as peggyParse, SyntaxError as PeggySyntaxError } from './generated/rules.js';
import type { FileAst } from './ast.js';
import { diag, type Diagnostic } from './diagnostics.js';

export type ParseResult = { ok: true; ast: FileAst } | { ok: false; diagnostic: Diagnostic };

export function parseRules(text: string, file: string): ParseResult {
  try {
    return { ok: true, ast: peggyParse(text, { grammarSource: file }) };
  } catch (e) {
    if (e instanceof PeggySyntaxError) {
      const at = e.location.start;
      return { ok: false, diagnostic: diag(file, at, describeSyntaxError(e)) };
    }
    throw e;
  }
}

/** Peggy's messages list every expected token; keep them short and readable. */
function describeSyntaxError(e: PeggySyntaxError): string {
  const found = e.found === null ? 'end of file' : JSON.stringify(e.found);
  const exp = (e.expected as { type: string; text?: string; description?: string }[] | null) ?? [];
  const names = [...new Set(exp.filter((x) => x.type !== 'other' || x.description !== 'whitespace').map((x) => (x.type === 'literal' ? JSON.stringify(x.text) : x.description ?? x.type)))];
  // The usual mistake is a missing terminator: name `;` and closers before the long tail.
  const first = ['";"', '"}"', '"]"', '")"', '","'];
  names.sort((a, b) => (first.includes(a) ? first.indexOf(a) : 99) - (first.includes(b) ? first.indexOf(b) : 99));
  const list = names.length > 6 ? names.slice(0, 6).join(', ') + ', ...' : names.join(', ');
  return `syntax error: unexpected ${found}${list ? `; expected ${list}` : ''}`;
}
