// Subtree operations on a Tree. Each mutates the tree it is given (the engine
// clones first) and keeps it in surface order. Every operation also re-spaces the
// places where two nodes became neighbours (see withSpacing), so a tree is always
// ready to realise; repairPunctuation is the final clean-up of commas.
//
// Errors: an anchor or parent that is not in the tree is a programming error and
// throws; conditions that rule data can trigger (a cycle, a move into the moved
// subtree itself) come back as { ok: false, reason }.

import { type Node, adjacentInOrigin, makeNode, originOf, setOrigin } from './node.js';
import {
  fixSpacingAfter,
  isClosingBracket,
  isClosingQuote,
  isComma,
  isFinalMark,
  isDash,
  isDashOrColon,
  isOpening,
  isOpeningBracket,
  isPunct,
  isStrongSeparator,
  isTerminal,
  isWordlike,
  setSpaceAfterNo,
} from './spacing.js';
import type { Tree } from './tree.js';
import type { Word } from '../conllu/types.js';

/**
 * Where a node or subtree goes, relative to the nodes that stay:
 * - before / after: immediately before / after that one node;
 * - beforeSubtree / afterSubtree: before the first / after the last node of that
 *   node's subtree (its punctuation included);
 * - 'start': after leading dashes and quotes (an opening bracket is not skipped);
 * - 'end': before the final punctuation (. ? ! … and trailing , ; :), inside
 *   closing quotes that follow it; after a closing bracket.
 */
export type Where =
  | { before: Node }
  | { after: Node }
  | { beforeSubtree: Node }
  | { afterSubtree: Node }
  | 'start'
  | 'end';

/**
 * For insertion also: firstIn / lastIn = before the first / after the last
 * non-punctuation node of that subtree (inside a relative clause's commas, say);
 * when the subtree has no such node they equal beforeSubtree / afterSubtree.
 */
export type InsertWhere = Where | { firstIn: Node } | { lastIn: Node };

export type OpResult = { ok: true } | { ok: false; reason: string };

/** Fields of a new node; srcId is always 0 for inserted nodes. */
export type NewNodeFields = Partial<Omit<Node, 'srcId' | 'parent'>> &
  Pick<Node, 'form' | 'lemma' | 'upos' | 'xpos' | 'deprel'>;

/** Fields of a replacement node; deprel defaults to the replaced node's. */
export type ReplaceFields = Partial<Omit<Node, 'srcId'>> & Pick<Node, 'form' | 'lemma' | 'upos' | 'xpos'>;

// ---------------------------------------------------------------- delete

/**
 * Removes n and all its descendants (children of a deleted node never survive).
 * With punct (default true) it also removes a comma outside the subtree that stands
 * right at an edge of the removed span, when keeping it would leave
 * - two commas in a row: if the right one introduces the next phrase (it is the
 *   first node of its parent's subtree, PDB style for conjuncts and clauses) the left
 *   one goes, otherwise both go (they bracketed the removed phrase);
 * - a comma before the final punctuation (or at the very end): it goes;
 * - a comma at the start (no word before it): it goes.
 * Punctuation attached inside the subtree goes with it anyway. Anything further is
 * left to repairPunctuation.
 */
export function deleteSubtree(t: Tree, n: Node, opts: { punct?: boolean } = {}): void {
  assertIn(t, n, 'node to delete');
  const doomed = new Set(t.subtree(n));
  if (opts.punct ?? true) for (const c of strayCommas(t, doomed)) doomed.add(c);
  withSpacing(t, () => {
    t.nodes = t.nodes.filter((m) => !doomed.has(m));
  });
}

/** Commas outside `doomed` made redundant by removing it (see deleteSubtree). */
function strayCommas(t: Tree, doomed: Set<Node>): Node[] {
  const out: Node[] = [];
  for (const [a, b] of runs(t.nodes, doomed)) {
    const left = t.nodes[a - 1];
    const right = t.nodes[b + 1];
    const l = left && isRemovableComma(t, left) ? left : null;
    const r = right && isRemovableComma(t, right) ? right : null;
    if (l && r) {
      out.push(l);
      if (!introducesPhrase(t, r)) out.push(r);
    } else if (l && (!right || isTerminal(right))) {
      out.push(l);
    } else if (r && !t.nodes.slice(0, a).some((m) => !doomed.has(m) && isWordlike(m.form))) {
      out.push(r);
    } else if (r && !l && closesRemovedPhrase(t, r, t.nodes.slice(a, b + 1))) {
      out.push(r);
    }
  }
  return out;
}

/** Maximal runs [first, last] of consecutive positions whose nodes are in `set`. */
function runs(nodes: Node[], set: Set<Node>): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < nodes.length; i++) {
    if (!set.has(nodes[i])) continue;
    let j = i;
    while (j + 1 < nodes.length && set.has(nodes[j + 1])) j++;
    out.push([i, j]);
    i = j;
  }
  return out;
}

/** A comma nothing depends on (removing it cannot orphan a node). */
function isRemovableComma(t: Tree, n: Node): boolean {
  return isComma(n) && !t.nodes.some((m) => m.parent === n);
}

/**
 * A comma right after a removed span that was the closing half of a pair whose opening
 * half went with the span: the span holds a comma, and this one is attached (PDB style)
 * to the next phrase although that phrase is a plain nominal or adverbial dependent,
 * which takes no comma of its own ("brat Bogarta[, beztroski playboy], w „Sabrinie”").
 */
function closesRemovedPhrase(t: Tree, comma: Node, span: Node[]): boolean {
  if (!span.some(isComma) || !introducesPhrase(t, comma)) return false;
  return PLAIN_DEPENDENTS.has(t.universal(comma.parent!.deprel));
}
const PLAIN_DEPENDENTS = new Set(['obl', 'nmod', 'obj', 'iobj', 'advmod', 'amod', 'det', 'nummod', 'nsubj']);

