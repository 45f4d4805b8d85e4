// One model for PoliMorf tags, NKJP/PDB XPOS and UD FEATS: a class plus one
// bitmask per grammatical category. PoliMorf alternatives (`m1.m2.m3`) are
// masks with several bits; a constraint is the same structure, where 0 in a
// category means "unconstrained". Unification is a bitwise AND per category.

/** Categories, in a fixed order; the index is the category id. */
export const CATEGORIES = [
  'number', 'case', 'gender', 'person', 'aspect', 'degree', 'polarity', 'refl',
  'accent', 'praep', 'accom', 'vocal', 'pun', 'agl', 'coll',
] as const;
export type Category = (typeof CATEGORIES)[number];
export const NCAT = CATEGORIES.length;
export const C = Object.fromEntries(CATEGORIES.map((c, i) => [c, i])) as Record<Category, number>;

/** Values of each category; a value's bit is 1 << its index. Every value name is unique across categories. */
export const VALUES: readonly (readonly string[])[] = [
  ['sg', 'pl'],
  ['nom', 'gen', 'dat', 'acc', 'inst', 'loc', 'voc'],
  ['m1', 'm2', 'm3', 'f', 'n1', 'n2', 'p1', 'p2', 'p3'],
  ['pri', 'sec', 'ter'],
  ['imperf', 'perf'],
  ['pos', 'com', 'sup'],
  ['aff', 'neg'],
  ['refl', 'nonrefl'],
  ['akc', 'nakc'],
  ['praep', 'npraep'],
  ['congr', 'rec'],
  ['wok', 'nwok'],
  ['pun', 'npun'],
  ['agl', 'nagl'],
  ['col', 'ncol', 'pt'],
];

const VALUE_INDEX = new Map<string, [number, number]>();
VALUES.forEach((vals, c) => vals.forEach((v, i) => VALUE_INDEX.set(v, [c, 1 << i])));
// NKJP's neuter covers PoliMorf's n1 and n2.
VALUE_INDEX.set('n', [C.gender, (1 << 4) | (1 << 5)]);

export const G = { m1: 1, m2: 2, m3: 4, f: 8, n1: 16, n2: 32, p1: 64, p2: 128, p3: 256 } as const;
const NEUT = G.n1 | G.n2;

/** Classes (NKJP spelling; PoliMorf `verb:X` is class X, NKJP2 `part` is `qub`). */
export const CLASSES = [
  'subst', 'depr', 'adj', 'adja', 'adjp', 'adjc', 'adv', 'num', 'ppron12', 'ppron3', 'siebie',
  'fin', 'bedzie', 'aglt', 'praet', 'pot', 'impt', 'imps', 'inf', 'pcon', 'pant', 'ger', 'pact', 'ppas',
  'winien', 'pred', 'qub', 'prep', 'conj', 'comp', 'interj', 'burk', 'brev', 'interp', 'xxx',
] as const;
export type TagClass = (typeof CLASSES)[number];
export const NCLASS = CLASSES.length;
const CLASS_INDEX = new Map<string, number>(CLASSES.map((c, i) => [c, i]));
CLASS_INDEX.set('part', CLASS_INDEX.get('qub')!);
const VERB_CLASSES = new Set(['fin', 'praet', 'pot', 'impt', 'imps', 'inf', 'bedzie', 'winien', 'pred']);
export const classId = (name: string): number => CLASS_INDEX.get(name) ?? -1;

/** A parsed single interpretation. */
export interface Tag {
  cls: number;
  masks: Uint16Array;
}

export function popcount(x: number): number {
  let n = 0;
  while (x) { x &= x - 1; n++; }
  return n;
}

/** One PoliMorf interpretation (no `+`), slots read by value since some are optional. */
export function parsePolimorfTag(tag: string): Tag {
  const slots = tag.split(':');
  let first = 1;
  let cls = classId(slots[0]);
  if (slots[0] === 'verb') {
    cls = VERB_CLASSES.has(slots[1]) ? classId(slots[1]) : -1;
    first = 2;
  }
  const masks = new Uint16Array(NCAT);
  for (let i = first; i < slots.length; i++) {
    for (const v of slots[i].split('.')) {
      const hit = VALUE_INDEX.get(v);
      if (hit) masks[hit[0]] |= hit[1];
    }
  }
  return { cls, masks };
}

