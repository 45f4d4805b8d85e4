// The Morphology the rule engine calls: analysis on the raw automaton (cheap to
// open, so the CLI starts fast), generation on the lazily loaded index, and
// re-inflection that writes XPOS/FEATS the way UD Polish PDB does.
import { Cfsa2 } from './cfsa2.js';
import { Dictionary, parseInfo, type Reading } from './dictionary.js';
import { obtainIndex, type GenIndex } from './genindex.js';
import { locateDictionary, morphLoadError, type DictFiles, type MorphLoadError } from './obtain.js';
import {
  C, CLASSES, G, NCAT, NCLASS, UD_CASE, VALUES, XPOS_DERIVED_KEYS, classId, featsFromXpos, parsePolimorfTag,
  parseXpos, renderXpos, resolve, sortFeats, specFromNkjp, specFromUd, tagMatches, tagScore, type Spec,
} from './tags.js';
import { detach } from '../conllu/fields.js';

export interface WordForm { form: string; lemma: string; upos: string; xpos: string; feats: Map<string, string> }
export type InflectResult =
  | { ok: true; value: WordForm; query: string /* the constraint sent to generate, for `explain` */ }
  | { ok: false; reason: string /* short, countable, e.g. "no form: trzymać ppas:sg:nom:f" */; query: string };
export interface Generated { form: string; tag: string }

export interface Morphology {
  analyse(form: string): Reading[];
  generate(lemma: string, constraints: string | Map<string, string>): Generated[];
  /** `avoid`: spellings passed over when another form fits too (dispreferred variants: wiela for wielu). */
  inflect(word: WordForm, changes: Map<string, string>, avoid?: ReadonlySet<string>): InflectResult;
  inflectLemma(lemma: string, upos: string, feats: Map<string, string>, avoid?: ReadonlySet<string>): InflectResult;
  /** Whether the lemma has forms of the class (e.g. ppas: the verb has a passive participle). */
  hasForms(lemma: string, cls: string): boolean;
}

/** Categories that take part in matching for each class (PDB's XPOS slots, plus praet's hidden person). */
const MATCH_CATS: Record<string, number[]> = {
  subst: [C.number, C.case, C.gender], depr: [C.number, C.case, C.gender],
  adj: [C.number, C.case, C.gender, C.degree], adjp: [C.case], adv: [C.degree], adja: [], adjc: [],
  num: [C.number, C.case, C.gender, C.accom],
  ppron12: [C.number, C.case, C.gender, C.person, C.accent], ppron3: [C.number, C.case, C.gender, C.person, C.accent, C.praep],
  siebie: [C.case], fin: [C.number, C.person, C.aspect], bedzie: [C.number, C.person, C.aspect],
  impt: [C.number, C.person, C.aspect], praet: [C.number, C.gender, C.person, C.aspect], pot: [C.number, C.gender, C.person, C.aspect],
  winien: [C.number, C.gender, C.aspect], imps: [C.aspect], inf: [C.aspect], pcon: [C.aspect], pant: [C.aspect],
  ger: [C.number, C.case, C.gender, C.aspect, C.polarity], pact: [C.number, C.case, C.gender, C.aspect, C.polarity],
  ppas: [C.number, C.case, C.gender, C.aspect, C.polarity], prep: [C.case, C.vocal],
};

/** Lexical features PDB writes that no tag determines, for words created from a lemma. */
const LEXICAL: Record<string, Record<string, string>> = {
  'nie PART': { Polarity: 'Neg' },
  'który DET': { PronType: 'Rel' }, 'jaki DET': { PronType: 'Int' }, 'żaden DET': { PronType: 'Neg' },
  'ten DET': { PronType: 'Dem' }, 'tamten DET': { PronType: 'Dem' }, 'taki DET': { PronType: 'Dem' },
  'każdy DET': { PronType: 'Tot' }, 'wszystek DET': { PronType: 'Tot' }, 'jakiś DET': { PronType: 'Ind' },
  'nikt PRON': { PronType: 'Neg' }, 'nic PRON': { PronType: 'Neg' }, 'kto PRON': { PronType: 'Int' },
  'co PRON': { PronType: 'Int' }, 'ktoś PRON': { PronType: 'Ind' }, 'coś PRON': { PronType: 'Ind' },
  'wszyscy PRON': { PronType: 'Tot' }, 'się PRON': { PronType: 'Prs', Reflex: 'Yes' }, 'siebie PRON': { PronType: 'Prs', Reflex: 'Yes' },
};
const PRS_CLASSES = new Set(['ppron12', 'ppron3']);

