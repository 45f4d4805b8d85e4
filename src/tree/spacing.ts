// Spacing and punctuation classes shared by the operations, the repair pass and the
// realiser. Spacing is stored the CoNLL-U way: MISC SpaceAfter=No on the left word.

import type { MiscItem } from '../conllu/types.js';
import { type Node, adjacentInOrigin, originOf } from './node.js';

export function getSpaceAfterNo(misc: MiscItem[]): boolean {
  return misc.some((m) => m.key === 'SpaceAfter' && m.value === 'No');
}

/** Sets or clears SpaceAfter=No in place, keeping the other items and their order. */
export function setSpaceAfterNo(misc: MiscItem[], no: boolean): void {
  const i = misc.findIndex((m) => m.key === 'SpaceAfter');
  if (no && i < 0) misc.push({ key: 'SpaceAfter', value: 'No' });
  else if (no) misc[i] = { key: 'SpaceAfter', value: 'No' };
  else if (i >= 0) misc.splice(i, 1);
}

/** Marks written without a space before them. */
const ATTACH_LEFT = new Set([',', '.', '?', '!', ':', ';', '…', '...', ')', ']', '}', '”', '’’', '»']);
/** Marks written without a space after them. */
const ATTACH_RIGHT = new Set(['(', '[', '{', '„', '“', '«', ',,']);
/** Marks that end a sentence. */
const TERMINAL = new Set(['.', '?', '!', '…', '...', '?!', '!?', '?..', '!..']);
/** Separators a comma must not stand next to (the stronger mark wins). */
const STRONG_SEPARATORS = new Set(['.', ':', ';', '-', '–', '—', '…', '...', '?', '!']);

export function isComma(n: Node): boolean {
  return n.form === ',';
}
export function isTerminal(n: Pick<Node, 'form'>): boolean {
  return TERMINAL.has(n.form);
}
export function isOpening(n: Node): boolean {
  return ATTACH_RIGHT.has(n.form);
}
export function isClosingBracket(n: Pick<Node, 'form'>): boolean {
  return n.form === ')' || n.form === ']' || n.form === '}';
}
export function isOpeningBracket(n: Node): boolean {
  return n.form === '(' || n.form === '[' || n.form === '{';
}
export function isClosingQuote(n: Pick<Node, 'form'>): boolean {
  return ['”', '’’', '»', '"', "'", '’'].includes(n.form);
}
/** What may close a sentence: terminal marks and a trailing , ; : */
export function isFinalMark(n: Node): boolean {
  return isTerminal(n) || n.form === ',' || n.form === ';' || n.form === ':';
}
export function isStrongSeparator(n: Node): boolean {
  return STRONG_SEPARATORS.has(n.form);
}
/** Hyphen-minus, en dash and em dash, each used as a dash. */
export const DASH_FORMS: ReadonlySet<string> = new Set(['-', '–', '—']);
export function isDash(n: Node): boolean {
  return DASH_FORMS.has(n.form);
}
/** Dash, colon or semicolon: a comma right after one of these is redundant. */
export function isDashOrColon(n: Node): boolean {
  return n.form === ':' || n.form === ';' || DASH_FORMS.has(n.form);
}
export function isPunct(n: Node): boolean {
  return n.upos === 'PUNCT';
}
/** Has a letter or digit: a word that can start a sentence. */
export function isWordlike(form: string): boolean {
  return /[\p{L}\p{N}]/u.test(form);
}

/**
 * Should there be a space between a and b (b directly follows a)? Marks that attach
 * to the left never get one; neighbours that were neighbours in their source keep
 * the source spacing; otherwise a space unless a opens a bracket/quote or b is an
 * agglutinate (-m, -śmy) that is written together with its host.
 */
export function wantsSpace(a: Node, b: Node): boolean {
  if (ATTACH_LEFT.has(b.form)) return false;
  if (adjacentInOrigin(a, b)) return !getSpaceAfterNo(a.misc);
  if (ATTACH_RIGHT.has(a.form)) return false;
  // A straight quote keeps the side it was written on: a closing one stays glued to the
  // word before it, an opening one to the word after it, whatever that word is now.
  if (straightQuoteSide(b) === 'close' || straightQuoteSide(a) === 'open') return false;
  if (b.xpos.startsWith('aglt')) return false;
  return true;
}

/** Recompute the spacing after nodes[i] from its current right neighbour. */
export function fixSpacingAfter(nodes: Node[], i: number): void {
  if (i < 0 || i >= nodes.length - 1) return;
  setSpaceAfterNo(nodes[i].misc, !wantsSpace(nodes[i], nodes[i + 1]));
}

/** Straight quotes, which do not say by their form whether they open or close. */
const STRAIGHT_QUOTES = new Set(['"', "'"]);

/**
 * Whether a straight quote closed or opened a quotation in its source sentence: glued to
 * the word before it and not to the one after it (or followed by punctuation) = 'close';
 * the other way round = 'open'; null when this cannot be told (or n is no straight quote).
 */
export function straightQuoteSide(n: Node): 'open' | 'close' | null {
  if (!STRAIGHT_QUOTES.has(n.form)) return null;
  const o = originOf(n);
  if (!o) return null;
  const ws = o.sentence.words;
  const i = ws[o.id - 1]?.id === o.id ? o.id - 1 : ws.findIndex((w) => w.id === o.id);
  if (i < 0) return null;
  const gluedLeft = i > 0 && getSpaceAfterNo(ws[i - 1].misc);
  const gluedRight = i < ws.length - 1 && getSpaceAfterNo(ws[i].misc);
  const nextIsWord = i < ws.length - 1 && isWordlike(ws[i + 1].form);
  const prevIsWord = i > 0 && isWordlike(ws[i - 1].form);
  if (gluedLeft && prevIsWord && !(gluedRight && nextIsWord)) return 'close';
  if (gluedRight && nextIsWord && !(gluedLeft && prevIsWord)) return 'open';
  return null;
}
