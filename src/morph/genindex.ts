// The generation index: lemma → (form, tag field) entries, built once from a full
// enumeration of the automaton and cached on disk. Everything is typed arrays
// over one file: lemmas and forms are offsets into byte blobs, tags are ids into
// a shared table, so loading is a read plus a few views, and no strings exist
// until a query decodes the forms it returns.
import { createHash } from 'node:crypto';
import { accessSync, closeSync, constants, existsSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { decodeLemma, type Dictionary } from './dictionary.js';
import { atomicWrite } from './obtain.js';

const MAGIC = 'DRWGIX03';

export interface GenIndex {
  /** Distinct single PoliMorf tags. */
  tags: string[];
  /** Tag field f (a `+`-joined list as stored) = fieldTags[fieldStart[f] .. fieldStart[f+1]). */
  fieldStart: Uint32Array;
  fieldTags: Uint16Array;
  /** Lemmas sorted by UTF-8 bytes: lemma i = lemmaBlob[lemmaOff[i] .. lemmaOff[i+1]). */
  lemmaBlob: Uint8Array;
  lemmaOff: Uint32Array;
  /** Entries of lemma i = entryStart[i] .. entryStart[i+1), in form byte order. */
  entryStart: Uint32Array;
  entryCode: Uint32Array;
  entryField: Uint16Array;
  /**
   * A form is stored relative to its lemma, like morfologik stores lemmas relative to
   * forms: code c = codeBlob[codeOff[c] .. codeOff[c+1]) = [k, tail...] means
   * "drop k bytes from the lemma's end, append tail". Few distinct codes exist, so
   * forms cost 4 bytes per entry instead of a blob plus an offset.
   */
  codeBlob: Uint8Array;
  codeOff: Uint32Array;
}

export function dictHash(dict: Uint8Array): string {
  return createHash('sha1').update(dict).digest('hex');
}

export function indexPath(cacheDir: string, hash: string): string {
  return join(cacheDir, `polish-${hash.slice(0, 16)}.genidx`);
}

// Growable typed arrays for the build.
class U32 {
  a = new Uint32Array(1 << 16);
  n = 0;
  push(v: number): void {
    if (this.n === this.a.length) { const b = new Uint32Array(this.a.length * 2); b.set(this.a); this.a = b; }
    this.a[this.n++] = v;
  }
  done(): Uint32Array { return this.a.slice(0, this.n); }
}

/**
 * Interns byte strings without creating JS strings: open addressing over FNV-1a
 * hashes, keys kept in one blob. Used for lemmas, form codes and tag fields.
 */
class ByteInterner {
  blob = new Uint8Array(1 << 20);
  used = 0;
  off = new U32();
  private table = new Int32Array(1 << 16).fill(-1);
  private mask = (1 << 16) - 1;
  get size(): number { return this.off.n; }

  constructor() { this.off.push(0); }

  intern(src: Uint8Array, s: number, e: number): number {
    let h = 0x811c9dc5;
    for (let i = s; i < e; i++) h = Math.imul(h ^ src[i], 0x01000193);
    const len = e - s;
    const offs = this.off.a;
    let slot = h & this.mask;
    for (;;) {
      const id = this.table[slot];
      if (id < 0) break;
      const ks = offs[id];
      if (offs[id + 1] - ks === len) {
        let i = 0;
        while (i < len && this.blob[ks + i] === src[s + i]) i++;
        if (i === len) return id;
      }
      slot = (slot + 1) & this.mask;
    }
    const id = this.off.n - 1;
    if (this.used + len > this.blob.length) {
      const b = new Uint8Array(Math.max(this.blob.length * 2, this.used + len)); b.set(this.blob); this.blob = b;
    }
    this.blob.set(src.subarray(s, e), this.used);
    this.used += len;
    this.off.push(this.used);
    this.table[slot] = id;
    if (this.off.n * 2 > this.table.length) this.grow();
    return id;
  }

  private grow(): void {
    const size = this.table.length * 2;
    this.table = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    const offs = this.off.a;
    for (let id = 0; id < this.off.n - 1; id++) {
      let h = 0x811c9dc5;
      for (let i = offs[id]; i < offs[id + 1]; i++) h = Math.imul(h ^ this.blob[i], 0x01000193);
      let slot = h & this.mask;
      while (this.table[slot] >= 0) slot = (slot + 1) & this.mask;
      this.table[slot] = id;
    }
  }

  key(id: number): Uint8Array { return this.blob.subarray(this.off.a[id], this.off.a[id + 1]); }
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** Build from a full enumeration (§3.4). */
export function buildIndex(dict: Dictionary): GenIndex {
  const { fsa, info } = dict;
  const sep = info.separator;
  const lemmas = new ByteInterner();
  const codes = new ByteInterner();
  const fields = new ByteInterner();
  const entLemma = new U32(), entCode = new U32(), entField = new U32();
  const lem = new Uint8Array(4096);
  const code = new Uint8Array(4096);

  fsa.enumerate(fsa.root, (b, len) => {
    let s1 = 0;
    while (s1 < len && b[s1] !== sep) s1++;
    if (s1 >= len) return; // not a dictionary entry
    const es = s1 + 1;
    let s2 = es + info.codeBytes;
    while (s2 < len && b[s2] !== sep) s2++;
    const ll = decodeLemma(info.encoder, b, s1, b, es, s2, lem);
    let cp = 0;
    while (cp < ll && cp < s1 && lem[cp] === b[cp]) cp++;
    // Keep k within a byte: a form sharing nothing with a long lemma drops it all (255 = everything).
    const k = ll - cp;
    code[0] = k > 254 ? 255 : k;
    let cl = 1;
    for (let i = k > 254 ? 0 : cp; i < s1; i++) code[cl++] = b[i];
    entLemma.push(lemmas.intern(lem, 0, ll));
    entCode.push(codes.intern(code, 0, cl));
    entField.push(s2 < len ? fields.intern(b, s2 + 1, len) : fields.intern(b, 0, 0));
  });

  // Tag table and fields.
  const tagIds = new Map<string, number>();
  const tags: string[] = [];
  const nf = fields.size;
  const fieldStart = new Uint32Array(nf + 1);
  const ft: number[] = [];
  for (let f = 0; f < nf; f++) {
    fieldStart[f] = ft.length;
    const k = Buffer.from(fields.key(f)).toString('latin1');
    for (const t of k === '' ? [] : k.split('+')) {
      let id = tagIds.get(t);
      if (id === undefined) { id = tags.length; tagIds.set(t, id); tags.push(t); }
      ft.push(id);
    }
  }
  fieldStart[nf] = ft.length;

  // Lemmas in byte order, for binary search.
  const nl = lemmas.size;
  const order = Array.from({ length: nl }, (_, i) => i).sort((a, b) => compareBytes(lemmas.key(a), lemmas.key(b)));
  const rank = new Uint32Array(nl);
  order.forEach((old, i) => { rank[old] = i; });
  const lemmaOff = new Uint32Array(nl + 1);
  const lemmaBlob = new Uint8Array(lemmas.used);
  let total = 0;
  for (let i = 0; i < nl; i++) {
    const key = lemmas.key(order[i]);
    lemmaOff[i] = total;
    lemmaBlob.set(key, total);
    total += key.length;
  }
  lemmaOff[nl] = total;

  // Counting sort of entries by lemma; stable, so each lemma keeps form order.
  const n = entLemma.n;
  const entryStart = new Uint32Array(nl + 1);
  for (let i = 0; i < n; i++) entryStart[rank[entLemma.a[i]] + 1]++;
  for (let i = 0; i < nl; i++) entryStart[i + 1] += entryStart[i];
  const fill = entryStart.slice(0, nl);
  const entryCode = new Uint32Array(n);
  const entryField = new Uint16Array(n);
  for (let i = 0; i < n; i++) {
    const p = fill[rank[entLemma.a[i]]]++;
    entryCode[p] = entCode.a[i];
    entryField[p] = entField.a[i];
  }
  return {
    tags, fieldStart, fieldTags: Uint16Array.from(ft), lemmaBlob, lemmaOff, entryStart, entryCode, entryField,
    codeBlob: codes.blob.slice(0, codes.used), codeOff: codes.off.done(),
  };
}

const SECTIONS = ['fieldStart', 'fieldTags', 'lemmaBlob', 'lemmaOff', 'entryStart', 'entryCode', 'entryField', 'codeBlob', 'codeOff'] as const;
type SectionName = (typeof SECTIONS)[number];
const CTORS = {
  fieldStart: Uint32Array, fieldTags: Uint16Array, lemmaBlob: Uint8Array, lemmaOff: Uint32Array, entryStart: Uint32Array,
  entryCode: Uint32Array, entryField: Uint16Array, codeBlob: Uint8Array, codeOff: Uint32Array,
} as const;

/** File: MAGIC, u32 header length, JSON header, then 8-byte aligned sections. */
export function serializeIndex(ix: GenIndex, hash: string): Buffer {
  const sections: { name: SectionName; offset: number; length: number }[] = [];
  let off = 0;
  for (const name of SECTIONS) {
    const arr = ix[name];
    sections.push({ name, offset: off, length: arr.length });
    off += (arr.byteLength + 7) & ~7;
  }
  let header = Buffer.from(JSON.stringify({ hash, tags: ix.tags, sections }), 'utf8');
  const headLen = (12 + header.length + 7) & ~7;
  header = Buffer.concat([header, Buffer.alloc(headLen - 12 - header.length, 0x20)]);
  const out = Buffer.alloc(headLen + off);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(header.length, 8);
  header.copy(out, 12);
  for (const s of sections) {
    const arr = ix[s.name];
    out.set(new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength), headLen + s.offset);
  }
  return out;
}

export type IndexResult = { ok: true; index: GenIndex } | { ok: false; reason: string };

export function loadIndex(path: string, hash: string): IndexResult {
  let buf: Buffer;
  try { buf = readFileSync(path); } catch (e) { return { ok: false, reason: (e as Error).message }; }
  if (buf.length < 12 || buf.toString('latin1', 0, 8) !== MAGIC) return { ok: false, reason: 'not a derywat index (or an old version)' };
  const hl = buf.readUInt32LE(8);
  let head: { hash: string; tags: string[]; sections: { name: SectionName; offset: number; length: number }[] };
  try { head = JSON.parse(buf.toString('utf8', 12, 12 + hl)); } catch { return { ok: false, reason: 'corrupt index header' }; }
  if (head.hash !== hash) return { ok: false, reason: 'index was built from another dictionary' };
  const base = buf.byteOffset + ((12 + hl + 7) & ~7);
  // Large reads get their own ArrayBuffer at offset 0, so sections stay aligned; copy otherwise.
  const ab: ArrayBuffer = base % 8 === 0 ? (buf.buffer as ArrayBuffer) : new Uint8Array(buf).buffer;
  const abBase = base % 8 === 0 ? base : (12 + hl + 7) & ~7;
  const ix: Partial<GenIndex> = { tags: head.tags };
  for (const s of head.sections) {
    const Ctor = CTORS[s.name];
    (ix as Record<string, unknown>)[s.name] = new Ctor(ab, abBase + s.offset, s.length);
  }
  return { ok: true, index: ix as GenIndex };
}

/**
 * Load the cached index or build it. Several processes (vitest workers) may get here
 * at once: a lock file makes the others wait instead of building in parallel, and
 * the writer renames a complete file into place, so readers never see a partial one.
 */
export function obtainIndex(dict: Dictionary, dictBytes: Uint8Array, cacheDir: string, say: (s: string) => void): IndexResult & { path?: string } {
  const hash = dictHash(dictBytes);
  const path = indexPath(cacheDir, hash);
  if (existsSync(path)) {
    const r = loadIndex(path, hash);
    if (r.ok) return { ...r, path };
  }
  const lock = `${path}.lock`;
  let fd = -1;
  const deadline = Date.now() + 180_000;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  let writable = true;
  try { mkdirSync(cacheDir, { recursive: true }); accessSync(cacheDir, constants.W_OK); } catch { writable = false; }
  while (writable) {
    try {
      fd = openSync(lock, 'wx');
      // The previous holder may have finished between our check and our lock.
      if (existsSync(path)) { const r = loadIndex(path, hash); if (r.ok) { closeSync(fd); unlinkSync(lock); return { ...r, path }; } }
      break;
    } catch { /* someone else is building */ }
    if (existsSync(path)) { const r = loadIndex(path, hash); if (r.ok) return { ...r, path }; }
    try {
      // A lock older than any real build is left over from a killed process.
      if (Date.now() - statSync(lock).mtimeMs > 120_000) { unlinkSync(lock); continue; }
    } catch { continue; }
    if (Date.now() > deadline) break;
    Atomics.wait(sleeper, 0, 0, 200);
  }
  try {
    say(`derywat: building the generation index (once per dictionary, about 10 s) in ${cacheDir} ...\n`);
    const t0 = Date.now();
    const index = buildIndex(dict);
    if (writable) try { atomicWrite(path, serializeIndex(index, hash)); } catch (e) { say(`derywat: could not cache the index: ${(e as Error).message}\n`); }
    say(`derywat: index built in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
    return { ok: true, index, path: writable ? path : undefined };
  } finally {
    if (fd >= 0) { closeSync(fd); try { unlinkSync(lock); } catch { /* already gone */ } }
  }
}
