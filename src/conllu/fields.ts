// Parsing and printing of the structured CoNLL-U columns (ID, FEATS, MISC, DEPS).
// Each parser returns either the value or a string: the error message for the
// column. Returning instead of throwing keeps the hot path cheap and lets the
// caller attach the line number.
import type { EnhancedDep, Feats, MiscItem } from './types.js';

/** Column names in order, for messages. */
export const COLUMN_NAMES = [
  'ID', 'FORM', 'LEMMA', 'UPOS', 'XPOS', 'FEATS', 'HEAD', 'DEPREL', 'DEPS', 'MISC',
] as const;

// ---- ID ------------------------------------------------------------------

const RANGE_ID_RE = /^([1-9][0-9]*)-([1-9][0-9]*)$/;
const EMPTY_ID_RE = /^(0|[1-9][0-9]*)\.([1-9][0-9]*)$/;

/**
 * Digits without a leading zero ("0" itself allowed) -> the number, else -1.
 * A loop instead of a regex: this runs for two columns of every line.
 */
function parseUint(s: string): number {
  const len = s.length;
  if (len === 0 || len > 9) return -1;
  if (s.charCodeAt(0) === 48 /* 0 */) return len === 1 ? 0 : -1;
  let n = 0;
  for (let i = 0; i < len; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/**
 * Same as parseUint over line[start, end) without making a substring: the ID and
 * HEAD of every word line are read in place.
 */
export function uintIn(line: string, start: number, end: number): number {
  const len = end - start;
  if (len <= 0 || len > 9) return -1;
  if (line.charCodeAt(start) === 48 /* 0 */) return len === 1 ? 0 : -1;
  let n = 0;
  for (let i = start; i < end; i++) {
    const d = line.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

export type ParsedId =
  | { kind: 'word'; id: number }
  | { kind: 'range'; first: number; last: number }
  | { kind: 'empty'; major: number; minor: number };

/** Classifies an ID column; returns an error message when it is not a valid ID. */
export function parseId(s: string): ParsedId | string {
  const n = parseUint(s);
  if (n > 0) return { kind: 'word', id: n };
  let m = RANGE_ID_RE.exec(s);
  if (m) {
    const first = Number(m[1]);
    const last = Number(m[2]);
    if (first >= last) {
      return `invalid multiword token range "${s}": the first ID must be less than the last`;
    }
    return { kind: 'range', first, last };
  }
  m = EMPTY_ID_RE.exec(s);
  if (m) return { kind: 'empty', major: Number(m[1]), minor: Number(m[2]) };
  return `malformed ID "${s}"`;
}

/** HEAD of a word: a non-negative integer without leading zeros. */
export function parseHead(s: string): number | string {
  const n = parseUint(s);
  if (n >= 0) return n;
  return `HEAD "${s}" is not a number`;
}

// ---- FEATS ---------------------------------------------------------------

// UD feature syntax: Name[layer]=Value(,Value)*. Checked with one regex over the
// whole column (fast path); the item-by-item diagnosis only runs on failure.
const FEAT_SRC = '[A-Z0-9][A-Za-z0-9]*(?:\\[[a-z0-9]+\\])?=[A-Z0-9][A-Za-z0-9]*(?:,[A-Z0-9][A-Za-z0-9]*)*';
const FEAT_RE = new RegExp(`^${FEAT_SRC}$`);
const FEATS_RE = new RegExp(`^${FEAT_SRC}(?:\\|${FEAT_SRC})*$`);

/**
 * A treebank has only a few thousand distinct FEATS strings, so each one is
 * checked and split once and later copies are built from the cached pairs:
 * splitting every column again was the reader's largest cost (time and garbage).
 */
/**
 * A copy of s that does not point into a larger string. Column values are slices
 * of a 64 KiB input chunk; a long-lived cache key must not keep that chunk alive.
 */
export function detach(s: string): string {
  return (s + ' ').slice(0, -1);
}

/**
 * One shared copy of each column value (form, lemma, UPOS, XPOS, DEPREL): a treebank
 * repeats them endlessly, and the donor pool and the sentence being worked on hold
 * tens of thousands of words. Shared copies make the live heap (and each full
 * collection) smaller and let equal values compare by identity. Bounded like
 * ParseCache: a stream of new words cannot grow it without end.
 */
const interned = new Map<string, string>();
const INTERN_LIMIT = 1 << 16;

export function intern(s: string): string {
  const v = interned.get(s);
  if (v !== undefined) return v;
  const own = detach(s);
  if (interned.size >= INTERN_LIMIT) interned.clear();
  interned.set(own, own);
  return own;
}

class ParseCache<T> {
  private map = new Map<string, T | string>();
  constructor(
    private readonly compute: (s: string) => T | string,
    private readonly limit = 8192,
  ) {}
  get(s: string): T | string {
    let v = this.map.get(s);
    if (v === undefined) {
      // Computed from the copy too: values sliced from s would keep its input chunk alive.
      const own = detach(s);
      v = this.compute(own);
      // Bounded so that a stream of unusual values cannot grow memory without end.
      if (this.map.size >= this.limit) this.map.clear();
      this.map.set(own, v);
    }
    return v;
  }
}

function featPairs(s: string): string[] | string {
  if (!FEATS_RE.test(s)) {
    for (const it of s.split('|')) {
      if (it === '') return `malformed FEATS "${s}": empty feature`;
      if (!FEAT_RE.test(it)) return `malformed FEATS "${s}": bad feature "${it}" (expected Name=Value, e.g. Case=Nom)`;
    }
  }
  const flat: string[] = [];
  const seen = new Set<string>();
  for (const it of s.split('|')) {
    const eq = it.indexOf('=');
    const key = it.slice(0, eq);
    // A repeated name would be lost in the map, and the line could not be written back.
    if (seen.has(key)) return `malformed FEATS "${s}": feature ${key} appears twice`;
    seen.add(key);
    flat.push(key, it.slice(eq + 1));
  }
  return flat;
}
const featsCache = new ParseCache(featPairs);

export function parseFeats(s: string): Feats | string {
  const map: Feats = new Map();
  if (s === '_') return map;
  const flat = featsCache.get(s);
  if (typeof flat === 'string') return flat;
  for (let i = 0; i < flat.length; i += 2) map.set(flat[i], flat[i + 1]);
  return map;
}

/** Lenient FEATS reading for verbatim columns (empty nodes): never fails. */
export function parseFeatsLoose(s: string): Feats {
  const map: Feats = new Map();
  if (s === '_' || s === '') return map;
  for (const it of s.split('|')) {
    const eq = it.indexOf('=');
    if (eq < 0) map.set(it, '');
    else map.set(it.slice(0, eq), it.slice(eq + 1));
  }
  return map;
}

export function formatFeats(f: Feats): string {
  if (f.size === 0) return '_';
  let out = '';
  for (const [k, v] of f) out += out === '' ? `${k}=${v}` : `|${k}=${v}`;
  return out;
}

// ---- MISC ----------------------------------------------------------------

function miscItems(s: string): MiscItem[] | string {
  const items = s.split('|');
  const out: MiscItem[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const it = items[i];
    if (it === '') return `malformed MISC "${s}": empty item`;
    const eq = it.indexOf('=');
    out[i] = eq < 0 ? { key: it, value: null } : { key: it.slice(0, eq), value: it.slice(eq + 1) };
  }
  return out;
}
const miscCache = new ParseCache(miscItems);

/** MISC is free-form: items separated by "|", each "Key=Value" or a bare word. */
export function parseMisc(s: string): MiscItem[] | string {
  if (s === '_') return [];
  // By far the most common non-empty MISC in UD: skip the cache lookup.
  if (s === 'SpaceAfter=No') return [{ key: 'SpaceAfter', value: 'No' }];
  // A single item (e.g. "Case=Loc" on prepositions) is cheaper to split than to look up.
  if (s !== '' && s.indexOf('|') < 0) {
    const eq = s.indexOf('=');
    return [eq < 0 ? { key: s, value: null } : { key: s.slice(0, eq), value: s.slice(eq + 1) }];
  }
  const t = miscCache.get(s);
  if (typeof t === 'string') return t;
  // Fresh items: callers edit MISC in place and must not share objects between words.
  const out: MiscItem[] = new Array(t.length);
  for (let i = 0; i < t.length; i++) out[i] = { key: t[i].key, value: t[i].value };
  return out;
}

export function formatMisc(m: MiscItem[]): string {
  if (m.length === 0) return '_';
  let out = '';
  for (let i = 0; i < m.length; i++) {
    const it = m[i];
    if (i > 0) out += '|';
    out += it.value === null ? it.key : `${it.key}=${it.value}`;
  }
  return out;
}

/** The value of the first MISC item with this key (undefined when absent). */
export function miscGet(m: MiscItem[], key: string): string | null | undefined {
  for (const it of m) if (it.key === key) return it.value;
  return undefined;
}

// ---- DEPS ----------------------------------------------------------------

const DEPS_HEAD_RE = /^(?:0|[1-9][0-9]*(?:\.[1-9][0-9]*)?)$/;

/** DEPS_HEAD_RE for the common case, a plain word id, without running a regex. */
function isDepsHead(s: string): boolean {
  return uintIn(s, 0, s.length) >= 0 || DEPS_HEAD_RE.test(s);
}

function depsItems(s: string): EnhancedDep[] | string {
  const items = s.split('|');
  const out: EnhancedDep[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const it = items[i];
    const c = it.indexOf(':');
    const head = c < 0 ? '' : it.slice(0, c);
    const rel = c < 0 ? '' : it.slice(c + 1);
    if (c < 0 || rel === '' || !DEPS_HEAD_RE.test(head)) {
      return `malformed DEPS "${s}": "${it}" is not HEAD:RELATION`;
    }
    out[i] = { head, rel };
  }
  return out;
}
const depsCache = new ParseCache(depsItems, 32768);

/** DEPS: "_" (null) or "head:rel|head:rel"; rel may itself contain ":" (nmod:poss). */
export function parseDeps(s: string): EnhancedDep[] | null | string {
  if (s === '_') return null;
  // A single arc ("2:obj") is parsed directly: cheaper than hashing it for the cache.
  if (s.indexOf('|') < 0) {
    const c = s.indexOf(':');
    const head = s.slice(0, c);
    if (c > 0 && c < s.length - 1 && isDepsHead(head)) return [{ head, rel: s.slice(c + 1) }];
  }
  const t = depsCache.get(s);
  if (typeof t === 'string') return t;
  const out: EnhancedDep[] = new Array(t.length);
  for (let i = 0; i < t.length; i++) out[i] = { head: t[i].head, rel: t[i].rel };
  return out;
}

export function formatDeps(d: EnhancedDep[] | null): string {
  if (d === null || d.length === 0) return '_';
  let out = '';
  for (let i = 0; i < d.length; i++) out += i === 0 ? `${d[i].head}:${d[i].rel}` : `|${d[i].head}:${d[i].rel}`;
  return out;
}
