// The original text of each sentence the reader produced, so that writing an
// unmodified sentence back is a copy rather than a re-formatting (the largest
// part of a round trip's cost otherwise).
//
// Kept in a WeakMap rather than on the Sentence: the Sentence shape stays what
// every module codes against, a spread copy ({ ...s, words }) does not inherit
// text that no longer matches it, and the text goes away with its sentence.
//
// Contract (see Sentence in types.ts): a Sentence the reader returned is never
// modified in place; code that changes a sentence builds a new Sentence object
// (as Tree.toSentence does). Objects built any other way have no entry here and
// are always formatted from their fields.
import type { Sentence } from './types.js';

const texts = new WeakMap<Sentence, string>();

/**
 * The sentence exactly as it was read: its comment and token lines, each ending
 * in "\n", and the closing blank line. Undefined for sentences not built by the reader.
 */
export function sourceText(s: Sentence): string | undefined {
  return texts.get(s);
}

/** Called by the reader only. */
export function setSourceText(s: Sentence, text: string): void {
  texts.set(s, text);
}