type FastBuffer = Buffer & { utf8Slice(s: number, e: number): string; utf8Write(s: string, o: number): number };

/** Restrict a spec to the categories its classes inflect for; returns a copy. */
function narrowSpec(s: Spec): Spec {
  if (s.anyClass) return s;
  const keep = new Uint8Array(NCAT);
  for (let k = 0; k < NCLASS; k++) if (s.classes[k]) for (const c of MATCH_CATS[CLASSES[k]] ?? []) keep[c] = 1;
  const masks = s.masks.slice();
  for (let c = 0; c < NCAT; c++) if (!keep[c]) masks[c] = 0;
  const praet = s.classes[classId('praet')] || s.classes[classId('pot')];
  // PDB's praet never carries the person: the bare PoliMorf form is the third person.
  if (praet) masks[C.person] = 4;
  return { ...s, masks, primaryGender: masks[C.gender] ? s.primaryGender : 0 };
}

/** A spec back as a constraint string (round-trips through specFromNkjp). */
export function specToString(s: Spec): string {
  const cls = s.anyClass
    ? '_'
    : CLASSES.map((n, i) => [n, s.classes[i]] as const).filter(([, r]) => r > 0).sort((a, b) => a[1] - b[1]).map(([n]) => n).join('.');
  const slots = [cls];
  for (let c = 0; c < NCAT; c++) {
    let m = c === C.gender && s.primaryGender ? s.primaryGender : s.masks[c];
    if (!m) continue;
    const vals: string[] = [];
    if (c === C.gender && (m & 48) === 48) { vals.push('n'); m &= ~48; }
    for (let b = 0; b < VALUES[c].length; b++) if (m & (1 << b)) vals.push(VALUES[c][b]);
    slots.push(vals.join('.'));
  }
  return slots.join(':');
}

function featsKey(m: Map<string, string>): string {
  let k = '';
  for (const [a, b] of m) k += `${a}=${b}|`;
  return k;
}

export class PolimorfMorphology implements Morphology {
  readonly dict: Dictionary;
  readonly files: DictFiles;
  private quiet: boolean;
  private ix: GenIndex | null = null;
  indexPath: string | null = null;
  private tagCls = new Int16Array(0);
  private tagMasks = new Uint16Array(0);
  private specs = new Map<string, Spec | null>();
  private cache = new Map<string, Map<string, Generated[]>>();
  private cacheSize = 0;
  private q = Buffer.allocUnsafe(1024) as FastBuffer;
  private out = Buffer.allocUnsafe(1024) as FastBuffer;

  constructor(dict: Dictionary, files: DictFiles, quiet: boolean) {
    this.dict = dict;
    this.files = files;
    this.quiet = quiet;
  }

  analyse(form: string): Reading[] {
    return this.dict.analyse(form);
  }

  /** Load (or build, once per dictionary) the generation index. */
  index(): GenIndex {
    if (this.ix) return this.ix;
    const say = this.quiet ? () => {} : (s: string) => process.stderr.write(s);
    const r = obtainIndex(this.dict, this.files.dict, this.files.cacheDir, say);
    if (!r.ok) throw new Error(`generation index: ${r.reason}`); // obtainIndex builds in memory when it cannot cache
    const ix = r.index;
    this.indexPath = r.path ?? null;
    this.tagCls = new Int16Array(ix.tags.length);
    this.tagMasks = new Uint16Array(ix.tags.length * NCAT);
    ix.tags.forEach((t, i) => {
      const p = parsePolimorfTag(t);
      this.tagCls[i] = p.cls;
      this.tagMasks.set(p.masks, i * NCAT);
    });
    this.ix = ix;
    return ix;
  }