/**
 * A generation constraint: allowed classes, a mask per category (0 = free) and the
 * gender bits that count as an exact hit (the rest of the gender mask are PoliMorf's
 * plural-only p1/p2/p3 equivalents, accepted but ranked lower).
 */
export interface Spec {
  classes: Uint8Array; // 0 = not allowed, otherwise 1 + preference rank
  anyClass: boolean;
  masks: Uint16Array;
  primaryGender: number;
}

function emptySpec(): Spec {
  return { classes: new Uint8Array(NCLASS), anyClass: true, masks: new Uint16Array(NCAT), primaryGender: 0 };
}

function allowClasses(s: Spec, names: readonly string[]): boolean {
  let rank = 1;
  for (const n of names) {
    const id = classId(n);
    if (id < 0) return false;
    if (!s.classes[id]) s.classes[id] = rank++;
  }
  s.anyClass = false;
  return true;
}

/** Extend genders for plural matching: virile ↔ m1|p1, every non-virile ↔ itself|p2|p3. */
function finishGender(s: Spec): void {
  const g = s.masks[C.gender];
  if (!g) return;
  s.primaryGender = g;
  if (s.masks[C.number] === 1) return; // singular only: p-genders never occur
  let ext = g;
  if (g & G.m1) ext |= G.p1;
  if (g & (G.m2 | G.m3 | G.f | NEUT)) ext |= G.p2 | G.p3;
  s.masks[C.gender] = ext;
}

export type SpecResult = { ok: true; spec: Spec } | { ok: false; reason: string };

/**
 * NKJP/PDB-style partial tag: `ppas:sg:acc:m1`, `fin:pl:ter`, `praet:sg:f`, `pcon`,
 * also PoliMorf spelling (`verb:fin:...`). `.` gives alternatives in any slot,
 * including the class (`adj.num:pl:nom`); `_` or an empty class means any class.
 */
export function specFromNkjp(constraint: string): SpecResult {
  const s = emptySpec();
  const slots = constraint.trim().split(':');
  let first = 1;
  let head = slots[0];
  if (head === 'verb') { head = slots[1] ?? ''; first = 2; }
  if (head !== '' && head !== '_') {
    if (!allowClasses(s, head.split('.'))) return { ok: false, reason: `unknown class in "${constraint}"` };
  }
  for (let i = first; i < slots.length; i++) {
    if (slots[i] === '' || slots[i] === '_') continue;
    for (const v of slots[i].split('.')) {
      const hit = VALUE_INDEX.get(v);
      if (!hit) return { ok: false, reason: `unknown tag value "${v}" in "${constraint}"` };
      s.masks[hit[0]] |= hit[1];
    }
  }
  // NKJP2's collectivity and agglutination slots are lexical and PoliMorf has none: not constraints.
  s.masks[C.coll] = 0;
  s.masks[C.agl] = 0;
  // NKJP praet/pot carry no person (the agglutinate is a separate token); PoliMorf
  // folds it in, and the bare form is the third person.
  const praet = classId('praet'), pot = classId('pot');
  if (!s.anyClass && (s.classes[praet] || s.classes[pot]) && !s.masks[C.person]) s.masks[C.person] = 4;
  finishGender(s);
  return { ok: true, spec: s };
}

// ---------------------------------------------------------------------------
// UD features

export const UD_CASE: Record<string, string> = { Nom: 'nom', Gen: 'gen', Dat: 'dat', Acc: 'acc', Ins: 'inst', Loc: 'loc', Voc: 'voc' };
const UD_NUMBER: Record<string, string> = { Sing: 'sg', Plur: 'pl', Ptan: 'pl' };
const UD_PERSON: Record<string, string> = { '1': 'pri', '2': 'sec', '3': 'ter' };
const UD_ASPECT: Record<string, string> = { Imp: 'imperf', Perf: 'perf' };
const UD_DEGREE: Record<string, string> = { Pos: 'pos', Cmp: 'com', Sup: 'sup' };
const UD_POLARITY: Record<string, string> = { Pos: 'aff', Neg: 'neg' };
const inverse = (r: Record<string, string>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [v, k]));
const CASE_UD = inverse(UD_CASE), PERSON_UD = inverse(UD_PERSON), ASPECT_UD = inverse(UD_ASPECT);
const DEGREE_UD = inverse(UD_DEGREE), POLARITY_UD = inverse(UD_POLARITY);