/** The comma opens its parent's phrase (", a kot śpi"): it is that subtree's first node. */
function introducesPhrase(t: Tree, comma: Node): boolean {
  const p = comma.parent;
  return !!p && t.index(p) > t.index(comma) && t.subtree(p)[0] === comma;
}

// ---------------------------------------------------------------- move / insert

/**
 * Moves n's whole subtree (internal order kept) to `where`, computed among the
 * nodes that stay. Refuses an anchor inside the moved subtree. Dependencies are not
 * changed; commas are not added or removed (repairPunctuation drops the bad ones).
 */
export function moveSubtree(t: Tree, n: Node, where: Where): OpResult {
  assertIn(t, n, 'node to move');
  const block = t.subtree(n);
  const moving = new Set(block);
  const anchor = anchorOf(where);
  if (anchor && moving.has(anchor)) return { ok: false, reason: `anchor "${anchor.form}" is inside the moved subtree of "${n.form}"` };
  withSpacing(t, () => {
    const rest = t.nodes.filter((m) => !moving.has(m));
    rest.splice(positionIn(t, rest, where), 0, ...block);
    t.nodes = rest;
  });
  return { ok: true };
}

/**
 * Inserts a new node (srcId 0, a copy of `fields`) under `parent` (null: a root,
 * deprel should then be 'root') at `where`; returns it. Its spacing is computed
 * from its neighbours (a SpaceAfter in fields.misc is overridden).
 */
export function insertNode(t: Tree, fields: NewNodeFields, parent: Node | null, where: InsertWhere): Node {
  if (parent) assertIn(t, parent, 'parent');
  const node = makeNode({ ...fields, parent });
  withSpacing(t, () => {
    t.nodes.splice(positionIn(t, t.nodes, where), 0, node);
  });
  return node;
}

/**
 * Copies n's subtree from `from` (a donor tree, or the same tree) into `into` at
 * `where`, the copy of n attached to `parent` with `deprel` (default: n's, or
 * 'root' when parent is null). Copies are new nodes (srcId 0, no DEPS) with copied
 * feats and misc; spacing inside the copy is the donor's. Returns the copy of n.
 */
export function copySubtree(from: Tree, n: Node, into: Tree, parent: Node | null, where: InsertWhere, deprel?: string): Node {
  assertIn(from, n, 'node to copy');
  if (parent) assertIn(into, parent, 'parent');
  const map = new Map<Node, Node>();
  const block = from.subtree(n).map((m) => {
    const c = makeNode({ ...m, parent: null, deps: null });
    setOrigin(c, originOf(m));
    map.set(m, c);
    return c;
  });
  for (const [m, c] of map) c.parent = m === n ? parent : map.get(m.parent!)!;
  const top = map.get(n)!;
  top.deprel = deprel ?? (parent ? n.deprel : 'root');
  withSpacing(into, () => {
    into.nodes.splice(positionIn(into, into.nodes, where), 0, ...block);
  });
  return top;
}

/** The node a Where is relative to, if any. */
function anchorOf(where: InsertWhere): Node | null {
  if (typeof where === 'string') return null;
  if ('before' in where) return where.before;
  if ('after' in where) return where.after;
  if ('beforeSubtree' in where) return where.beforeSubtree;
  if ('afterSubtree' in where) return where.afterSubtree;
  if ('firstIn' in where) return where.firstIn;
  return where.lastIn;
}

/** Insertion index into `rest` (the nodes that stay, in order) for `where`. */
function positionIn(t: Tree, rest: Node[], where: InsertWhere): number {
  if (where === 'start') return startIndex(rest);
  if (where === 'end') return endIndex(rest);
  const anchor = anchorOf(where)!;
  const i = rest.indexOf(anchor);
  if (i < 0) throw new Error(`anchor "${anchor.form}" is not in the tree`);
  if ('before' in where) return i;
  if ('after' in where) return i + 1;
  const inSub = (m: Node) => m === anchor || t.isAncestor(anchor, m);
  if ('beforeSubtree' in where) return rest.findIndex(inSub);
  if ('afterSubtree' in where) return lastIndex(rest, inSub) + 1;
  const inSubWord = (m: Node) => inSub(m) && !isPunct(m);
  if ('firstIn' in where) {
    const j = rest.findIndex(inSubWord);
    return j >= 0 ? j : rest.findIndex(inSub);
  }
  const j = lastIndex(rest, inSubWord);
  return (j >= 0 ? j : lastIndex(rest, inSub)) + 1;
}

/** After leading dashes and quotes (dialogue "– Wiesz"), but not after an opening bracket. */
function startIndex(rest: Node[]): number {
  let i = 0;
  while (i < rest.length && isPunct(rest[i]) && !isOpeningBracket(rest[i])) i++;
  return i === rest.length ? 0 : i;
}

/**
 * Before the final punctuation: the trailing run of . ? ! … , ; : — looked for
 * inside closing quotes too („Idę.” -> before the period). A closing bracket stays
 * before the insertion point. Without final punctuation: at the very end.
 */
function endIndex(rest: Node[]): number {
  let j = rest.length;
  while (j > 0 && isClosingQuote(rest[j - 1])) j--;
  let k = j;
  while (k > 0 && isPunct(rest[k - 1]) && isFinalMark(rest[k - 1])) k--;
  return k < j ? k : rest.length;
}

function lastIndex<T>(xs: T[], p: (x: T) => boolean): number {
  for (let i = xs.length - 1; i >= 0; i--) if (p(xs[i])) return i;
  return -1;
}

// ---------------------------------------------------------------- reattach / replace

/**
 * Gives n a new parent (null: the root) and optionally a new deprel; word order is
 * unchanged. Attaching to the root without a deprel sets 'root'. Refuses cycles
 * (newParent is n or inside n's subtree) and leaves the tree unchanged then.
 */
