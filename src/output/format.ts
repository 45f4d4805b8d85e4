// Writers for candidates: jsonl (default), tsv (CDSCorpus-like pairs), conllu
// (derived trees with provenance comments) and text.

import { writeSentence } from '../conllu/index.js';
import type { Candidate } from '../engine/engine.js';

export type OutputFormat = 'jsonl' | 'tsv' | 'conllu' | 'text';
export const OUTPUT_FORMATS: OutputFormat[] = ['jsonl', 'tsv', 'conllu', 'text'];

export const TSV_HEADER = 'source_id\ttype\trelation\tsentence_A\tsentence_B\n';

function tsvCell(s: string): string {
  return s.replace(/[\t\n\r]/g, ' ');
}

/** The derived tree as CoNLL-U with `# sent_id = SOURCE/TYPE/N`, provenance and the new text. */
export function candidateConllu(c: Candidate, n: number): string {
  const s = c.tree.toSentence({
    sentId: `${c.source_id}/${c.type}/${n}`,
    extraComments: [
      `# derived_from = ${c.source_id}`,
      `# transformation = ${c.type} ${c.relation} ${c.rule}/${c.variant}`,
    ],
  });
  return writeSentence(s);
}

/** One candidate in the chosen format; `n` numbers candidates of one type within a source sentence. */
export function formatCandidate(c: Candidate, format: OutputFormat, n: number, withTree: boolean): string {
  switch (format) {
    case 'jsonl': {
      const o: Record<string, unknown> = {
        source_id: c.source_id,
        source_text: c.source_text,
        type: c.type,
        relation: c.relation,
        rule: c.rule,
        variant: c.variant,
        text: c.text,
      };
      if (withTree) o.tree = candidateConllu(c, n);
      return JSON.stringify(o) + '\n';
    }
    case 'tsv':
      return [c.source_id, c.type, c.relation, tsvCell(c.source_text), tsvCell(c.text)].join('\t') + '\n';
    case 'conllu':
      return candidateConllu(c, n);
    case 'text':
      return c.text + '\n';
  }
}
