// The dictionary layer over the automaton (morfologik-format.md §3–4):
// `.info` metadata, lemma decoding on bytes, and word → (lemma, tag) lookup.
import { Cfsa2 } from './cfsa2.js';

export type EncoderKind = 'SUFFIX' | 'PREFIX' | 'INFIX' | 'NONE';

export interface DictInfo {
  separator: number;
  encoder: EncoderKind;
  /** Number of code bytes before the lemma tail. */
  codeBytes: number;
}

export type InfoResult = { ok: true; info: DictInfo } | { ok: false; reason: string };

/** Parse the Java properties file, keeping only what decoding needs. */
export function parseInfo(text: string): InfoResult {
  const props = new Map<string, string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('!')) continue;
    const m = /^([^=:\s]+)\s*[=:]\s*(.*)$/.exec(line);
    if (m) props.set(m[1], m[2]);
  }
  const sep = props.get('fsa.dict.separator') ?? '+';
  const sepBytes = Buffer.from(sep, 'utf8');
  if (sep.length !== 1 || sepBytes.length !== 1) return { ok: false, reason: `unsupported separator ${JSON.stringify(sep)}` };
  const enc = (props.get('fsa.dict.encoding') ?? 'UTF-8').toUpperCase().replace('_', '-');
  if (enc !== 'UTF-8' && enc !== 'UTF8') return { ok: false, reason: `unsupported dictionary encoding ${enc}` };
  if (props.has('fsa.dict.input-conversion') || props.has('fsa.dict.output-conversion')) {
    return { ok: false, reason: 'input/output conversions are not supported' };
  }
  let encoder: EncoderKind;
  const e = props.get('fsa.dict.encoder');
  const yes = (k: string, dflt: boolean) => (props.has(k) ? props.get(k)!.toLowerCase() === 'true' : dflt);
  if (e) {
    const u = e.toUpperCase();
    if (u !== 'SUFFIX' && u !== 'PREFIX' && u !== 'INFIX' && u !== 'NONE') return { ok: false, reason: `unknown encoder ${e}` };
    encoder = u;
  } else if (yes('fsa.dict.uses-infixes', false)) encoder = 'INFIX';
  else if (yes('fsa.dict.uses-prefixes', false)) encoder = 'PREFIX';
  else if (yes('fsa.dict.uses-suffixes', true)) encoder = 'SUFFIX';
  else encoder = 'NONE';
  const codeBytes = encoder === 'SUFFIX' ? 1 : encoder === 'PREFIX' ? 2 : encoder === 'INFIX' ? 3 : 0;
  return { ok: true, info: { separator: sepBytes[0], encoder, codeBytes } };
}

/**
 * Rebuild the lemma bytes into `out` (from offset 0) from the form bytes F[0..n)
 * and the encoded lemma E[es..ee) (§4); returns the lemma length.
 */
export function decodeLemma(
  kind: EncoderKind, f: Uint8Array, n: number, e: Uint8Array, es: number, ee: number, out: Uint8Array,
): number {
  let o = 0;
  const code = (c: number) => (c - 0x41) & 0xff;
  if (kind === 'PREFIX') {
    let p = code(e[es]);
    let k = code(e[es + 1]);
    if (p === 255 || k === 255) { p = n; k = 0; }
    for (let i = p; i < n - k; i++) out[o++] = f[i];
    for (let i = es + 2; i < ee; i++) out[o++] = e[i];
  } else if (kind === 'SUFFIX') {
    let k = code(e[es]);
    if (k === 255) k = n;
    for (let i = 0; i < n - k; i++) out[o++] = f[i];
    for (let i = es + 1; i < ee; i++) out[o++] = e[i];
  } else if (kind === 'INFIX') {
    let x = code(e[es]);
    let l = code(e[es + 1]);
    let k = code(e[es + 2]);
    if (l === 255 || k === 255) { x = 0; l = n; k = 0; }
    for (let i = 0; i < x; i++) out[o++] = f[i];
    for (let i = x + l; i < n - k; i++) out[o++] = f[i];
    for (let i = es + 3; i < ee; i++) out[o++] = e[i];
  } else {
    for (let i = es; i < ee; i++) out[o++] = e[i];
  }
  return o;
}

/** How the looked-up spelling relates to the word that was asked for. */
export type Casing = 'exact' | 'lower' | 'capitalised';

export interface Reading {
  lemma: string;
  /** One PoliMorf interpretation (a `+`-separated part of the tag field). */
  tag: string;
  casing: Casing;
}

// Buffer's own slicers skip TextDecoder's per-call overhead; these are the hot path.
type FastBuffer = Buffer & { utf8Slice(s: number, e: number): string; latin1Slice(s: number, e: number): string; utf8Write(s: string, o: number): number };

