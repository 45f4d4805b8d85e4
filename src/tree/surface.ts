// Surface tokens of a tree: which multiword tokens still stand, the spacing after
// each token, and the capitalisation fix when the sentence's first word changed.
// Shared by the realiser and Tree.toSentence so that `# text` and FORM agree.

import type { MultiwordToken, Sentence, Word } from '../conllu/types.js';
import type { Node } from './node.js';
import type { Tree } from './tree.js';
import { DASH_FORMS, getSpaceAfterNo, isWordlike } from './spacing.js';

export interface SurfaceToken {
  /** One node, or the words of a surviving multiword token. */
  nodes: Node[];
  /** Surface form after capitalisation. */
  form: string;
  /** Surface form before capitalisation. */
  original: string;
  spaceAfter: boolean;
  mwt: MultiwordToken | null;
}

/**
 * Source multiword tokens that still stand, keyed by their first node: all their
 * words are present, contiguous, in the original order, with unchanged forms.
 */
export function survivingMwts(t: Tree): Map<Node, MultiwordToken> {
  const out = new Map<Node, MultiwordToken>();
  if (!t.source.mwts.length) return out;
  const bySrc = new Map<number, Node>();
  const pos = new Map<Node, number>();
  t.nodes.forEach((n, i) => {
    if (n.srcId > 0) bySrc.set(n.srcId, n);
    pos.set(n, i);
  });
  const srcForm = new Map(t.source.words.map((w) => [w.id, w.form]));
  for (const m of t.source.mwts) {
    const first = bySrc.get(m.first);
    if (first && mwtIntact(m, first, bySrc, pos, srcForm)) out.set(first, m);
  }
  return out;
}

function mwtIntact(
  m: MultiwordToken,
  first: Node,
  bySrc: Map<number, Node>,
  pos: Map<Node, number>,
  srcForm: Map<number, string>,
): boolean {
  const start = pos.get(first)!;
  for (let id = m.first; id <= m.last; id++) {
    const n = bySrc.get(id);
    if (!n || pos.get(n) !== start + (id - m.first) || n.form !== srcForm.get(id)) return false;
  }
  return true;
}

/** The tree's tokens in order, capitalisation applied (see fixCapitalisation). */
export function surfaceTokens(t: Tree): SurfaceToken[] {
  const mwts = survivingMwts(t);
  const tokens: SurfaceToken[] = [];
  for (let i = 0; i < t.nodes.length; ) {
    const m = mwts.get(t.nodes[i]);
    const nodes = m ? t.nodes.slice(i, i + m.last - m.first + 1) : [t.nodes[i]];
    const form = m ? m.form : nodes[0].form;
    const last = nodes[nodes.length - 1];
    tokens.push({ nodes, form, original: form, spaceAfter: !getSpaceAfterNo(last.misc), mwt: m ?? null });
    i += nodes.length;
  }
  fixCapitalisation(t, tokens);
  fixSegmentCapitalisation(t, tokens);
  return tokens;
}

/** Marks after which a new segment (quoted speech, a second sentence) begins. */
const SEGMENT_MARKS = new Set([':', '.', '?', '!', '…', '...']);
/** Dashes and quotes that may stand between such a mark and the segment's first word. */
const SEGMENT_OPENERS = new Set([...DASH_FORMS, '„', '"', '“', '«', '»']);

/**
 * Walking back from position `i` over dashes and quotes (`formAt` gives the form at a position):
 * the position before them (-1 at the start) and whether a dash was among them.
 */
function backOverOpeners(formAt: (k: number) => string, i: number): { j: number; dash: boolean } {
  let j = i - 1;
  let dash = false;
  while (j >= 0 && SEGMENT_OPENERS.has(formAt(j))) {
    if (DASH_FORMS.has(formAt(j))) dash = true;
    j--;
  }
  return { j, dash };
}

/** The period of an abbreviation (V w. p.n.e. Greckie …) ends no sentence: `before` are the words right before the mark. */
function abbreviationPeriod(mark: string, before: readonly Node[]): boolean {
  return mark === '.' && before.some((n) => n.xpos.startsWith('brev'));
}

