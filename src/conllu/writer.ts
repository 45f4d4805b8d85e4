// Writing CoNLL-U. Lines are produced in the canonical order (comments; then for
// each word: the range starting at it, the word, its empty nodes), which is the
// order the validator requires, hence byte-identical round trips.
import type { Writable } from 'node:stream';
import { formatDeps, formatFeats, formatMisc } from './fields.js';
import { TextSink } from './sink.js';
import { sourceText } from './verbatim.js';
import type { EmptyNode, MultiwordToken, Sentence, Word } from './types.js';

export function writeWord(w: Word): string {
  return `${w.id}\t${w.form}\t${w.lemma}\t${w.upos}\t${w.xpos}\t${formatFeats(w.feats)}\t${w.head}\t${w.deprel}\t${formatDeps(w.deps)}\t${formatMisc(w.misc)}\n`;
}

function writeMwt(m: MultiwordToken): string {
  return `${m.first}-${m.last}\t${m.form}\t${m.rest.join('\t')}\t${formatMisc(m.misc)}\n`;
}

function writeEmpty(e: EmptyNode): string {
  return `${e.major}.${e.minor}\t${e.cols.join('\t')}\n`;
}

/**
 * One sentence as CoNLL-U text, including its closing blank line.
 *
 * A sentence returned by the reader is written as the exact text it was read
 * from (see verbatim.ts): this relies on the contract that reader-produced
 * Sentences are never modified in place, and that code which changes a sentence
 * builds a new Sentence object (Tree.toSentence does). Any other Sentence is
 * formatted from its fields by formatSentence.
 */
export function writeSentence(s: Sentence): string {
  return sourceText(s) ?? formatSentence(s);
}

/** One sentence formatted from its fields (never the reader's original text). */
export function formatSentence(s: Sentence): string {
  let out = '';
  for (const c of s.comments) out += c + '\n';
  if (s.mwts.length === 0 && s.empties.length === 0) {
    for (const w of s.words) out += writeWord(w);
    return out + '\n';
  }
  const mwts = [...s.mwts].sort((a, b) => a.first - b.first);
  const empties = [...s.empties].sort((a, b) => a.major - b.major || a.minor - b.minor);
  let mi = 0;
  let ei = 0;
  const emptiesAfter = (id: number) => {
    while (ei < empties.length && empties[ei].major <= id) out += writeEmpty(empties[ei++]);
  };
  emptiesAfter(0);
  for (const w of s.words) {
    while (mi < mwts.length && mwts[mi].first <= w.id) out += writeMwt(mwts[mi++]);
    out += writeWord(w);
    emptiesAfter(w.id);
  }
  // Anything left refers past the last word; write it rather than lose it.
  while (mi < mwts.length) out += writeMwt(mwts[mi++]);
  emptiesAfter(Infinity);
  return out + '\n';
}

/** Writes sentences to a stream with batching and back-pressure; returns how many. */
export async function writeConllu(
  sentences: AsyncIterable<Sentence> | Iterable<Sentence>,
  out: Writable,
): Promise<number> {
  const sink = new TextSink(out);
  let n = 0;
  for await (const s of sentences) {
    const p = sink.write(writeSentence(s));
    if (p) await p;
    n++;
  }
  await sink.flush();
  return n;
}
