// Candidate assembly: for each sentence, each rule, each match and variant, edit
// a copy of the tree, re-agree, re-inflect, repair punctuation, validate and
// realise. Output order is deterministic; identical texts of one type merge.

import { Tree, type Node } from '../tree/tree.js';
import * as ops from '../tree/ops.js';
import { realise, sentenceText } from '../tree/realise.js';
import type { Sentence } from '../conllu/types.js';
import type { Pattern, Rule, RuleSet, Variant } from '../dsl/compiled.js';
import { anyExists, cannotMatch, firstMatchMemo, forEachMatch, guardSignature, indexValues, lendValueIndex, matchPattern, matchWithout, memoisable, setLexicon, withLexicon, type Bindings, type Lexicon, type GuardMemo, type MemoEntry } from './match.js';
import { EditError, SourceCopies, onlyDeleted, runCommands, runFinalRepairs, runRepairs, type EditState, type TraceLine } from './edit.js';
import { applyAgreement, inflectChanged, type Inflector } from './inflect.js';
import { DonorPool } from './pool.js';

export type Relation = 'similar' | 'contradictory' | 'neutral';

/** A repeating variant stops after this many rounds (a guard against edits that re-create their match). */
const MAX_REPEAT = 100;

/** The first match of p extending b that no without block rejects. */
function firstMatchWithout(p: Pattern, withouts: Pattern[], tree: Tree, b: Bindings): Bindings | null {
  let found: Bindings | null = null;
  forEachMatch(p, tree, b, { localInjective: true }, (e) => {
    if (anyExists(withouts, tree, e)) return false;
    found = e;
    return true;
  });
  return found;
}

/**
 * True when `work`, a copy of `src` (`copies`: clones[i] of src.nodes[i]),
 * differs from it only by deleted nodes: the others in the same order, with the same
 * fields, features, enhanced dependencies and (copies of the same) heads.
 */
function onlyDeletions(src: Tree, copies: SourceCopies, work: Tree): boolean {
  const sn = src.nodes;
  const clones = copies.clones;
  let last = -1;
  for (const w of work.nodes) {
    const i = copies.indexOf(w);
    if (i === undefined || i <= last) return false;
    last = i;
    const s = sn[i];
    if (w.form !== s.form || w.lemma !== s.lemma || w.upos !== s.upos || w.xpos !== s.xpos || w.deprel !== s.deprel || w.deps !== s.deps) return false;
    if (w.feats !== s.feats && !sameFeats(w.feats, s.feats)) return false;
    const p = s.parent;
    if (p === null ? w.parent !== null : w.parent !== clones[src.index(p)]) return false;
  }
  return true;
}