export function reattach(t: Tree, n: Node, newParent: Node | null, deprel?: string): OpResult {
  assertIn(t, n, 'node to reattach');
  if (newParent) assertIn(t, newParent, 'new parent');
  if (newParent && (newParent === n || t.isAncestor(n, newParent))) {
    return { ok: false, reason: `attaching "${n.form}" under "${newParent.form}" would make a cycle` };
  }
  n.parent = newParent;
  if (deprel !== undefined) n.deprel = deprel;
  else if (!newParent) n.deprel = 'root';
  return { ok: true };
}

/**
 * Replaces n's whole subtree (its punctuation included) by one new node (srcId 0)
 * standing where n stood; parent and deprel are n's unless `fields` gives them.
 * Returns the new node. Throws if the given parent is inside the replaced subtree.
 */
export function replaceSubtree(t: Tree, n: Node, fields: ReplaceFields): Node {
  assertIn(t, n, 'node to replace');
  const gone = new Set(t.subtree(n));
  const parent = fields.parent === undefined ? n.parent : fields.parent;
  if (parent && gone.has(parent)) throw new Error(`new parent "${parent.form}" is inside the replaced subtree`);
  const node = makeNode({ deprel: n.deprel, ...fields, parent });
  const at = t.nodes.slice(0, t.index(n)).filter((m) => !gone.has(m)).length;
  withSpacing(t, () => {
    t.nodes = t.nodes.filter((m) => !gone.has(m));
    t.nodes.splice(at, 0, node);
  });
  return node;
}

// ---------------------------------------------------------------- validate

/** Problems that make a tree unfit for output; [] when it is fine. */
export function validate(t: Tree): string[] {
  const problems: string[] = [];
  const inTree = new Set(t.nodes);
  if (!t.nodes.length) problems.push('the tree is empty');
  if (inTree.size !== t.nodes.length) problems.push('a node appears more than once');
  const roots = t.nodes.filter((n) => n.parent === null);
  if (t.nodes.length && roots.length !== 1) problems.push(`expected one root, found ${roots.length}`);
  t.nodes.forEach((n, i) => nodeProblems(t, n, i, inTree, problems));
  return problems;
}

function nodeProblems(t: Tree, n: Node, i: number, inTree: Set<Node>, out: string[]): void {
  const parent = n.parent && !inTree.has(n.parent) ? 'has a parent that is not in the tree' : n.parent && inCycle(t, n) ? 'is in a cycle' : null;
  const isRootRel = t.universal(n.deprel) === 'root';
  const rel = !n.parent && !isRootRel ? `is attached to the root as ${n.deprel}` : n.parent && isRootRel ? 'has deprel root but a parent' : null;
  if (parent === null && rel === null) return;
  // The label is built only for a node that has a problem.
  const at = `"${n.form}" (word ${i + 1})`;
  if (parent !== null) out.push(`${at} ${parent}`);
  if (rel !== null) out.push(`${at} ${rel}`);
}

/** Walking up from n comes back to n (nodes that merely hang below a cycle are not reported). */
function inCycle(t: Tree, n: Node): boolean {
  let p: Node | null = n.parent;
  for (let steps = 0; p && steps <= t.nodes.length; steps++) {
    if (p === n) return true;
    p = p.parent;
  }
  return false;
}

// ---------------------------------------------------------------- punctuation repair

/**
 * Clean-up after edits. Removes, until none is left, a comma that stands
 * - at the start (no word before it) or right after an opening bracket/quote;
 * - at the end, before final punctuation (. ? ! …), or before a closing bracket;
 * - next to a dash, colon, semicolon (either side) or before a period;
 * - next to another comma (the one introducing the following phrase stays).
 * Children of a removed comma (there should be none) go to the comma's parent.
 * Then removes a dash left right before a terminal mark (see danglingDash), a comma
 * that closed a deleted phrase but hangs on the next one (see staleClosingComma) and a
 * comma that opened a deleted phrase (see staleOpeningComma).
 * Then closes embedded phrases that an edit left open mid-sentence (see
 * unclosedPhrase): "Pies, którego trzyma na smyczy jest…" -> "…na smyczy, jest…".
 * Then re-spaces every pair: no space before , . ? ! : ; and closing marks; a word
 * that had SpaceAfter=No only for a comma that is gone gets its space back;
 * neighbours from the source keep their source spacing (quotes, brackets).
 */
export function repairPunctuation(t: Tree): void {
  withSpacing(t, () => {
    for (let c = badComma(t); c; c = badComma(t)) removeComma(t, c);
    for (let d = danglingDash(t); d; d = danglingDash(t)) removeComma(t, d);
    for (let c = staleClosingComma(t); c; c = staleClosingComma(t)) removeComma(t, c);
    for (let c = staleOpeningComma(t); c; c = staleOpeningComma(t)) removeComma(t, c);
    for (let c = orphanedPairComma(t); c; c = orphanedPairComma(t)) removeComma(t, c);
    restoreSharedAbbreviationPeriods(t);
    // An abbreviation that became the last word (… prof.) absorbs the final full stop.
    const n = t.nodes.length;
    if (n >= 2) {
      const last = t.nodes[n - 1];
      const prev = t.nodes[n - 2];
      // … or the abbreviation's own full stop (1994 r . : "r" + "."): no second one after it.
      const abbr = prev.upos !== 'PUNCT' ? isAbbreviationWithPeriod(prev) : prev.form === '.';
      if (last.upos === 'PUNCT' && last.form === '.' && abbr && !adjacentInOrigin(prev, last)) removeComma(t, last);
    }
    for (let h = unclosedPhrase(t); h; h = unclosedPhrase(t)) closePhrase(t, h);
    repairSentenceEnd(t);
  });
  for (let i = 0; i < t.nodes.length - 1; i++) fixSpacingAfter(t.nodes, i);
}

