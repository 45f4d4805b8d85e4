// Diagnostics for rule files: values with a location, printed as
// FILE:LINE:COLUMN: message, the source line and a caret.

export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  severity: 'error' | 'warning';
  message: string;
}

export function diag(file: string, pos: { line: number; column: number }, message: string, severity: Diagnostic['severity'] = 'error'): Diagnostic {
  return { file, line: pos.line, column: pos.column, severity, message };
}

/** `FILE:LINE:COL: error: message` followed by the source line and a caret under the column. */
export function formatDiagnostic(d: Diagnostic, sourceText?: string): string {
  const head = `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`;
  if (sourceText === undefined) return head;
  const line = sourceText.split('\n')[d.line - 1];
  if (line === undefined) return head;
  return `${head}\n  ${line}\n  ${' '.repeat(Math.max(0, d.column - 1))}^`;
}