/** Which NKJP class(es) UD features (and UPOS, when given) describe, best first. */
export function classesFromUd(feats: Map<string, string>, upos?: string): string[] | null {
  const vf = feats.get('VerbForm');
  const tense = feats.get('Tense');
  switch (vf) {
    case 'Fin':
      if (feats.get('Mood') === 'Imp') return ['impt'];
      if (feats.get('Person') === '0') return ['imps'];
      if (feats.get('VerbType') === 'Mod') return ['winien'];
      if (feats.get('VerbType') === 'Quasi') return ['pred'];
      if (tense === 'Past') return feats.get('Mood') === 'Cnd' ? ['pot'] : ['praet'];
      // Imperfective future is analytic; only być has a synthetic one (będzie).
      if (tense === 'Fut' && feats.get('Aspect') !== 'Perf') return ['bedzie', 'fin'];
      return ['fin'];
    case 'Inf': return ['inf'];
    case 'Conv': return tense === 'Past' ? ['pant'] : ['pcon'];
    case 'Part': return feats.get('Voice') === 'Pass' ? ['ppas'] : ['pact'];
    case 'Vnoun': return ['ger'];
  }
  switch (upos) {
    case 'NOUN': case 'PROPN': return feats.get('Polite') === 'Depr' ? ['depr'] : ['subst'];
    case 'ADJ': return ['adj', 'adja', 'adjc', 'adjp'];
    case 'DET': return ['adj', 'num'];
    case 'PRON':
      if (feats.get('Reflex') === 'Yes') return feats.has('Case') ? ['siebie'] : ['qub'];
      return ['ppron3', 'ppron12', 'subst', 'adj', 'siebie'];
    case 'NUM': return ['num'];
    case 'ADV': return ['adv'];
    case 'ADP': return ['prep'];
    case 'PART': return ['qub'];
    case 'CCONJ': return ['conj'];
    case 'SCONJ': return ['comp'];
    case 'INTJ': return ['interj'];
    case 'VERB': case 'AUX': return ['inf'];
  }
  return null;
}

function genderMaskFromUd(feats: Map<string, string>): number {
  // SubGender (UD Polish LFG's masculine subgenders) refines a masculine Gender only: an edit or
  // an agreement that made the word feminine or neuter outranks a SubGender left over from its source
  const gender = feats.get('Gender');
  const sub = gender === undefined || gender === 'Masc' ? feats.get('SubGender') : undefined;
  if (sub === 'Masc1') return G.m1;
  if (sub === 'Masc2') return G.m2;
  if (sub === 'Masc3') return G.m3;
  let m = 0;
  for (const g of (feats.get('Gender') ?? '').split(',')) {
    if (g === 'Masc') {
      const an = feats.get('Animacy');
      m |= an === 'Hum' ? G.m1 : an === 'Nhum' ? G.m2 : an === 'Inan' ? G.m3 : G.m1 | G.m2 | G.m3;
    } else if (g === 'Fem') m |= G.f;
    else if (g === 'Neut') m |= NEUT;
  }
  return m;
}

/** UD features (Map or `A=B|C=D`) → constraint. Features outside the tag model are ignored. */
export function specFromUd(featsIn: Map<string, string> | string, upos?: string): SpecResult {
  const feats = typeof featsIn === 'string' ? parseFeats(featsIn) : featsIn;
  const s = emptySpec();
  const cls = classesFromUd(feats, upos);
  if (cls) allowClasses(s, cls);
  const set = (c: number, table: Record<string, string>, key: string): string | null => {
    const v = feats.get(key);
    if (v === undefined) return null;
    for (const one of v.split(',')) {
      const name = table[one];
      if (name === undefined) return `unsupported ${key}=${one}`;
      s.masks[c] |= VALUE_INDEX.get(name)![1];
    }
    return null;
  };
  const errs = [
    set(C.case, UD_CASE, 'Case'), set(C.number, UD_NUMBER, 'Number'), set(C.aspect, UD_ASPECT, 'Aspect'),
    set(C.degree, UD_DEGREE, 'Degree'), set(C.polarity, UD_POLARITY, 'Polarity'),
  ];
  const person = feats.get('Person');
  if (person !== undefined && person !== '0') errs.push(set(C.person, UD_PERSON, 'Person'));
  for (const e of errs) if (e) return { ok: false, reason: e };
  s.masks[C.gender] = genderMaskFromUd(feats);
  const variant = feats.get('Variant');
  if (variant === 'Long' || variant === 'Short') {
    const isPrep = !s.anyClass && s.classes[classId('prep')] > 0;
    s.masks[isPrep ? C.vocal : C.accent] = variant === 'Long' ? 1 : 2;
  }
  const pc = feats.get('PrepCase');
  if (pc === 'Pre') s.masks[C.praep] = 1; else if (pc === 'Npr') s.masks[C.praep] = 2;
  // PDB's praet has no Person: its bare form is PoliMorf's third person.
  if (!s.anyClass && (s.classes[classId('praet')] || s.classes[classId('pot')]) && !s.masks[C.person]) s.masks[C.person] = 4;
  finishGender(s);
  return { ok: true, spec: s };
}