/**
 * The end of the sentence after a deletion took what followed it:
 * - a colon or semicolon that is now last (or only followed by the final mark) but
 *   was followed by a word in the source announced something that is gone: it goes
 *   ("Mają szansę: pokonać Anglię." minus the acl -> "Mają szansę.");
 * - a sentence whose source ended in a full stop that went with a
 *   deleted subtree gets a full stop back at the end. Not when it ends
 *   in a closing quote or bracket (the mark may have stood inside them).
 */
function repairSentenceEnd(t: Tree): void {
  const ns = t.nodes;
  let i = ns.length - 1;
  if (i >= 0 && isTerminal(ns[i])) i--;
  const sep = ns[i];
  if (i > 0 && sep && (sep.form === ':' || sep.form === ';') && sep.upos === 'PUNCT') {
    const o = originOf(sep);
    const after = o ? o.sentence.words.find((w) => w.id === o.id + 1) : undefined;
    if (after && isWordlike(after.form)) removeComma(t, sep);
  }
  const last = t.nodes[t.nodes.length - 1];
  const words = t.source.words;
  // The source's terminal mark, before the closing quotes or brackets that may follow it (… papugę!”).
  let k = words.length - 1;
  while (k > 0 && words[k].upos === 'PUNCT' && (isClosingQuote(words[k]) || isClosingBracket(words[k]))) k--;
  const srcEnd = words[k];
  if (!last || !srcEnd || srcEnd.upos !== 'PUNCT' || !isTerminal(srcEnd)) return;
  if (isTerminal(last) || isClosingQuote(last) || isClosingBracket(last) || last.form === ':' || last.form === ';') return;
  // an abbreviation that ends the sentence absorbed its full stop (… od 1990 r.)
  if (isAbbreviationWithPeriod(last)) return;
  // the mark or what closed after it is still there: its place is the edit's business
  for (let j = k; j < words.length; j++) if (t.nodes.some((n) => n.srcId === words[j].id)) return;
  const root = t.nodes.find((n) => n.parent === null);
  if (!root) return;
  // A question or exclamation mark that went belonged to the deleted part (a quoted question, a title
  // with "!"): what is left is a statement and ends in a full stop.
  const stop = srcEnd.form === '.';
  const feats = stop ? srcEnd.feats : new Map(srcEnd.feats.has('PunctType') ? [['PunctType', 'Peri']] : []);
  t.nodes.push(makeNode({ form: '.', lemma: stop ? srcEnd.lemma : '.', upos: 'PUNCT', xpos: srcEnd.xpos, feats, deprel: 'punct', parent: root }));
}

/**
 * An abbreviation written with a period (XPOS brev:pun) that ended the source sentence shared the
 * sentence's full stop ("około 3300 r. p.n.e." = "p.n.e" + "."). When an edit puts something after
 * it (an inserted clause, a comma), the abbreviation gets its period back as a punct child of its
 * own: "p.n.e., która jest zamrożona", not "*p.n.e, która".
 */
function restoreSharedAbbreviationPeriods(t: Tree): void {
  for (let i = 0; i < t.nodes.length - 1; i++) {
    const n = t.nodes[i];
    if (n.upos === 'PUNCT' || !ABBREVIATION_WITH_PERIOD.test(n.xpos) || n.form.endsWith('.')) continue;
    const o = originOf(n);
    if (!o) continue;
    const words = o.sentence.words;
    const after = words.find((w) => w.id === o.id + 1);
    // the period shared with the end of the sentence (not the abbreviation's own: "r" + "." as its punct)
    if (!after || after.form !== '.' || after.head === o.id || after !== words[words.length - 1]) continue;
    const next = t.nodes[i + 1];
    if (adjacentInOrigin(n, next) || (next.upos === 'PUNCT' && next.form === '.')) continue;
    const mark = makeNode({ form: '.', lemma: '.', upos: 'PUNCT', xpos: after.xpos, feats: after.feats, deprel: 'punct', parent: n });
    t.nodes.splice(i + 1, 0, mark);
  }
}
const ABBREVIATION_WITH_PERIOD = /^brev:pun\b/;

/** A word written with its abbreviation's period in one token (LFG's "r.", "prof."). */
function isAbbreviationWithPeriod(n: Node): boolean {
  return n.upos !== 'PUNCT' && n.form.length > 1 && n.form.endsWith('.');
}

/**
 * A dash that an edit left right before a terminal mark (. ? ! …), whose phrase after it is gone
 * ("odesłały gatunki — nie tylko dinozaury — w niebyt." minus "w niebyt" ->
 * "… — nie tylko dinozaury —."; "pokaz mody - autorstwa X." minus the nmod -> "pokaz mody -."):
 * it goes. Not when the two were neighbours in the source.
 */
function danglingDash(t: Tree): Node | null {
  const ns = t.nodes;
  for (let i = 1; i < ns.length - 1; i++) {
    const d = ns[i];
    if (d.upos !== 'PUNCT' || !isDash(d)) continue;
    const next = ns[i + 1];
    if (isTerminal(next) && !adjacentInOrigin(d, next)) return d;
  }
  return null;
}

/**
 * A comma that closed a phrase an edit deleted (the word before it in the source is gone), in
 * one of three places where nothing takes a comma any more:
 * - right after a clause-opening word whose following words all went (afterClauseOpener);
 * - between a subject and its predicate, the comma hanging on the predicate (subjectBeforeComma);
 * - hanging (PDB style) on the phrase after it: "jej ręka wyciągnięta przed siebie, w źrenicach
 *   matki nabierała …" minus the participle -> "jej ręka w źrenicach …", not "*jej ręka, w
 *   źrenicach …": the comma is the first node of its head's subtree, the head is no phrase that a
 *   comma may open (a conjunct, clause, apposition, parenthetical), and the subtree holds no comma
 *   of its own (a pair of commas around an inserted phrase stays).
 * In the last two, the deleted phrase that ended at the comma is one a comma closes.
 */
