// After the edits: re-apply the profile's agreement from every changed node to a
// fixpoint, then ask morphology for every form that must change. A form the
// dictionary cannot give drops the candidate with a countable reason.

import type { Node } from '../tree/tree.js';
import type { Agreement, PatNode, Pattern, Profile } from '../dsl/compiled.js';
import { matchWithout, passesAll, startingFrom, type Bindings } from './match.js';
import { setFeature, type EditState } from './edit.js';

/** What the engine needs from morphology (src/morph implements it). */
export interface WordLike {
  form: string;
  lemma: string;
  upos: string;
  xpos: string;
  feats: Map<string, string>;
}
export type InflectAnswer = { ok: true; value: WordLike; query: string } | { ok: false; reason: string; query: string };
export interface Inflector {
  /** `avoid`: spellings to pass over when another form fits too (the profile's dispreferred variants). */
  inflect(word: WordLike, changes: Map<string, string>, avoid?: ReadonlySet<string>): InflectAnswer;
  inflectLemma(lemma: string, upos: string, feats: Map<string, string>, avoid?: ReadonlySet<string>): InflectAnswer;
  /** Lexical test behind the `forms=CLASS` constraint. */
  hasForms?(lemma: string, cls: string): boolean;
}

const MAX_ROUNDS = 8;

interface Roles {
  tn: PatNode;
  cn: PatNode;
  /** The match planned from the target / from the controller. */
  fromTarget: Pattern;
  fromController: Pattern;
  /** Empty bindings of the agreement's size (the matcher only reads them). */
  none: Bindings;
}

const roleCache = new WeakMap<Agreement, Roles>();

function roles(a: Agreement): Roles {
  let r = roleCache.get(a);
  if (!r) {
    r = {
      tn: a.match.nodes.find((x) => x.slot === a.target)!,
      cn: a.match.nodes.find((x) => x.slot === a.controller)!,
      fromTarget: startingFrom(a.match, a.target),
      fromController: startingFrom(a.match, a.controller),
      none: new Array(a.slotCount),
    };
    roleCache.set(a, r);
  }
  return r;
}

function fits(pn: PatNode, d: Node): boolean {
  return passesAll(pn.tests, d);
}

/**
 * Copies agreeing features from controllers to targets wherever either side changed.
 * Returns true when it reached a fixpoint (a last round changed nothing), false when
 * it stopped after MAX_ROUNDS: from a fixpoint, a second call on an unchanged tree
 * changes nothing either (every pair around a changed node was checked after its
 * last change).
 */
export function applyAgreement(st: EditState, profile: Profile): boolean {
  if (st.dirty.size === 0) return true;
  // Each round starts only from the nodes that changed in the round before.
  // Applying one agreement twice to the same pair is harmless (nothing changes).
  let frontier = [...st.dirty];
  for (let round = 0; round < MAX_ROUNDS && frontier.length > 0; round++) {
    const tree = st.tree;
    frontier = frontier.filter((d) => tree.has(d));
    const next = new Set<Node>();
    const apply = (a: Agreement, m: Bindings) => {
      const tgt = m[a.target]!;
      const ctl = m[a.controller]!;
      if (st.copied.has(tgt) && st.copied.has(ctl)) return;
      if (disagreedInSource(st, a, tgt, ctl)) return;
      for (const f of a.features) {
        const v = ctl.feats.get(f);
        if (tgt.feats.get(f) !== v) {
          setFeature(st, tgt, f, v);
          next.add(tgt);
          st.trace?.push({ command: `agreement ${a.name}`, at: `${a.file}:${a.pos.line}:${a.pos.column}`, note: `${tgt.form}: ${f}=${v ?? '_'} from ${ctl.form}` });
        }
      }
    };
    for (const a of profile.agreements) {
      const { tn, cn, fromTarget, fromController, none } = roles(a);
      // Matches are grown from the changed nodes only (as target or as controller).
      for (const d of frontier) {
        if (fits(tn, d)) for (const m of matchWithout(fromTarget, a.withouts, st.tree, none, { seed: { slot: a.target, node: d } })) apply(a, m);
        if (fits(cn, d)) for (const m of matchWithout(fromController, a.withouts, st.tree, none, { seed: { slot: a.controller, node: d } })) apply(a, m);
      }
    }
    if (next.size === 0) return true;
    frontier = [...next];
  }
  return frontier.length === 0;
}

/**
 * A pair that the agreement already related in the source tree but whose cases differed
 * there (a genitive adjective used as a noun under a nominative head, an apposition name
 * in the nominative) is no agreeing pair: re-inflecting it would change its category.
 */
function disagreedInSource(st: EditState, a: Agreement, tgt: Node, ctl: Node): boolean {
  const src = st.source;
  if (!src || !a.features.includes('Case')) return false;
  const ts = src.sourceOf(tgt);
  const cs = src.sourceOf(ctl);
  if (!ts || !cs) return false;
  const tv = ts.feats.get('Case');
  const cv = cs.feats.get('Case');
  if (tv === undefined || cv === undefined || tv === cv) return false;
  for (const m of matchWithout(roles(a).fromTarget, a.withouts, src.tree, roles(a).none, { seed: { slot: a.target, node: ts } }))
    if (m[a.controller] === cs) return true;
  return false;
}

/** Re-generates every changed or inserted word; returns the first failure, if any. */
export function inflectChanged(st: EditState, morph: Inflector, avoid?: ReadonlySet<string>): { ok: true } | { ok: false; reason: string; node: Node } {
  for (const n of st.tree.nodes) {
    if (st.copied.has(n) && !st.original.has(n)) continue;
    if (st.inserted.has(n)) {
      if (n.upos === 'PUNCT') {
        n.form = n.lemma;
        n.xpos = 'interp';
        continue;
      }
      const r = morph.inflectLemma(n.lemma, n.upos, n.feats, avoid);
      st.trace?.push({ command: `generate ${n.lemma}`, at: 'morphology', note: `${r.query} → ${r.ok ? r.value.form : `none (${r.reason})`}` });
      if (!r.ok) return { ok: false, reason: r.reason, node: n };
      assign(n, r.value);
      continue;
    }
    const orig = st.original.get(n);
    if (!orig) continue;
    const changes = new Map<string, string>();
    for (const [k, v] of n.feats) if (orig.feats.get(k) !== v) changes.set(k, v);
    for (const k of orig.feats.keys()) if (!n.feats.has(k)) changes.set(k, '');
    if (changes.size === 0) {
      n.feats = new Map(orig.feats);
      continue;
    }
    const r = morph.inflect(orig, changes, avoid);
    st.trace?.push({ command: `inflect ${orig.form}`, at: 'morphology', note: `${r.query} → ${r.ok ? r.value.form : `none (${r.reason})`}` });
    if (!r.ok) return { ok: false, reason: r.reason, node: n };
    // The dictionary spells lemmas in lower case; keep a capital the word had
    // (Komisja, names). The realiser lower-cases a former first word that is no proper noun.
    assign(n, r.value, /^\p{Lu}/u.test(orig.form) && !/^\p{Lu}/u.test(r.value.form));
  }
  return { ok: true };
}

function assign(n: Node, w: WordLike, capitalise = false): void {
  n.form = capitalise ? w.form.charAt(0).toUpperCase() + w.form.slice(1) : w.form;
  n.upos = w.upos;
  n.xpos = w.xpos;
  n.feats = new Map(w.feats);
}