/**
 * Whether a word's capital comes from its position: it opens its sentence or a segment (after a
 * colon or a terminal mark, with dashes or quotes between, or right after a dash: "X - Moja mama
 * ma …") and is no name, capitalised lemma or acronym (see keepsCapital) nor a name noun
 * (the profile's @name_nouns). A copy of it elsewhere is lower-cased.
 */
export function positionalCapital(t: Tree, n: Node, nameLemmas?: ReadonlySet<string>): boolean {
  if (!startsUpper(n.form) || keepsCapital(n) || (n.upos === 'NOUN' && (nameLemmas ?? t.nameLemmas)?.has(n.lemma))) return false;
  const i = t.index(n);
  if (i < 0) return false;
  const { j, dash } = backOverOpeners((k) => t.nodes[k].form, i);
  if (j < 0 || dash) return true;
  const prev = t.nodes[j];
  return SEGMENT_MARKS.has(prev.form) && !(j > 0 && abbreviationPeriod(prev.form, [t.nodes[j - 1]]));
}

/**
 * The same fix inside the sentence: when the word that followed a colon or a terminal
 * mark (with dashes or quotes between: "powiedział: - Wczoraj …") in the source was
 * capitalised for its position (not a name or an acronym) and is gone, the word that
 * now follows the same mark is capitalised ("powiedział: - Zostałem …").
 */
function fixSegmentCapitalisation(t: Tree, tokens: SurfaceToken[]): void {
  const words = t.source.words;
  for (let i = 1; i < tokens.length; i++) {
    const tok = tokens[i];
    if (!isWordlike(tok.form) || startsUpper(tok.form)) continue;
    const { j } = backOverOpeners((k) => tokens[k].form, i);
    if (j < 1 || !SEGMENT_MARKS.has(tokens[j].form)) continue;
    const mark = tokens[j].nodes[tokens[j].nodes.length - 1];
    if (mark.srcId <= 0 || abbreviationPeriod(tokens[j].form, tokens[j - 1].nodes)) continue;
    const at = words.findIndex((w) => w.id === mark.srcId);
    if (at < 0) continue;
    let srcNext: (typeof words)[number] | undefined;
    for (let k = at + 1; k < words.length && !srcNext; k++) if (isWordlike(words[k].form)) srcNext = words[k];
    if (!srcNext || !startsUpper(srcNext.form) || keepsCapital(srcNext)) continue;
    // the source word (the first wordlike one after the mark) must be gone
    if (tokens.some((k) => k.nodes.some((n) => n.srcId === srcNext.id))) continue;
    tok.form = capitalise(tok.form);
  }
}

/**
 * When the first word (first token with a letter or digit, after a leading list
 * enumerator such as "13." or "b)") is no longer the source's first word: the new
 * first word is capitalised (only if the source began with a capital or a digit:
 * fragments like "– znowu zaczynacie." stay as they are), and the old first word,
 * wherever it now stands, is lower-cased unless it must keep its capital (see
 * keepsCapital). Nothing changes while the first word is the same.
 */
function fixCapitalisation(t: Tree, tokens: SurfaceToken[]): void {
  const words = t.source.words;
  const srcFirst = sourceFirst(t.source);
  const first = firstWordlike(tokens, (tok) => tok.form);
  if (!srcFirst || !first) return;
  if (first.nodes.some((n) => n.srcId === srcFirst.id)) return;
  // a source opening with a digit is a sentence whatever letters follow (14-letni chłopak -> Chłopak)
  if (startsUpper(srcFirst.form) || firstLetter(srcFirst.form) === '' || /^\p{N}/u.test(srcFirst.form)) first.form = capitalise(first.form);
  const old = tokens.find((tok) => tok.nodes.some((n) => n.srcId === srcFirst.id));
  if (old && old !== first && !keepsCapital(old.nodes[0]) && !startsName(srcFirst, words, tokens, old) && !namesInstitution(t, old.nodes[0])) old.form = lowerFirst(old.form);
}

/**
 * The source's first word is a noun that names an institution when capitalised (the profile's
 * name nouns: Komisja monitoruje … -> … przez Komisję) and no lower-case adjective makes it a common
 * noun (Komisja egzaminacyjna -> przez komisję egzaminacyjną).
 */