function staleClosingComma(t: Tree): Node | null {
  const ns = t.nodes;
  let kept: Set<number> | null = null; // source ids still in the tree, made on first need
  for (let i = 1; i < ns.length; i++) {
    const c = ns[i];
    if (!isComma(c) || c.srcId <= 0 || !c.parent) continue;
    const prev = ns[i - 1];
    if (isPunct(prev) || adjacentInOrigin(prev, c)) continue;
    const o = originOf(c);
    if (!o) continue;
    const words = o.sentence.words;
    const before = words.find((w) => w.id === c.srcId - 1);
    kept ??= keptIds(ns);
    if (!before || kept.has(before.id)) continue;
    // the deleted span began right after a clause-opening word (a subordinator, coordinator or relative
    // pronoun) and ended at the comma: "że[ zgodnie z ustawą …], posłowie" -> "że posłowie", not "*że, posłowie"
    if (afterClauseOpener(t, prev, c, kept)) return c;
    // the comma closed a deleted insertion and now stands before a simple i/oraz/lub/albo/ani that joins a
    // conjunct ("przyjacielem Gartha Jenningsa[, również reżysera], i występował" with the noun replaced ->
    // "przyjacielem pokoju i występował", not "*pokoju, i występował")
    if (beforeSimpleConjunction(t, c) && closesDeletedInsertion(words, before, kept)) return c;
    // the deleted phrase that ended right before the comma must be one a comma closes
    if (!closedByComma(words, before, kept)) continue;
    const h = c.parent;
    // the comma hangs on a predicate and now stands between its subject and it ("robotnicy[ przymusowi,
    // którzy … w Niemczech], mogą składać" minus the relative clause): nothing there takes a comma
    if (subjectBeforeComma(t, h, prev, c)) return c;
    if (!PLAIN_RELS.has(t.universal(h.deprel))) continue;
    const sub = t.subtree(h);
    if (sub[0] !== c || sub.some((m, k) => k > 0 && isComma(m))) continue;
    return c;
  }
  return null;
}

/** The source ids of a tree's nodes (0 for inserted ones). */
function keptIds(ns: readonly Node[]): Set<number> {
  const kept = new Set<number>();
  for (const n of ns) kept.add(n.srcId);
  return kept;
}

/**
 * `prev` (right before comma `c`) opens a clause (deprel mark or cc, or a relative pronoun), every source
 * word between the two is gone, and the comma does not open a phrase that commas set off (a vocative,
 * parenthetical, converb, conjunct, apposition: "że[ X], panie pośle, …" keeps its comma).
 */
function afterClauseOpener(t: Tree, prev: Node, c: Node, kept: ReadonlySet<number>): boolean {
  const rel = t.universal(prev.deprel);
  const opener = rel === 'mark' || rel === 'cc' || prev.feats.get('PronType') === 'Rel';
  if (!opener || prev.srcId <= 0 || prev.srcId >= c.srcId - 1) return false;
  const po = originOf(prev);
  const co = originOf(c);
  if (!po || !co || po.sentence !== co.sentence) return false;
  if (!allGone(kept, prev.srcId, c.srcId)) return false;
  const h = c.parent;
  if (!h || COMMA_OPENED_RELS.has(t.universal(h.deprel))) return false;
  return true;
}
const COMMA_OPENED_RELS = new Set(['vocative', 'parataxis', 'advcl', 'acl', 'appos', 'conj', 'discourse', 'dislocated', 'xcomp']);

/** `prev` (right before comma `c`) ends the subject of `h`, and `h` follows `c`. */
function subjectBeforeComma(t: Tree, h: Node, prev: Node, c: Node): boolean {
  if (t.index(h) < t.index(c)) return false;
  const subj = t.nodes.find((n) => n.parent === h && t.universal(n.deprel) === 'nsubj' && t.index(n) < t.index(c));
  if (!subj) return false;
  const sub = t.subtree(subj);
  return sub[sub.length - 1] === prev;
}
/**
 * The highest deleted source phrase above `w` (climbing while the heads are not among the ids
 * `kept` in the tree), with a test of membership.
 */
function deletedPhrase(words: Word[], w: Word, kept: ReadonlySet<number>): { top: Word; inside: (x: Word) => boolean } {
  const { byId, within } = sourceAncestry(words);
  let top = w;
  for (let p = byId.get(top.head); p && !kept.has(p.id); p = byId.get(p.head)) top = p;
  return { top, inside: (x) => within(x, top) };
}

/** The source words by id, and whether one lies in the phrase of another (itself or below it). */
function sourceAncestry(words: Word[]): { byId: Map<number, Word>; within: (x: Word, d: Word) => boolean } {
  const byId = new Map(words.map((x) => [x.id, x]));
  const within = (x: Word, d: Word): boolean => {
    for (let y: Word | undefined = x; y; y = byId.get(y.head)) if (y === d) return true;
    return false;
  };
  return { byId, within };
}

/**
 * A phrase that commas set off: a relative or participle clause, an apposition, an inserted
 * parenthetical, a participle or adjective phrase with dependents of its own.
 */
function commaSetPhrase(words: Word[], d: Word): boolean {
  const u = d.deprel.split(':')[0];
  if (u === 'acl' || u === 'advcl' || u === 'appos' || d.deprel === 'parataxis:insert') return true;
  return u === 'amod' && words.some((w) => w.head === d.id && w.upos !== 'PUNCT');
}

/** Conjunctions before which a comma stands only to close an insertion (unless repeated: i …, i …). */
const SIMPLE_CONJUNCTIONS = new Set(['i', 'oraz', 'lub', 'albo', 'ani']);

