// `explain`: why a rule did not apply to a sentence (the first constraint, in
// source order, that leaves no match), or, for each match, the edits, the
// morphology queries and their answers.

import type { Tree } from '../tree/tree.js';
import type { Constraint, NodeTest, Pattern, Rule } from '../dsl/compiled.js';
import { anyMatch, matchPattern, matchWithout, type Bindings } from './match.js';
import type { Attempt, Engine } from './engine.js';

export type Explanation =
  | { kind: 'no-match'; rule: Rule; failed: { text: string; at: string } | null }
  | { kind: 'rejected'; rule: Rule; without: { at: string; bindings: string } }
  | { kind: 'attempts'; rule: Rule; attempts: Attempt[] };

type Item = NodeTest | Constraint;

function at(x: { file: string; pos: { line: number; column: number } }): string {
  return `${x.file}:${x.pos.line}:${x.pos.column}`;
}

function itemsOf(p: Pattern): Item[] {
  const items: Item[] = [...p.outerTests.map((o) => o.test), ...p.nodes.flatMap((n) => n.tests), ...p.constraints];
  return items.sort((a, b) => a.pos.line - b.pos.line || a.pos.column - b.pos.column);
}

function describe(item: Item, p: Pattern): string {
  if ('field' in item) {
    const owner = p.nodes.find((n) => n.tests.includes(item as NodeTest));
    return `${owner ? owner.name : '?'} [${item.text}]`;
  }
  return item.text;
}

export function bindingsText(p: Pattern[], b: Bindings): string {
  const parts: string[] = [];
  for (const pat of p) for (const n of pat.nodes) if (b[n.slot] && !n.name.startsWith('_')) parts.push(`${n.name}=${b[n.slot]!.form}`);
  return parts.join(' ');
}

export function explain(engine: Engine, rule: Rule, tree: Tree, id: string, srcText: string): Explanation {
  // the matching below asks the engine's lexicon (forms=) as the engine's own would
  return engine.withMatcher(() => explainWith(engine, rule, tree, id, srcText));
}

function explainWith(engine: Engine, rule: Rule, tree: Tree, id: string, srcText: string): Explanation {
  const base: Bindings = new Array(rule.slotCount);
  if (!anyMatch(rule.match, tree, base)) {
    // Enable the pattern's tests one by one in source order: the first that empties the match set is the culprit.
    const items = itemsOf(rule.match);
    const on = new Set<Item>();
    for (const it of items) {
      on.add(it);
      if (!anyMatch(rule.match, tree, base, { enabled: (x) => on.has(x) })) return { kind: 'no-match', rule, failed: { text: describe(it, rule.match), at: at(it) } };
    }
    return { kind: 'no-match', rule, failed: null };
  }
  const attempts = [...engine.attempts(rule, tree, id, srcText)];
  if (attempts.length === 0) {
    for (const m of matchPattern(rule.match, tree, base)) {
      for (const w of rule.withouts) {
        const wm = anyMatch(w, tree, m);
        if (wm) return { kind: 'rejected', rule, without: { at: at(w), bindings: bindingsText([rule.match, w], wm) } };
      }
    }
    const m = matchWithout(rule.match, rule.withouts, tree, base)[0];
    if (m) {
      const vs = rule.variants.map((v) => `${v.name} (${at(v)})`).join(', ');
      return { kind: 'no-match', rule, failed: { text: `the match ${bindingsText([rule.match], m)} fits no variant: ${vs}`, at: at(rule) } };
    }
  }
  return { kind: 'attempts', rule, attempts };
}

export function formatExplanation(e: Explanation, sentId: string): string {
  const head = `${sentId}: rule ${e.rule.type}/${e.rule.name} (${at(e.rule)})`;
  if (e.kind === 'no-match') return `${head}\n  no match: ${e.failed ? `${e.failed.text} fails (${e.failed.at})` : 'no node fits'}`;
  if (e.kind === 'rejected') return `${head}\n  no match: rejected by without block at ${e.without.at} (${e.without.bindings})`;
  const lines = [head];
  for (const a of e.attempts) {
    const pats = [a.rule.match, ...(a.variant.extra ? [a.variant.extra] : []), ...(a.rule.donor ? [a.rule.donor] : [])];
    lines.push(`  match ${bindingsText(pats, a.bindings)} → variant ${a.variant.name}`);
    for (const t of a.trace) lines.push(`    ${t.command}${t.note ? `   ⇒ ${t.note}` : ''}   [${t.at}]`);
    lines.push(a.result.ok ? `    result: ${a.result.candidate.text}` : `    dropped: ${a.result.reason}`);
  }
  return lines.join('\n');
}