function sameFeats(a: Map<string, string>, b: Map<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

/** Guard signatures of repeating variants (see guardSignature), as small ids. */
const signatures = new WeakMap<Variant, number>();
const signatureIds = new Map<string, number>();

export interface Candidate {
  source_id: string;
  source_text: string;
  type: string;
  relation: Relation;
  rule: string;
  variant: string;
  text: string;
  tree: Tree;
}

export interface Drop {
  source_id: string;
  type: string;
  rule: string;
  variant: string;
  reason: string;
}

export interface EngineOptions {
  morph: Inflector;
  /** Transformation types to run (default all). */
  types?: Set<string> | null;
  pool?: DonorPool | null;
  /** Upper bound of candidates per type and source sentence (default unlimited). */
  maxPerType?: number;
  /** Donors tried per match (mixing dependents). */
  donorsPerMatch?: number;
  seed?: number;
  /** Collect an edit trace per candidate/drop (explain). */
  trace?: boolean;
  /** When given, milliseconds per phase are added here (benchmarks). */
  timing?: PhaseTiming;
}

/** Where the engine's time goes: rule and donor matching, edits with agreement, morphology, realisation. */
export interface PhaseTiming {
  match: number;
  edit: number;
  morph: number;
  realise: number;
}

export interface SentenceResult {
  candidates: Candidate[];
  drops: Drop[];
}

export interface Attempt {
  rule: Rule;
  variant: Variant;
  bindings: Bindings;
  result: { ok: true; candidate: Candidate } | { ok: false; reason: string };
  trace: TraceLine[];
}

/**
 * Drops are counted by reason class: "unknown lemma" (the dictionary lacks the word),
 * "no form" (the lemma lacks the required form), "edit failed", "invalid tree".
 */
export function dropClass(reason: string): string {
  if (reason.startsWith('no form: unknown lemma')) return 'unknown lemma';
  const i = reason.indexOf(':');
  return i > 0 ? reason.slice(0, i) : reason;
}

export function sentenceId(s: Sentence, index: number): string {
  return s.sentId ?? `s${index + 1}`;
}

export { sentenceText };

export class Engine {
  /** What `forms=CLASS` tests ask: this engine's morphology. */
  private readonly lexicon: Lexicon | null;

  constructor(
    public readonly ruleSet: RuleSet,
    public readonly opts: EngineOptions,
  ) {
    const m = opts.morph;
    this.lexicon = m.hasForms ? (lemma, cls) => m.hasForms!(lemma, cls) : null;
  }

  /**
   * Installs this engine's lexicon for the matcher: on entry to run, attempts (and
   * after each of its yields, as another engine may have run meanwhile) and edit.
   */
  private enter(): void {
    setLexicon(this.lexicon);
  }

  /** Runs `body`, which calls the matcher directly (explain), with this engine's lexicon. */
  withMatcher<T>(body: () => T): T {
    return withLexicon(this.lexicon, body);
  }

  private active: Rule[] | null = null;

  rules(): Rule[] {
    const types = this.opts.types;
    return (this.active ??= this.ruleSet.rules.filter((r) => !types || types.has(r.type)));
  }

  /** Every candidate of every rule for one sentence. */
  run(s: Sentence, index = 0): SentenceResult {
    this.enter();
    const tree = Tree.fromSentence(s);
    indexValues(tree); // candidates are made on copies: this tree stays as it is
    const id = sentenceId(s, index);
    const srcText = sentenceText(s, tree);
    const candidates: Candidate[] = [];
    const drops: Drop[] = [];
    const seen = new Map<string, Set<string>>();
    const perType = new Map<string, number>();
    const max = this.opts.maxPerType ?? Infinity;
    const srcNorm = normalise(srcText);
    for (const rule of this.rules()) {
      for (const a of this.attempts(rule, tree, id, srcText)) {
        if (!a.result.ok) {
          drops.push({ source_id: id, type: rule.type, rule: rule.name, variant: a.variant.name, reason: a.result.reason });
          continue;
        }
        const c = a.result.candidate;
        if (c.text === srcText || normalise(c.text) === srcNorm) continue;
        const set = seen.get(c.type) ?? new Set();
        seen.set(c.type, set);
        if (set.has(c.text)) continue;
        if ((perType.get(c.type) ?? 0) >= max) continue;
        set.add(c.text);
        perType.set(c.type, (perType.get(c.type) ?? 0) + 1);
        candidates.push(c);
      }
    }
    return { candidates, drops };
  }

  /** Each (match, variant, donor) of one rule, edited and realised or dropped with its reason. */
  *attempts(rule: Rule, tree: Tree, id: string, srcText: string): Generator<Attempt> {
    this.enter();
    const base: Bindings = new Array(rule.slotCount);
    const timing = this.opts.timing;
    let t0 = timing ? performance.now() : 0;
    if (cannotMatch(rule.match, tree)) {
      if (timing) timing.match += performance.now() - t0;
      return;
    }
    const matches = matchWithout(rule.match, rule.withouts, tree, base);
    if (timing) timing.match += performance.now() - t0;
    for (const m of matches) {
      if (timing) t0 = performance.now();
      const donors = rule.donor ? this.donors(rule, tree, m, id) : [null];
      if (timing) timing.match += performance.now() - t0;
      for (const v of rule.variants) {
        if (v.repeat) {
          // One candidate: the variant applied until its match block finds nothing more.
          // The verdicts of its withouts are memoised for the rounds on the copy.
          let memo: GuardMemo | null = null;
          if (v.extra && memoisable(v.extra, tree.nodes.length)) {
            const at = tree.positionIndex();
            memo = { shared: this.sharedVerdicts(v, m, tree, at), own: null, pos: (n) => at.get(n)!, alive: null, base: tree.nodes.length + 1, source: null };
          }
          if (timing) t0 = performance.now();
          const first = !v.extra ? null : memo ? firstMatchMemo(v.extra, v.withouts, tree, m, memo) : firstMatchWithout(v.extra, v.withouts, tree, m);
          if (timing) timing.match += performance.now() - t0;
          if (!first) continue;
          for (const d of donors) {
            const b = withDonor(m, d?.bindings);
            // Without donor bindings the first round's match on the copy is this one.
            yield this.edit(rule, v, tree, b, d?.tree ?? null, id, srcText, d ? null : first, d ? null : memo);
            this.enter();
          }
          continue;
        }
        if (timing) t0 = performance.now();
        const exts = v.extra ? matchPattern(v.extra, tree, m, { localInjective: true }) : [m];
        if (timing) timing.match += performance.now() - t0;
        for (const e of exts) {
          if (timing) t0 = performance.now();
          const rejected = anyExists(v.withouts, tree, e);
          if (timing) timing.match += performance.now() - t0;
          if (rejected) continue;
          for (const d of donors) {
            const b = withDonor(e, d?.bindings);
            yield this.edit(rule, v, tree, b, d?.tree ?? null, id, srcText);
            this.enter();
          }
        }
      }
    }
  }

  /** Per source sentence: guard signature and enclosing nodes -> verdicts on the source tree (see GuardMemo). */
  private verdicts = new Map<string, Map<number, MemoEntry>>();
  private verdictsOf: Tree | null = null;

  /** The verdicts on `tree` shared by the repeating variants with v's withouts and the enclosing nodes m. */
  private sharedVerdicts(v: Variant, m: Bindings, tree: Tree, at: ReadonlyMap<Node, number>): Map<number, MemoEntry> {
    if (this.verdictsOf !== tree) {
      this.verdicts.clear();
      this.verdictsOf = tree;
    }
    let sig = signatures.get(v);
    if (sig === undefined) {
      const text = guardSignature(v.extra!, v.withouts);
      sig = signatureIds.get(text);
      if (sig === undefined) signatureIds.set(text, (sig = signatureIds.size));
      signatures.set(v, sig);
    }
    let key = String(sig);
    for (let i = 0; i < m.length; i++) if (m[i]) key += ` ${i}:${at.get(m[i]!)}`;
    let shared = this.verdicts.get(key);
    if (!shared) this.verdicts.set(key, (shared = new Map()));
    return shared;
  }

  private donors(rule: Rule, tree: Tree, m: Bindings, id: string): { tree: Tree; bindings: Bindings }[] {
    const pool = this.opts.pool;
    if (!pool || !rule.donor) return [];
    return pool.donorsFor(rule.donor, tree, m, id, this.opts.donorsPerMatch ?? 3, this.opts.seed ?? 1);
  }

  /**
   * `first`: for a repeating variant, its first match on the unedited source tree
   * extending `b` when known (the copy is matched from the second round on).
   */
  edit(rule: Rule, v: Variant, tree: Tree, b: Bindings, donorTree: Tree | null, id: string, srcText: string, first: Bindings | null = null, memo: GuardMemo | null = null): Attempt {
    this.enter();
    const timing = this.opts.timing;
    let t0 = timing ? performance.now() : 0;
    const lap = (phase: keyof PhaseTiming) => {
      if (!timing) return;
      const t = performance.now();
      timing[phase] += t - t0;
      t0 = t;
    };
    const { tree: work, clones } = tree.cloneAligned();
    // Source node -> its copy (other nodes, from donors, stay as they are).
    const at = tree.positionIndex();
    const toWork = (n: Node | undefined): Node | undefined => {
      if (!n) return undefined;
      const i = at.get(n);
      return i === undefined ? n : clones[i];
    };
    const wb: Bindings = b.map(toWork);
    const source = new SourceCopies(tree, clones);
    const trace: TraceLine[] = [];
    const st: EditState = {
      tree: work,
      b: wb,
      donorTree,
      original: new Map(),
      inserted: new Set(),
      copied: new Set(),
      dirty: new Set(),
      trace: this.opts.trace ? trace : null,
      profile: this.ruleSet.profile,
      depth: 0,
      source,
    };
    // Set when the outcome is to be remembered for later edits that leave the same words.
    let key: string | null = null;
    const fail = (reason: string): Attempt => {
      lap('edit');
      const result = { ok: false as const, reason };
      if (key !== null) this.outcomesFor(tree).set(key, result);
      return { rule, variant: v, bindings: b, result, trace };
    };
    let settled = false;
    try {
      if (v.repeat && v.extra) {
        // Re-match on the edited tree each time: earlier edits change what is left to match.
        const main = wb.slice();
        // Verdicts memoised on the source (memo.shared) and on this copy (own), used
        // while the copy differs from the source only by deleted nodes.
        let workMemo: GuardMemo | null = null;
        if (memo) workMemo = { shared: memo.shared, own: new Map(), pos: (n) => source.indexOf(n)!, alive: (i) => work.has(clones[i]), base: memo.base, source: tree };
        for (let round = 0; round < MAX_REPEAT; round++) {
          // While edits have only deleted nodes, the source's value index still
          // covers the copy (a superset): guards may use it to fail early.
          lendValueIndex(onlyDeleted(st) ? tree : null, work);
          if (workMemo && round > 0 && !onlyDeletions(tree, source, work)) workMemo = null;
          // the rounds' matching counts as matching, not editing
          const tm = timing ? performance.now() : 0;
          const e =
            round === 0 && first
              ? first.map(toWork)
              : workMemo && round > 0
                ? firstMatchMemo(v.extra, v.withouts, work, main, workMemo)
                : firstMatchWithout(v.extra, v.withouts, work, main);
          if (timing) {
            const dt = performance.now() - tm;
            timing.match += dt;
            t0 += dt;
          }
          if (!e) break;
          st.b = e;
          runCommands(st, v.actions);
        }
        lendValueIndex(null, work);
      } else runCommands(st, v.actions);
      // An edit that only deleted words ends as any earlier one of the same type that
      // left the same words: what follows depends on nothing else (no donor, no changed
      // or inserted word, no bindings), so its outcome is taken from the first.
      if (!st.trace && donorTree === null && onlyDeleted(st)) {
        key = deletionKey(tree, source, work);
        if (key !== null) {
          key = rule.type + '\u0000' + key;
          const earlier = this.outcomesFor(tree).get(key);
          if (earlier) {
            lap('edit');
            const result = earlier.ok ? { ok: true as const, candidate: { ...earlier.candidate, rule: rule.name, variant: v.name } } : earlier;
            return { rule, variant: v, bindings: b, result, trace };
          }
        }
      }
      for (const n of [...st.original.keys()]) if (work.has(n)) runRepairs(st, 'changed', n);
      settled = applyAgreement(st, this.ruleSet.profile);
      if (runFinalRepairs(st) > 0) settled = false;
    } catch (e) {
      if (e instanceof EditError) return fail(`edit failed: ${e.reason} (${e.command.file}:${e.command.pos.line})`);
      throw e;
    }
    // Again only when final repairs changed the tree (or agreement did not settle).
    if (!settled) applyAgreement(st, this.ruleSet.profile);
    lap('edit');
    const inf = inflectChanged(st, this.opts.morph, this.ruleSet.profile.dispreferred);
    lap('morph');
    if (!inf.ok) return fail(inf.reason.startsWith('no form') ? inf.reason : `no form: ${inf.reason}`);
    ops.repairPunctuation(work);
    const problems = ops.validate(work);
    if (problems.length) return fail(`invalid tree: ${problems[0]}`);
    work.nameLemmas = this.ruleSet.profile.nameNouns;
    const text = realise(work);
    lap('realise');
    const candidate: Candidate = {
      source_id: id,
      source_text: srcText,
      type: rule.type,
      relation: rule.relation as Relation,
      rule: rule.name,
      variant: v.name,
      text,
      tree: work,
    };
    const result = { ok: true as const, candidate };
    if (key !== null) this.outcomesFor(tree).set(key, result);
    return { rule, variant: v, bindings: b, result, trace };
  }

  /** Per source sentence: outcomes of deletion-only edits by type and the words left (see edit). */
  private outcomes = new Map<string, Attempt['result']>();
  private outcomesOf: Tree | null = null;

  private outcomesFor(tree: Tree): Map<string, Attempt['result']> {
    if (this.outcomesOf !== tree) {
      this.outcomes.clear();
      this.outcomesOf = tree;
    }
    return this.outcomes;
  }
}

/**
 * When `work`, a copy of `src`, differs from it only by deleted nodes (see onlyDeletions):
 * the positions of the nodes left, as a string; otherwise null.
 */
function deletionKey(src: Tree, copies: SourceCopies, work: Tree): string | null {
  if (src.nodes.length > 0xffff || !onlyDeletions(src, copies, work)) return null;
  let key = ''; // a char per position
  for (const w of work.nodes) key += String.fromCharCode(copies.indexOf(w)!);
  return key;
}

function normalise(s: string): string {
  return isNormal(s) ? s : s.replace(/\s+/g, ' ').trim();
}

/** True when s has only single plain spaces between non-space characters (normalise would keep it). */
function isNormal(s: string): boolean {
  let prevSpace = true; // no space at the start
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) {
      if (prevSpace) return false;
      prevSpace = true;
    } else if ((c >= 9 && c <= 13) || (c >= 0xa0 && isOtherSpace(c))) return false;
    else prevSpace = false;
  }
  return !prevSpace || s.length === 0;
}

/** The characters beyond ASCII that \s matches. */
function isOtherSpace(c: number): boolean {
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The match's bindings with the donor's filled into the slots the match left empty. */
function withDonor(match: Bindings, donor: Bindings | undefined): Bindings {
  const b = match.slice();
  if (donor) for (let i = 0; i < donor.length; i++) if (donor[i] && !b[i]) b[i] = donor[i];
  return b;
}