/**
 * Comma `c` hangs on a conjunct whose own simple conjunction follows it at once, and the conjunction
 * is not a repeated one (the first conjunct has no such conjunction of its own).
 */
function beforeSimpleConjunction(t: Tree, c: Node): boolean {
  const h = c.parent;
  if (!h || t.universal(h.deprel) !== 'conj' || !h.parent) return false;
  const k = t.nodes[t.index(c) + 1];
  if (!k || k.parent !== h || t.universal(k.deprel) !== 'cc' || !SIMPLE_CONJUNCTIONS.has(k.lemma)) return false;
  const first = h.parent;
  return !t.nodes.some((n) => n.parent === first && t.universal(n.deprel) === 'cc' && n.lemma === k.lemma);
}

/** `last` ends a deleted phrase that commas set off (itself or a deleted phrase above it). */
function closesDeletedInsertion(words: Word[], last: Word, kept: ReadonlySet<number>): boolean {
  const { byId, within } = sourceAncestry(words);
  for (let d: Word | undefined = last; d && !kept.has(d.id); d = byId.get(d.head))
    if (commaSetPhrase(words, d) && !words.some((w) => w.id > last.id && within(w, d!))) return true;
  return false;
}

/**
 * The highest deleted source phrase that contains `last` and ends with it is one that commas
 * set off (commaSetPhrase), whose closing comma the next one was.
 */
function closedByComma(words: Word[], last: Word, kept: ReadonlySet<number>): boolean {
  const { top, inside } = deletedPhrase(words, last, kept);
  if (words.some((w) => w.id > last.id && inside(w))) return false;
  return commaSetPhrase(words, top);
}

/**
 * The mirror case: a comma that opened a deleted embedded phrase but hangs on the noun before it
 * ("moi przyjaciele, których … było więcej, niż przypuszczałam, udzielili" minus the relative clause
 * -> "moi przyjaciele udzielili", not "*moi przyjaciele, udzielili"). The comma is now the last node
 * of its nominal head's subtree, the word after it in the source is gone, and the highest deleted
 * phrase that starts with that word is an embedded one whose closing comma went with it.
 */
function staleOpeningComma(t: Tree): Node | null {
  const ns = t.nodes;
  let kept: Set<number> | null = null; // source ids still in the tree, made on first need
  for (let i = 1; i < ns.length - 1; i++) {
    const c = ns[i];
    if (!isComma(c) || c.srcId <= 0 || !c.parent) continue;
    const next = ns[i + 1];
    if (isPunct(next) || adjacentInOrigin(c, next)) continue;
    const h = c.parent;
    if (!NOMINAL_UPOS.has(h.upos)) continue;
    const sub = t.subtree(h);
    if (sub[sub.length - 1] !== c) continue;
    const o = originOf(c);
    if (!o) continue;
    const words = o.sentence.words;
    const after = words.find((w) => w.id === c.srcId + 1);
    kept ??= keptIds(ns);
    if (!after || kept.has(after.id)) continue;
    if (!openedByComma(words, after, kept)) continue;
    return c;
  }
  return null;
}

/** The highest deleted source phrase that contains `first` and starts with it is one that commas set off. */
const NOMINAL_UPOS = new Set(['NOUN', 'PROPN', 'PRON']);

function openedByComma(words: Word[], first: Word, kept: ReadonlySet<number>): boolean {
  const { top, inside } = deletedPhrase(words, first, kept);
  if (words.some((w) => w.id < first.id && inside(w))) return false;
  // its own closing comma went with it (…, niż przypuszczałam, — not a vocative's comma before a removed conjunct)
  const gone = words.filter((w) => inside(w) && !kept.has(w.id));
  if (!gone.length || gone[gone.length - 1].form !== ',') return false;
  return commaSetPhrase(words, top);
}

/**
 * One comma of a pair that set off an adverbial insertion, left alone when a deletion took the other:
 * - the insertion itself went with its closing comma ("W roli trenera gospodarzy,[ przed miejscową
 *   publicznością,] debiutował" -> "W roli trenera gospodarzy debiutował");
 * - or the insertion stays but its opening comma went with the phrase before it ("[W końcu,] około
 *   512 r. p.n.e., król uznał" -> "Około 512 r. p.n.e. król uznał").
 * The deleted or kept insertion is a plain adjunct (obl, advmod, nmod), and the comma is needed by
 * nothing else: what ends before it is no clause, conjunct or other phrase commas set off, and what
 * starts after it is none either (nor a conjunction, subordinator or relative word).
 */
function orphanedPairComma(t: Tree): Node | null {
  const ns = t.nodes;
  let kept: Set<number> | null = null; // source ids still in the tree, made on first need
  for (let i = 0; i < ns.length - 1; i++) {
    const c = ns[i];
    if (!isComma(c) || c.srcId <= 0 || !c.parent) continue;
    const o = originOf(c);
    const prev = i > 0 ? ns[i - 1] : undefined;
    const next = ns[i + 1];
    if (!o || isPunct(next) || originOf(next)?.sentence !== o.sentence) continue;
    const words = o.sentence.words;
    let left: Node | undefined; // the last word before the pair's phrase (none at the start)
    if (prev && !isPunct(prev) && adjacentInOrigin(prev, c) && !adjacentInOrigin(c, next)) {
      // c opened a deleted insertion whose own closing comma went with it
      kept ??= keptIds(ns);
      if (!deletedInsertionBetween(t, words, c.srcId, next.srcId, kept)) continue;
      if (COMMA_OPENED_RELS.has(t.universal(c.parent.deprel)) || isEmbeddingRel(t, c.parent)) continue;
      left = prev;
    } else if (adjacentInOrigin(c, next) && ADJUNCT_RELS.has(t.universal(c.parent.deprel))) {
      // c closes a kept adjunct whose opening comma went with a deleted phrase before it
      const sub = t.subtree(c.parent);
      if (sub[sub.length - 1] !== c || sub.some((m) => m !== c && isComma(m))) continue;
      const first = sub[0];
      if (first.srcId <= 1 || originOf(first)?.sentence !== o.sentence) continue;
      kept ??= keptIds(ns);
      const opener = words.find((w) => w.id === first.srcId - 1);
      if (!opener || opener.form !== ',' || kept.has(opener.id)) continue;
      const k = t.index(first);
      left = k > 0 ? ns[k - 1] : undefined;
      if (left && (isPunct(left) || originOf(left)?.sentence !== o.sentence)) continue;
      // everything between the phrase before and this one is gone
      if (!allGone(kept, left?.srcId ?? 0, first.srcId)) continue;
    } else continue;
    if (left && !edgePhrasesPlain(t, left, 'end')) continue;
    if (opensClause(t, next) || !edgePhrasesPlain(t, next, 'start')) continue;
    return c;
  }
  return null;
}