function namesInstitution(t: Tree, n: Node): boolean {
  if (!t.nameLemmas?.has(n.lemma) || n.upos !== 'NOUN') return false;
  // ... nor a determiner an edit gave it (Żadna komisja nie monitoruje: counted, a common noun)
  return !t.children(n).some((c) => (c.deprel.startsWith('amod') && !startsUpper(c.form)) || (c.deprel.startsWith('det') && c.srcId <= 0));
}

/**
 * The source's first word, a noun, opens a multiword name when the next word depends on it as a
 * capitalised adjective or a flat name part (Komisja Europejska, Sąd Najwyższy, Urząd Miasta) and still
 * follows it: it keeps its capital. A genitive attached as plain nmod or a proper name after it,
 * flat or not, does not count (przez selekcjonera Jerzego Engela, wychowankowie Domu Dziecka,
 * przez ministra Ziobrę).
 */
function startsName(w: Word, words: readonly Word[], tokens: SurfaceToken[], old: SurfaceToken): boolean {
  const next = words[words.indexOf(w) + 1];
  if (next === undefined || w.upos !== 'NOUN' || next.head !== w.id || !startsUpper(next.form)) return false;
  if (next.upos !== 'ADJ' && !next.deprel.includes('flat')) return false;
  // A proper name in flat after a common noun makes the noun a title or a kind, not part of the
  // name: Minister Ziobro -> przez ministra Ziobrę, Pani Barbara -> przez panią Barbarę.
  if (next.upos === 'PROPN') return false;
  const after = tokens[tokens.indexOf(old) + 1];
  return after !== undefined && after.nodes.some((n) => n.srcId === next.id);
}

/**
 * Number of leading tokens that make up a list enumerator ("13" "." / "IV" ")" /
 * "b" ")" / "2." with anything non-wordlike before it), or 0. Only when a word follows.
 */
function enumeratorLength<T>(items: readonly T[], form: (x: T) => string): number {
  let i = 0;
  while (i < items.length && !isWordlike(form(items[i]))) i++;
  if (i >= items.length) return 0;
  const f = form(items[i]);
  const next = i + 1 < items.length ? form(items[i + 1]) : '';
  let n = 0;
  if (/^(\d+|[IVXLC]+|\p{Ll})$/u.test(f) && /^[.)]$/.test(next)) n = i + 2;
  else if (/^(\d+|[IVXLC]+)[.)]$/u.test(f)) n = i + 1;
  if (n === 0) return 0;
  for (let k = n; k < items.length; k++) if (isWordlike(form(items[k]))) return n;
  return 0;
}

/** The first item with a letter or digit after a leading list enumerator (see enumeratorLength). */
function firstWordlike<T>(items: readonly T[], form: (x: T) => string): T | undefined {
  for (let k = enumeratorLength(items, form); k < items.length; k++) if (isWordlike(form(items[k]))) return items[k];
  return undefined;
}

/** The source's first word, once per sentence: every candidate of a sentence asks for it. */
const sourceFirsts = new WeakMap<Sentence, Word | null>();
function sourceFirst(s: Sentence): Word | undefined {
  let w = sourceFirsts.get(s);
  if (w === undefined) sourceFirsts.set(s, (w = firstWordlike(s.words, (x) => x.form) ?? null));
  return w ?? undefined;
}

/** Proper nouns, words with a capitalised lemma, and acronyms (≥2 letters, all capitals). */
function keepsCapital(n: Pick<Node, 'upos' | 'lemma' | 'form'>): boolean {
  if (n.upos === 'PROPN' || startsUpper(n.lemma)) return true;
  const letters = n.form.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

function startsUpper(s: string): boolean {
  const c = firstLetter(s);
  return c !== '' && c !== c.toLowerCase() && c === c.toUpperCase();
}

function firstLetter(s: string): string {
  return /\p{L}/u.exec(s)?.[0] ?? '';
}

/** Upper-cases the first character; "3-latek" stays as it is. */
function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** Tokens to text: a space after each token unless SpaceAfter=No; no trailing space. */
export function joinTokens(tokens: { form: string; spaceAfter: boolean }[]): string {
  return tokens
    .map((t) => t.form + (t.spaceAfter ? ' ' : ''))
    .join('')
    .trimEnd();
}