  /** Index of a lemma in the sorted lemma table, or -1 (binary search on UTF-8 bytes). */
  lemmaIndex(lemma: string): number {
    const ix = this.index();
    if (lemma.length * 3 > this.q.length) this.q = Buffer.allocUnsafe(lemma.length * 4) as FastBuffer;
    const n = this.q.utf8Write(lemma, 0);
    const q = this.q, blob = ix.lemmaBlob, off = ix.lemmaOff;
    let lo = 0, hi = off.length - 2;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const s = off[mid], len = off[mid + 1] - s;
      let cmp = 0;
      const m = Math.min(len, n);
      for (let i = 0; i < m && cmp === 0; i++) cmp = blob[s + i] - q[i];
      if (cmp === 0) cmp = len - n;
      if (cmp === 0) return mid;
      if (cmp < 0) lo = mid + 1; else hi = mid - 1;
    }
    return -1;
  }

  private formOf(li: number, code: number): string {
    const ix = this.ix!;
    const ls = ix.lemmaOff[li], ll = ix.lemmaOff[li + 1] - ls;
    const cs = ix.codeOff[code], ce = ix.codeOff[code + 1];
    const k = ix.codeBlob[cs];
    const keep = k === 255 ? 0 : ll - k;
    const need = keep + ce - cs;
    if (need > this.out.length) this.out = Buffer.allocUnsafe(need * 2) as FastBuffer;
    const o = this.out;
    for (let i = 0; i < keep; i++) o[i] = ix.lemmaBlob[ls + i];
    let p = keep;
    for (let i = cs + 1; i < ce; i++) o[p++] = ix.codeBlob[i];
    return o.utf8Slice(0, p);
  }

  specOf(constraints: string | Map<string, string>, upos?: string): Spec | null {
    const key = typeof constraints === 'string' ? constraints : `\u0000${upos ?? ''}|${featsKey(constraints)}`;
    let s = this.specs.get(key);
    if (s !== undefined) return s;
    let r;
    if (typeof constraints === 'string' && !constraints.includes('=')) r = specFromNkjp(constraints);
    else r = specFromUd(constraints, upos);
    s = r.ok ? (typeof constraints === 'string' && !constraints.includes('=') ? r.spec : narrowSpec(r.spec)) : null;
    if (this.specs.size > 10_000) this.specs.clear();
    this.specs.set(key, s);
    return s;
  }

  /** Every form of the lemma matching the spec, best first (see tagScore), then form order. */
  generateSpec(lemma: string, spec: Spec, ranked = true): Generated[] {
    const li = this.lemmaIndex(lemma);
    if (li < 0) return [];
    const ix = this.ix!;
    const hits: { e: number; t: number; score: number }[] = [];
    const cls = this.tagCls, masks = this.tagMasks;
    for (let e = ix.entryStart[li]; e < ix.entryStart[li + 1]; e++) {
      const f = ix.entryField[e];
      for (let j = ix.fieldStart[f]; j < ix.fieldStart[f + 1]; j++) {
        const t = ix.fieldTags[j];
        if (tagMatches(cls[t], masks, t * NCAT, spec)) hits.push({ e, t, score: tagScore(cls[t], masks, t * NCAT, spec) });
      }
    }
    // Among equally good tags, the citation form itself beats rarer variants
    // (który over archaic któren for nom sg m).
    if (ranked && hits.length > 1)
      for (const h of hits) if (this.formOf(li, ix.entryCode[h.e]) === lemma) h.score -= 0.5;
    if (ranked) hits.sort((a, b) => a.score - b.score || a.e - b.e || a.t - b.t);
    return hits.map((h) => ({ form: this.formOf(li, ix.entryCode[h.e]), tag: ix.tags[h.t] }));
  }

  generate(lemma: string, constraints: string | Map<string, string>): Generated[] {
    const ckey = typeof constraints === 'string' ? constraints : `\u0000${featsKey(constraints)}`;
    let byLemma = this.cache.get(ckey);
    const hit = byLemma?.get(lemma);
    if (hit) return hit;
    const spec = this.specOf(constraints);
    const res = spec ? this.generateSpec(lemma, spec) : [];
    if (this.cacheSize > 200_000) { this.cache.clear(); this.cacheSize = 0; byLemma = undefined; }
    if (!byLemma) { byLemma = new Map(); this.cache.set(ckey, byLemma); }
    byLemma.set(lemma, res);
    this.cacheSize++;
    return res;
  }

  /** Why a constraint cannot be parsed, or null when it can. */
  constraintError(constraints: string): string | null {
    const r = constraints.includes('=') ? specFromUd(constraints) : specFromNkjp(constraints);
    return r.ok ? null : r.reason;
  }

  private classCache = new Map<string, boolean>();

  /** Whether the lemma has forms of a class (NKJP name: ppas, pact, pcon, ger, ...): a lexical test for rules (transitive = has ppas). */
  hasForms(lemma: string, cls: string): boolean {
    const key = `${lemma}\u0001${cls}`;
    let v = this.classCache.get(key);
    if (v === undefined) {
      const r = specFromNkjp(cls);
      v = r.ok ? this.generate(lemma, cls).length > 0 : false;
      this.classCache.set(key, v);
    }
    return v;
  }

  /** All forms of a lemma with their tags, in form order. */
  paradigm(lemma: string): Generated[] {
    const r = specFromNkjp('_');
    return r.ok ? this.generateSpec(lemma, r.spec, false) : [];
  }

  /** The dictionary's spelling of a lemma: as given, else found through the word's own readings. */
  private dictLemma(lemma: string, form: string | null): string | null {
    if (this.lemmaIndex(lemma) >= 0) return lemma;
    const low = lemma.toLowerCase();
    if (form) {
      for (const r of this.analyse(form)) if (r.lemma.toLowerCase() === low && this.lemmaIndex(r.lemma) >= 0) return r.lemma;
    }
    if (low !== lemma && this.lemmaIndex(low) >= 0) return low;
    return null;
  }

  /** Generate with a UD-derived spec; relax aspect if the lemma has no form with it. */
  private best(lemma: string, spec: Spec, like: string | null = null, avoid?: ReadonlySet<string>): { g: Generated; query: string } | { g: null; query: string } {
    let query = specToString(spec);
    let res = this.generate(lemma, query);
    if (res.length === 0 && spec.masks[C.aspect]) {
      const masks = spec.masks.slice();
      masks[C.aspect] = 0;
      const relaxed = specToString({ ...spec, masks });
      const r2 = this.generate(lemma, relaxed);
      if (r2.length) { res = r2; query = relaxed; }
    }
    if (res.length > 1 && avoid && avoid.size && res.some((g) => avoid.has(g.form))) {
      // A dispreferred spelling goes when the dictionary has another form for these features
      // (wiela / wielu, uczni / uczniów).
      const fine = res.filter((g) => !avoid.has(g.form));
      if (fine.length) res = fine;
    }
    if (res.length > 1 && like !== null) {
      // Variants with the same tag (wszystkie / wsze): stay closest to the word's own spelling.
      const tag = res[0].tag;
      let best = res[0];
      let bestLen = commonPrefix(best.form, like);
      for (const g of res) {
        if (g.tag !== tag) break;
        const n = commonPrefix(g.form, like);
        if (n > bestLen) { best = g; bestLen = n; }
      }
      return { g: best, query };
    }
    return res.length ? { g: res[0], query } : { g: null, query };
  }

  /** Render the chosen PoliMorf tag in PDB style; `prev` is the word being re-inflected, if any. */
  private render(g: Generated, spec: Spec, upos: string, prevXpos: string | null): { xpos: string; upos: string } {
    const t = parsePolimorfTag(g.tag);
    const v = resolve(t.masks, 0, spec);
    const name = t.cls < 0 ? 'xxx' : CLASSES[t.cls];
    if (name === 'subst' || name === 'num') {
      // NKJP2's collectivity slot is lexical: keep the word's, else PDB's default.
      const prev = prevXpos ? parseXpos(prevXpos) : null;
      if (prev && prev.masks[C.coll]) v[C.coll] = prev.masks[C.coll];
      else if (name === 'subst' && t.masks[C.gender] & (64 | 128 | 256) && !(t.masks[C.gender] & ~(64 | 128 | 256))) v[C.coll] = 4; // pt
      else if (name === 'subst' && v[C.gender] & 48) v[C.coll] = 2; // ncol
    }
    let newUpos = upos;
    if (name === 'ppas' || name === 'pact') newUpos = 'ADJ';
    else if (name === 'ger') newUpos = 'NOUN';
    else if (['fin', 'praet', 'pot', 'impt', 'imps', 'inf', 'pcon', 'pant', 'bedzie', 'winien'].includes(name)) {
      newUpos = upos === 'AUX' || upos === 'VERB' ? upos : 'VERB';
    }
    return { xpos: renderXpos(t.cls, v), upos: newUpos };
  }

  // Re-inflection is a pure function of its inputs; the engine asks the same things often.
  private inflected = new Map<string, InflectResult>();

  private remember(key: string, r: InflectResult): InflectResult {
    if (this.inflected.size > 100_000) this.inflected.clear();
    // A key built from input words may hold slices of a whole input chunk: keep a copy.
    this.inflected.set(detach(key), r);
    return copyResult(r);
  }

  inflect(word: WordForm, changes: Map<string, string>, avoid?: ReadonlySet<string>): InflectResult {
    const key = `${word.form}\u0001${word.lemma}\u0001${word.upos}\u0001${word.xpos}\u0001${featsKey(word.feats)}\u0001${featsKey(changes)}${avoidKey(avoid)}`;
    const hit = this.inflected.get(key);
    return hit ? copyResult(hit) : this.remember(key, this.inflectUncached(word, changes, avoid));
  }

  inflectLemma(lemma: string, upos: string, feats: Map<string, string>, avoid?: ReadonlySet<string>): InflectResult {
    const key = `\u0002${lemma}\u0001${upos}\u0001${featsKey(feats)}${avoidKey(avoid)}`;
    const hit = this.inflected.get(key);
    return hit ? copyResult(hit) : this.remember(key, this.inflectLemmaUncached(lemma, upos, feats, avoid));
  }

  private inflectUncached(word: WordForm, changes: Map<string, string>, avoid?: ReadonlySet<string>): InflectResult {
    const feats = new Map(word.feats);
    for (const [k, v] of changes) if (v === '') feats.delete(k); else feats.set(k, v);
    // Numbers written in digits or Roman numerals (194, 2+, II) are spelt the same in
    // every case: only the annotation changes. Nothing is guessed: the form is the word's own.
    if (INVARIANT_NUMBER.test(word.form) && [...changes.keys()].every((k) => k === 'Case' || k === 'Number' || k === 'Gender' || k === 'Animacy')) {
      const caseTag = CASE_TAGS[feats.get('Case') ?? ''];
      const xpos = caseTag ? word.xpos.split(':').map((x) => (CASE_VALUES.has(x) ? caseTag : x)).join(':') : word.xpos;
      return { ok: true, value: { form: word.form, lemma: word.lemma, upos: word.upos, xpos, feats: sortFeats(feats) }, query: `${word.form} (invariant)` };
    }
    // praet has no Person in PDB; Tense=Past from a finite verb drops it.
    const r = specFromUd(feats, word.upos);
    if (!r.ok) return { ok: false, reason: `bad features: ${r.reason}`, query: '' };
    const spec = narrowSpec(r.spec);
    const lemma = this.dictLemma(word.lemma, word.form);
    if (lemma === null) return { ok: false, reason: `unknown lemma: ${word.lemma}`, query: specToString(spec) };
    // A numeral keeps its own accommodability where it can (trzy oznaczenia -> przez trzy,
    // not collective troje; dwaj -> dwóch has no congr accusative and changes).
    const prev = parseXpos(word.xpos);
    let b: ReturnType<PolimorfMorphology['best']> | null = null;
    if (prev.cls === classId('num') && prev.masks[C.accom] && !spec.masks[C.accom]) {
      const masks = spec.masks.slice();
      masks[C.accom] = prev.masks[C.accom];
      // In an oblique case a non-collective numeral is congruent (kilka -> kilku, not collective kilkorga). A tag
      // without the collectivity slot (UD Polish LFG, part of PDB: num:pl:acc:f:rec) is non-collective when its
      // gender is masculine or feminine: collectives are neuter (pięć stodół -> pięciu, not pięciorga).
      const nonCollective = prev.masks[C.coll] === 2 || (prev.masks[C.coll] === 0 && (prev.masks[C.gender] & (G.m1 | G.m2 | G.m3 | G.f)) !== 0);
      if ((spec.masks[C.case] & ~(1 | 8 | 64)) !== 0 && nonCollective) masks[C.accom] = 1;
      const kept = this.best(lemma, { ...spec, masks }, word.form.toLowerCase(), avoid);
      if (kept.g) b = kept;
    }
    b ??= this.best(lemma, spec, word.form.toLowerCase(), avoid);
    if (!b.g) return { ok: false, reason: `no form: ${word.lemma} ${b.query}`, query: b.query };
    const { xpos, upos } = this.render(b.g, spec, word.upos, word.xpos);
    const out = featsFromXpos(xpos, upos, word.lemma);
    // Lexical features (PronType, NumType, ...) survive while the class stays the same.
    if (parseXpos(xpos).cls === parseXpos(word.xpos).cls && upos === word.upos) {
      for (const [k, v] of feats) if (!XPOS_DERIVED_KEYS.has(k) && !out.has(k)) out.set(k, v);
    }
    return { ok: true, value: { form: b.g.form, lemma: word.lemma, upos, xpos, feats: sortFeats(out) }, query: b.query };
  }

  private inflectLemmaUncached(lemma: string, upos: string, feats: Map<string, string>, avoid?: ReadonlySet<string>): InflectResult {
    const r = specFromUd(feats, upos);
    if (!r.ok) return { ok: false, reason: `bad features: ${r.reason}`, query: '' };
    const spec = narrowSpec(r.spec);
    const dl = this.dictLemma(lemma, null);
    if (dl === null) return { ok: false, reason: `unknown lemma: ${lemma}`, query: specToString(spec) };
    const b = this.best(dl, spec, null, avoid);
    if (!b.g) return { ok: false, reason: `no form: ${lemma} ${b.query}`, query: b.query };
    const { xpos, upos: newUpos } = this.render(b.g, spec, upos, null);
    const out = featsFromXpos(xpos, newUpos, lemma);
    const cls = xpos.split(':')[0];
    if (PRS_CLASSES.has(cls)) out.set('PronType', 'Prs');
    for (const [k, v] of Object.entries(LEXICAL[`${lemma} ${upos}`] ?? {})) out.set(k, v);
    for (const [k, v] of feats) if (!XPOS_DERIVED_KEYS.has(k)) out.set(k, v);
    return { ok: true, value: { form: b.g.form, lemma, upos: newUpos, xpos, feats: sortFeats(out) }, query: b.query };
  }
}