/** Adjuncts that a pair of commas may set off as an insertion and that no comma is needed for otherwise. */
const ADJUNCT_RELS = new Set(['obl', 'advmod', 'nmod']);

/** No source id strictly between `from` and `to` is still in the tree. */
function allGone(kept: ReadonlySet<number>, from: number, to: number): boolean {
  for (let id = from + 1; id < to; id++) if (kept.has(id)) return false;
  return true;
}

/**
 * Source ids strictly between `from` and `to` are all gone and make one deleted adjunct phrase that
 * ends with its own comma (the pair's closing one).
 */
function deletedInsertionBetween(t: Tree, words: Word[], from: number, to: number, kept: ReadonlySet<number>): boolean {
  if (to <= from + 2 || !allGone(kept, from, to)) return false;
  const first = words.find((w) => w.id === from + 1);
  const last = words.find((w) => w.id === to - 1);
  if (!first || !last || last.form !== ',') return false;
  const { top, inside } = deletedPhrase(words, first, kept);
  if (!ADJUNCT_RELS.has(t.universal(top.deprel))) return false;
  return words.every((w) => (w.id > from && w.id < to) === inside(w));
}

/**
 * The phrases that start (or end) with `n`, n itself and each head above it whose subtree starts
 * (ends) there, are none that commas set off: no clause, conjunct, apposition or insertion.
 */
function edgePhrasesPlain(t: Tree, n: Node, edge: 'start' | 'end'): boolean {
  for (let h = n; ; ) {
    if (COMMA_OPENED_RELS.has(t.universal(h.deprel)) || (h !== n && isEmbeddingRel(t, h))) return false;
    const p = h.parent;
    if (!p) return true;
    const sub = t.subtree(p);
    if ((edge === 'start' ? sub[0] : sub[sub.length - 1]) !== n) return true;
    h = p;
  }
}

/**
 * `n` opens a clause or conjunct that takes a comma before it: a subordinator, a relative word, or a
 * coordinator other than a simple i/oraz/lub/albo/ani (…, a Maria wypiła; but wstał i wypił).
 */
function opensClause(t: Tree, n: Node): boolean {
  const rel = t.universal(n.deprel);
  if (rel === 'cc') return !SIMPLE_CONJUNCTIONS.has(n.lemma);
  return rel === 'mark' || n.feats.get('PronType') === 'Rel';
}

/** Relations of phrases that no comma opens (unlike conjuncts, clauses, appositions, insertions). */
const PLAIN_RELS = new Set(['obl', 'obj', 'iobj', 'nsubj', 'nmod', 'advmod', 'det', 'nummod', 'case', 'mark', 'cop', 'aux', 'expl']);

function badComma(t: Tree): Node | null {
  const ns = t.nodes;
  for (let i = 0; i < ns.length; i++) {
    if (!isComma(ns[i])) continue;
    const prev = ns[i - 1];
    const next = ns[i + 1];
    if (!ns.slice(0, i).some((m) => isWordlike(m.form)) || (prev && isOpening(prev))) return ns[i];
    if (!next || isTerminal(next) || isClosingBracket(next) || isStrongSeparator(next)) return ns[i];
    if (prev && isDashOrColon(prev)) return ns[i];
    if (isComma(next)) return introducesPhrase(t, next) ? ns[i] : next;
  }
  return null;
}

/**
 * An embedded phrase opened by a comma but not closed by one although a word of
 * the same clause follows it. PDB style: the opening comma is a punct child of the
 * phrase's head H and the first node of H's subtree; the closing one, when there
 * is one, is H's child too and the last node. H qualifies when it is acl (any
 * subtype, relative clauses), advcl (any subtype, adverbial participles), appos,
 * parataxis:insert, or amod on a participle (VerbForm=Part) that has dependents of
 * its own. Then H's subtree must be contiguous, end in a word, and be followed by
 * a word (not punctuation; for a new phrase also an opening quote before a word) that
 * - belongs to the clause H's governor is in (see clauseSpan), so that the phrase is
 *   not at the end of its clause;
 * - (a conjunction counts: the embedded phrase is closed even before "i", as in
 *   "z deską, która jest odpięta, i dziewczynka"; a phrase whose opening comma an
 *   edit inserted is closed before any following word, whatever clause it is in);
 * - was not already H's last word's neighbour in the source: a junction the source
 *   wrote without a comma stays so, which keeps unedited sentences unchanged.
 * Of several such phrases ending at the same place, the outermost (the largest
 * subtree) is returned first; once it is closed the inner ones are followed by the
 * new comma and need nothing.
 */