export function parseFeats(s: string): Map<string, string> {
  const m = new Map<string, string>();
  if (s === '' || s === '_') return m;
  for (const kv of s.split('|')) {
    const i = kv.indexOf('=');
    if (i > 0) m.set(kv.slice(0, i), kv.slice(i + 1));
  }
  return m;
}

/** UD order: keys sorted case-insensitively (as the UD validator requires). */
export function formatFeats(m: Map<string, string>): string {
  if (m.size === 0) return '_';
  return [...m.entries()]
    .sort(([a], [b]) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('|');
}

export function sortFeats(m: Map<string, string>): Map<string, string> {
  return parseFeats(formatFeats(m));
}

// ---------------------------------------------------------------------------
// Matching and ranking

/** Does a single tag satisfy the constraint? The refl slot may be missing in PoliMorf. */
export function tagMatches(cls: number, masks: Uint16Array, off: number, s: Spec): boolean {
  if (!s.anyClass && (cls < 0 || s.classes[cls] === 0)) return false;
  const sm = s.masks;
  for (let c = 0; c < NCAT; c++) {
    const want = sm[c];
    if (want === 0) continue;
    const have = masks[off + c];
    if (have === 0) { if (c === C.refl) continue; return false; }
    if ((have & want) === 0) return false;
  }
  return true;
}

/**
 * Rank of a matching tag, lower is better: affirmative over negated, positive degree,
 * non-vocalic prepositions, exact gender over p-gender equivalents, preferred class,
 * then fewer alternatives per slot.
 */
export function tagScore(cls: number, masks: Uint16Array, off: number, s: Spec): number {
  let score = 0;
  const sm = s.masks;
  if (!sm[C.polarity] && masks[off + C.polarity] === 2) score += 1_000_000;
  const deg = masks[off + C.degree];
  if (!sm[C.degree] && deg !== 0 && (deg & 1) === 0) score += 100_000;
  if (!sm[C.vocal] && masks[off + C.vocal] === 1) score += 100_000;
  if (s.primaryGender && (masks[off + C.gender] & s.primaryGender) === 0) score += 10_000;
  if (!s.anyClass && cls >= 0) score += (s.classes[cls] - 1) * 1000;
  for (let c = 0; c < NCAT; c++) {
    // Case syncretism (nom.voc) marks the ordinary form; rare variants often have a
    // narrower case (archaic "któren" nom vs "który" nom.voc), so case is not penalised.
    if (c === C.case) continue;
    const m = masks[off + c];
    if (m & (m - 1)) score += popcount(m) - 1;
  }
  return score;
}

// ---------------------------------------------------------------------------
// Rendering in PDB style (NKJP XPOS + the FEATS PDB's converter writes)

/** The NKJP gender of a single-gender choice (p1 → m1; p2/p3 and n1/n2 → n). */
function nkjpGender(bit: number): string {
  if (bit & (G.m1 | G.p1)) return 'm1';
  if (bit & G.m2) return 'm2';
  if (bit & G.m3) return 'm3';
  if (bit & G.f) return 'f';
  return 'n';
}

const lowestBit = (m: number) => m & -m;

/**
 * Resolve a (possibly ambiguous) matching PoliMorf tag against a constraint to one
 * value per category: intersect, prefer the exact gender, then the lowest value.
 */
export function resolve(tagMasks: Uint16Array, off: number, s: Spec | null): Uint16Array {
  const out = new Uint16Array(NCAT);
  for (let c = 0; c < NCAT; c++) {
    let m = tagMasks[off + c];
    const want = s ? s.masks[c] : 0;
    if (want && (m & want)) m &= want;
    if (c === C.gender && s && s.primaryGender && (m & s.primaryGender)) m &= s.primaryGender;
    out[c] = lowestBit(m);
  }
  return out;
}

const valueName = (c: number, bit: number): string | null => (bit ? VALUES[c][31 - Math.clz32(bit)] : null);

/** Slot layout of PDB's XPOS per class (after the class name). */
const PDB_SLOTS: Record<string, number[]> = {
  subst: [C.number, C.case, C.gender, C.coll], depr: [C.number, C.case, C.gender],
  adj: [C.number, C.case, C.gender, C.degree], adjp: [C.case], adv: [C.degree],
  num: [C.number, C.case, C.gender, C.accom, C.coll],
  ppron12: [C.number, C.case, C.gender, C.person, C.accent],
  ppron3: [C.number, C.case, C.gender, C.person, C.accent, C.praep], siebie: [C.case],
  fin: [C.number, C.person, C.aspect], bedzie: [C.number, C.person, C.aspect], impt: [C.number, C.person, C.aspect],
  aglt: [C.number, C.person, C.aspect, C.vocal], praet: [C.number, C.gender, C.aspect, C.agl],
  winien: [C.number, C.gender, C.aspect], imps: [C.aspect], inf: [C.aspect], pcon: [C.aspect], pant: [C.aspect],
  ger: [C.number, C.case, C.gender, C.aspect, C.polarity], pact: [C.number, C.case, C.gender, C.aspect, C.polarity],
  ppas: [C.number, C.case, C.gender, C.aspect, C.polarity], prep: [C.case, C.vocal], brev: [C.pun],
};

/** NKJP XPOS as PDB writes it, from a class and resolved single values. */
export function renderXpos(cls: number, v: Uint16Array): string {
  const name = cls < 0 ? 'xxx' : CLASSES[cls];
  const out = [name === 'qub' ? 'part' : name === 'pot' ? 'praet' : name];
  for (const c of PDB_SLOTS[name] ?? []) {
    const bit = v[c];
    if (c === C.gender) { if (bit) out.push(nkjpGender(bit)); continue; }
    const n = valueName(c, bit);
    if (n) out.push(n);
  }
  return out.join(':');
}

/** Parse an NKJP/PDB XPOS into a class and single-valued masks (no plural extension). */
export function parseXpos(xpos: string): Tag {
  const slots = xpos.split(':');
  const masks = new Uint16Array(NCAT);
  for (let i = 1; i < slots.length; i++) {
    const hit = VALUE_INDEX.get(slots[i]);
    if (hit) masks[hit[0]] |= hit[1];
  }
  return { cls: classId(slots[0]), masks };
}

function udGender(bit: number, f: Map<string, string>): void {
  const g = nkjpGender(bit);
  if (g === 'f') f.set('Gender', 'Fem');
  else if (g === 'n') f.set('Gender', 'Neut');
  else { f.set('Gender', 'Masc'); f.set('Animacy', g === 'm1' ? 'Hum' : g === 'm2' ? 'Nhum' : 'Inan'); }
}

/** Keys that featsFromXpos owns: a caller keeps other keys of a word untouched. */
export const XPOS_DERIVED_KEYS = new Set([
  'Case', 'Number', 'Gender', 'Animacy', 'Person', 'Aspect', 'VerbForm', 'Voice', 'Tense', 'Mood',
  'Degree', 'Polarity', 'Variant', 'PrepCase', 'VerbType', 'AdpType', 'Polite', 'Hyph', 'SubGender',
]);

/**
 * The UD features PDB's converter writes for an XPOS (the part determined by the tag:
 * lexical features such as PronType are the caller's). UPOS matters: DET `adj` has no Degree.
 */
export function featsFromXpos(xpos: string, upos: string, lemma?: string): Map<string, string> {
  const t = parseXpos(xpos);
  const name = t.cls < 0 ? xpos.split(':')[0] : CLASSES[t.cls];
  const v = t.masks;
  const f = new Map<string, string>();
  const num = () => { if (v[C.number]) f.set('Number', v[C.coll] === 4 ? 'Ptan' : v[C.number] === 1 ? 'Sing' : 'Plur'); };
  const cas = () => { if (v[C.case]) f.set('Case', CASE_UD[valueName(C.case, v[C.case])!]); };
  const gen = () => { if (v[C.gender]) udGender(v[C.gender], f); };
  const per = () => { if (v[C.person]) f.set('Person', PERSON_UD[valueName(C.person, v[C.person])!]); };
  const asp = () => { if (v[C.aspect]) f.set('Aspect', ASPECT_UD[valueName(C.aspect, v[C.aspect])!]); };
  const deg = () => { if (v[C.degree]) f.set('Degree', DEGREE_UD[valueName(C.degree, v[C.degree])!]); };
  const pol = () => { if (v[C.polarity]) f.set('Polarity', POLARITY_UD[valueName(C.polarity, v[C.polarity])!]); };
  const variant = (c: number) => { if (v[c]) f.set('Variant', v[c] === 1 ? 'Long' : 'Short'); };
  const verb = (vf: string, extra: Record<string, string>) => {
    asp(); f.set('VerbForm', vf);
    for (const [k, x] of Object.entries(extra)) f.set(k, x);
  };
  switch (name) {
    case 'subst': num(); cas(); gen(); break;
    case 'depr': num(); cas(); gen(); f.set('Polite', 'Depr'); break;
    case 'adj': num(); cas(); gen(); if (upos !== 'DET') deg(); break;
    case 'adja': f.set('Hyph', 'Yes'); break;
    case 'adjc': f.set('Variant', 'Short'); break;
    case 'adjp': cas(); f.set('PrepCase', 'Pre'); break;
    case 'adv': deg(); break;
    case 'num': num(); cas(); gen(); break;
    case 'ppron12': num(); cas(); gen(); per(); variant(C.accent); break;
    case 'ppron3': num(); cas(); gen(); per(); variant(C.accent); if (v[C.praep]) f.set('PrepCase', v[C.praep] === 1 ? 'Pre' : 'Npr'); break;
    case 'siebie': cas(); break;
    case 'fin': num(); per(); verb('Fin', { Mood: 'Ind', Tense: v[C.aspect] === 2 ? 'Fut' : 'Pres', Voice: 'Act' }); break;
    case 'bedzie': num(); per(); verb('Fin', { Mood: 'Ind', Tense: 'Fut' }); break;
    case 'aglt': num(); per(); asp(); variant(C.vocal); break;
    case 'praet': num(); gen(); verb('Fin', { Mood: 'Ind', Tense: 'Past', Voice: 'Act' }); break;
    case 'impt': num(); per(); verb('Fin', { Mood: 'Imp', Voice: 'Act' }); break;
    case 'imps': verb('Fin', { Mood: 'Ind', Person: '0', Tense: 'Past', Voice: 'Act' }); break;
    case 'inf': verb('Inf', { Voice: 'Act' }); break;
    case 'pcon': verb('Conv', { Tense: 'Pres', Voice: 'Act' }); break;
    case 'pant': verb('Conv', { Tense: 'Past', Voice: 'Act' }); break;
    case 'pact': num(); cas(); gen(); pol(); verb('Part', { Voice: 'Act' }); break;
    case 'ppas': num(); cas(); gen(); pol(); verb('Part', { Voice: 'Pass' }); break;
    case 'ger': num(); cas(); gen(); pol(); verb('Vnoun', {}); break;
    case 'winien': num(); gen(); verb('Fin', { Mood: 'Ind', Tense: 'Pres', VerbType: 'Mod', Voice: 'Act' }); break;
    case 'pred': f.set('Mood', 'Ind'); f.set('Tense', 'Pres'); f.set('VerbForm', 'Fin'); f.set('VerbType', 'Quasi'); break;
    case 'prep': f.set('AdpType', 'Prep'); variant(C.vocal); break;
    case 'brev': f.set('Abbr', 'Yes'); break;
  }
  if (lemma !== undefined) {
    // Lexical, not in the tag, but PDB's converter writes them from the lemma.
    if (upos === 'PART' && (lemma === 'nie' || lemma === 'Nie')) f.set('Polarity', 'Neg');
    const person = POSSESSIVE_PERSON[lemma];
    if (upos === 'DET' && person) f.set('Person', person);
  }
  return sortFeats(f);
}

const POSSESSIVE_PERSON: Record<string, string> = { mój: '1', nasz: '1', twój: '2', wasz: '2' };

/** The inverse view: a PoliMorf or NKJP tag as UD features (classes → VerbForm etc.). */
export function udFromTag(tag: string, upos = ''): Map<string, string> {
  const t = parsePolimorfTag(tag);
  return featsFromXpos(renderXpos(t.cls, resolve(t.masks, 0, null)), upos);
}
