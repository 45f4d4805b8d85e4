// The "# text" comment of a sentence. Realising text from the words is the tree
// module's job (src/tree/realise.ts); this module stays below it in the data flow.
import type { Sentence } from './types.js';

const TEXT_RE = /^#\s*text\s*=\s?(.*)$/;

/** The value of the "# text = ..." comment, or null when there is none. */
export function textComment(s: Sentence): string | null {
  for (const c of s.comments) {
    const m = TEXT_RE.exec(c);
    if (m) return m[1];
  }
  return null;
}