/** Callers own the result (they may edit feats), so cached results are handed out as copies. */
function copyResult(r: InflectResult): InflectResult {
  return r.ok ? { ok: true, value: { ...r.value, feats: new Map(r.value.feats) }, query: r.query } : r;
}

const INVARIANT_NUMBER = /^(?:[0-9][0-9.,:+%/–-]*|[IVXLCDM]+)$/;
const CASE_TAGS = UD_CASE;
const CASE_VALUES = new Set(VALUES[C.case]);

export interface LoadOptions { dict?: string; quiet?: boolean }

/** Find (or fetch) the dictionary and open it; errors come back as a MorphLoadError value. */
export async function loadMorphology(opts: LoadOptions = {}): Promise<PolimorfMorphology | MorphLoadError> {
  const files = locateDictionary({ dict: opts.dict, quiet: opts.quiet });
  if ('kind' in files) return files;
  const fsa = Cfsa2.open(files.dict);
  if (!fsa.ok) return morphLoadError(`${files.origin}: ${fsa.reason}`);
  const info = parseInfo(files.info);
  if (!info.ok) return morphLoadError(`${files.origin}: ${info.reason}`);
  return new PolimorfMorphology(new Dictionary(fsa.fsa, info.info), files, opts.quiet ?? false);
}

// Cache keys of avoid sets: one id per set object.
const avoidIds = new WeakMap<ReadonlySet<string>, number>();
let nextAvoidId = 1;
function avoidKey(avoid: ReadonlySet<string> | undefined): string {
  if (!avoid || avoid.size === 0) return '';
  let id = avoidIds.get(avoid);
  if (id === undefined) { id = nextAvoidId++; avoidIds.set(avoid, id); }
  return `\u0003${id}`;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