function unclosedPhrase(t: Tree): Node | null {
  let best: Node | null = null;
  let bestSize = 0;
  for (const h of t.nodes) {
    if (!isEmbeddingRel(t, h)) continue;
    const sub = t.subtree(h);
    if (sub.length <= bestSize || sub.length < 2 || !isComma(sub[0]) || sub[0].parent !== h) continue;
    const first = t.index(sub[0]);
    const lastI = first + sub.length - 1;
    const last = t.nodes[lastI];
    if (last !== sub[sub.length - 1]) continue; // not contiguous
    const next = t.nodes[lastI + 1];
    // A phrase may end in a quotation or bracket it opened itself (…, który był opublikowany
    // jako „Undersea”, był …); any other final punctuation ends it already.
    if (!next || (isPunct(last) && !closesOwnPair(sub))) continue;
    // An opening quotation mark before a word starts a word group too (…, które są
    // proponowane, „populacja …): a new phrase is closed before it.
    const opensQuote = sub[0].srcId === 0 && OPENING_QUOTES.has(next.form) && !!t.nodes[lastI + 2] && isWordlike(t.nodes[lastI + 2].form);
    if (!opensQuote && (isPunct(next) || !isWordlike(next.form))) continue;
    // A junction the source wrote without a comma stays so, unless the phrase itself is
    // new (its opening comma was inserted by an edit): then it is always closed.
    if (adjacentInOrigin(last, next) && sub[0].srcId !== 0) continue;
    // A new phrase (opening comma inserted) is closed before any following word: a
    // relative clause ends with a comma even before the next clause (…, która jest
    // wymagana, i sukcesywnie dosyłać; osoby, które łamią przepisy, będzie mogła ukarać).
    if (!clauseSpan(t, h).has(next) && sub[0].srcId !== 0) continue;
    best = h;
    bestSize = sub.length;
  }
  return best;
}

const OPENING_QUOTES = new Set(['„', '"', '«']);

/** The subtree ends in a closing quote or bracket whose opening mark it also holds. */
function closesOwnPair(sub: Node[]): boolean {
  const last = sub[sub.length - 1];
  const inner = sub.slice(1, -1);
  if (isClosingBracket(last)) return inner.some(isOpeningBracket);
  if (isClosingQuote(last)) return inner.some((m) => OPENING_QUOTES.has(m.form) || m.form === last.form);
  return false;
}

function isEmbeddingRel(t: Tree, h: Node): boolean {
  const u = t.universal(h.deprel);
  if (u === 'acl' || u === 'advcl' || u === 'appos' || u === 'ccomp' || h.deprel === 'parataxis:insert') return true;
  // An adjective phrase set off by its own comma (…, gotowy rywalizować z X) is embedded too;
  // the caller has already checked that the phrase opens with its own comma.
  return u === 'amod' && t.children(h).some((c) => !isPunct(c));
}

/** Relations whose dependent heads a clause of its own. */
const CLAUSAL = new Set(['root', 'ccomp', 'csubj', 'advcl', 'acl', 'parataxis', 'xcomp']);

/**
 * The nodes of the clause that H's governor belongs to: the subtree of the nearest
 * clause head at or above H's parent, without the clauses coordinated to it
 * (conj children that are verbal or have their own subject/copula/auxiliary) and
 * without parataxis other than parataxis:insert.
 */
function clauseSpan(t: Tree, h: Node): Set<Node> {
  let c = h.parent;
  while (c && c.parent && !isClauseHead(t, c)) c = c.parent;
  if (!c) return new Set();
  const cut = t.children(c).filter((k) => {
    const u = t.universal(k.deprel);
    return (u === 'conj' && isVerbal(t, k)) || (u === 'parataxis' && k.deprel !== 'parataxis:insert');
  });
  const out = new Set(t.subtree(c));
  for (const k of cut) for (const m of t.subtree(k)) out.delete(m);
  return out;
}

function isClauseHead(t: Tree, n: Node): boolean {
  const u = t.universal(n.deprel);
  return CLAUSAL.has(u) || (u === 'conj' && isVerbal(t, n));
}

function isVerbal(t: Tree, n: Node): boolean {
  if (n.upos === 'VERB' || n.upos === 'AUX') return true;
  return t.children(n).some((k) => ['nsubj', 'cop', 'aux', 'csubj'].includes(t.universal(k.deprel)));
}

/** Inserts the closing comma (H's punct child) right after H's subtree. */
function closePhrase(t: Tree, h: Node): void {
  const sub = t.subtree(h);
  const comma = makeNode({
    form: ',',
    lemma: ',',
    upos: 'PUNCT',
    xpos: 'interp',
    feats: new Map([['PunctType', 'Comm']]),
    deprel: 'punct',
    parent: h,
  });
  t.nodes.splice(t.index(sub[sub.length - 1]) + 1, 0, comma);
}

function removeComma(t: Tree, c: Node): void {
  for (const m of t.nodes) if (m.parent === c) m.parent = c.parent;
  t.nodes = t.nodes.filter((m) => m !== c);
}

// ---------------------------------------------------------------- helpers

function assertIn(t: Tree, n: Node, what: string): void {
  if (!t.has(n)) throw new Error(`${what} "${n.form}" is not in the tree`);
}

/**
 * Runs an edit of t.nodes, then re-spaces every node whose right neighbour changed
 * (fixSpacingAfter), and clears SpaceAfter=No on a node that became the last one.
 */
function withSpacing(t: Tree, edit: () => void): void {
  // The order before the edit, and where each node stood in it (the tree's cached
  // positions on longer trees; a node listed twice counts at its last place).
  const old = t.nodes.slice();
  const at = old.length > 8 ? t.positionIndex() : null;
  const nextBefore = (n: Node): Node | undefined => {
    const i = at ? at.get(n) : old.lastIndexOf(n);
    return i === undefined || i < 0 ? undefined : old[i + 1];
  };
  edit();
  const ns = t.nodes;
  for (let i = 0; i < ns.length - 1; i++) if (nextBefore(ns[i]) !== ns[i + 1]) fixSpacingAfter(ns, i);
  const last = ns[ns.length - 1];
  if (last && nextBefore(last) !== undefined) setSpaceAfterNo(last.misc, false);
}