export class Dictionary {
  readonly fsa: Cfsa2;
  readonly info: DictInfo;
  private q: FastBuffer = Buffer.allocUnsafe(1024) as FastBuffer;
  private lem: FastBuffer = Buffer.allocUnsafe(1024) as FastBuffer;
  // The lemma-part DFS has its own stack and buffer: it calls fsa.enumerate (which
  // uses the automaton's) when it fills the tag cache.
  private stack = new Int32Array(256);
  private enc = new Uint8Array(256);
  /**
   * Node right after the lemma's closing separator → every interpretation below it, in
   * enumeration order. That part of the automaton holds only the ~4.3k tag fields and is
   * shared by all words, so each lookup walks just the encoded lemma.
   */
  private tagsBelow = new Map<number, string[]>();
  private tagSink: string[] = [];
  private readonly collectTags = (b: Uint8Array, len: number) => {
    const tags = this.lem.length >= len ? this.lem : (this.lem = Buffer.allocUnsafe(len * 2) as FastBuffer);
    for (let i = 0; i < len; i++) tags[i] = b[i];
    for (const t of tags.utf8Slice(0, len).split('+')) this.tagSink.push(t);
  };

  constructor(fsa: Cfsa2, info: DictInfo) {
    this.fsa = fsa;
    this.info = info;
  }

  private tagsAt(node: number): string[] {
    let tags = this.tagsBelow.get(node);
    if (tags === undefined) {
      this.tagSink = tags = [];
      this.fsa.enumerate(node, this.collectTags);
      this.tagsBelow.set(node, tags);
    }
    return tags;
  }

  /** Readings of exactly this spelling (case-sensitive), appended to `out`. */
  lookupExact(form: string, casing: Casing, out: Reading[]): void {
    const sep = this.info.separator;
    const fsa = this.fsa;
    if (form.length === 0 || form.indexOf(String.fromCharCode(sep)) >= 0) return;
    if (form.length * 3 + 8 > this.q.length) this.q = Buffer.allocUnsafe(form.length * 4 + 64) as FastBuffer;
    const n = this.q.utf8Write(form, 0);
    const node = fsa.walk(this.q, n);
    if (node <= 0) return;
    const sepArc = fsa.findArc(node, sep);
    if (sepArc === 0 || fsa.isFinal(sepArc)) return;
    const start = fsa.target(sepArc);
    if (start === 0) return;
    // Depth-first over the encoded lemma (§2.7), stopping at the first separator at or
    // after the code bytes (§3.3): what follows is the tag part, served from tagsAt.
    const code = this.info.codeBytes;
    let stack = this.stack, enc = this.enc;
    let sp = 0;
    stack[0] = fsa.firstArc(start);
    while (sp >= 0) {
      const arc = stack[sp];
      if (arc === 0) { sp--; continue; }
      stack[sp] = fsa.nextArc(arc);
      const label = fsa.label(arc);
      if (sp >= code && label === sep) {
        const t = fsa.target(arc);
        const lemma = this.lemmaString(n, sp);
        if (fsa.isFinal(arc)) out.push({ lemma, tag: '', casing });
        if (t !== 0) {
          const tags = this.tagsAt(t);
          for (let i = 0; i < tags.length; i++) out.push({ lemma, tag: tags[i], casing });
        }
        continue;
      }
      if (sp + 2 >= enc.length) {
        const e2 = new Uint8Array(enc.length * 2); e2.set(enc); enc = this.enc = e2;
        const s2 = new Int32Array(stack.length * 2); s2.set(stack); stack = this.stack = s2;
      }
      enc[sp] = label;
      if (fsa.isFinal(arc)) out.push({ lemma: this.lemmaString(n, sp + 1), tag: '', casing }); // entry without a tag
      const t = fsa.target(arc);
      if (t !== 0) stack[++sp] = fsa.firstArc(t);
    }
  }

  private lemmaString(formLen: number, encLen: number): string {
    if (this.lem.length < formLen + encLen) this.lem = Buffer.allocUnsafe((formLen + encLen) * 2) as FastBuffer;
    const ll = decodeLemma(this.info.encoder, this.q, formLen, this.enc, 0, encLen, this.lem);
    return this.lem.utf8Slice(0, ll);
  }

  /**
   * Exact spelling; plus the lower-cased one when it differs (a sentence-initial word
   * needs both: Polski the name, polski the adjective); the capitalised spelling only
   * when neither matched (warszawie, WARSZAWIE → Warszawa).
   */
  analyse(form: string): Reading[] {
    const out: Reading[] = [];
    this.lookupExact(form, 'exact', out);
    const lower = form.toLowerCase();
    if (lower !== form) this.lookupExact(lower, 'lower', out);
    if (out.length === 0 && lower.length > 0) {
      const cap = lower[0].toUpperCase() + lower.slice(1);
      if (cap !== form) this.lookupExact(cap, 'capitalised', out);
    }
    return out;
  }
}
