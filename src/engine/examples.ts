// Rule files are their own regression tests: every `example` names a fixture
// sentence (or carries inline CoNLL-U) and the texts the rule must (=>) or must
// not (!=>) produce.

import { readFileSync } from 'node:fs';
import { parseConllu } from '../conllu/index.js';
import type { Sentence } from '../conllu/types.js';
import { Tree } from '../tree/tree.js';
import type { Example, Rule } from '../dsl/compiled.js';
import { Engine, sentenceText } from './engine.js';
import { DonorPool } from './pool.js';
import { indexValues } from './match.js';

export interface ExampleOutcome {
  rule: Rule;
  example: Example;
  passed: boolean;
  /** Expected texts not produced (positive) or forbidden texts produced (negative). */
  wrong: string[];
  produced: string[];
  drops: string[];
  error: string | null;
}

export function loadFixture(cache: Map<string, Map<string, Sentence> | string>, path: string): Map<string, Sentence> | string {
  const hit = cache.get(path);
  if (hit) return hit;
  let value: Map<string, Sentence> | string;
  try {
    const m = new Map<string, Sentence>();
    for (const r of parseConllu(readFileSync(path, 'utf8'), path)) if (r.ok && r.sentence.sentId) m.set(r.sentence.sentId, r.sentence);
    value = m;
  } catch (e) {
    value = `cannot read fixtures ${path}: ${(e as Error).message}`;
  }
  cache.set(path, value);
  return value;
}

function exampleSentence(ex: Example, cache: Map<string, Map<string, Sentence> | string>): Sentence | string {
  if (ex.source.kind === 'inline') {
    const rs = parseConllu(ex.source.text.replace(/^\n+/, '').replace(/\n*$/, '\n\n'), `${ex.file}:${ex.pos.line}`);
    const bad = rs.find((r) => !r.ok);
    if (bad && !bad.ok) return `inline CoNLL-U is invalid: ${bad.errors.map((e) => e.message).join('; ')}`;
    const first = rs[0];
    return first && first.ok ? first.sentence : 'inline CoNLL-U holds no sentence';
  }
  if (!ex.fixtures) return `no fixtures file declared for sentence '${ex.source.text}'`;
  const fx = loadFixture(cache, ex.fixtures);
  if (typeof fx === 'string') return fx;
  return fx.get(ex.source.text) ?? `sentence '${ex.source.text}' not found in ${ex.fixtures}`;
}

export function runExamples(engine: Engine, rules: Rule[]): ExampleOutcome[] {
  const cache = new Map<string, Map<string, Sentence> | string>();
  const out: ExampleOutcome[] = [];
  for (const rule of rules) {
    for (const ex of rule.examples) {
      const s = exampleSentence(ex, cache);
      if (typeof s === 'string') {
        out.push({ rule, example: ex, passed: false, wrong: ex.texts, produced: [], drops: [], error: s });
        continue;
      }
      const tree = Tree.fromSentence(s);
      indexValues(tree);
      const id = s.sentId ?? 'example';
      // Donors for examples of mixing rules: the other sentences of the rule's fixture file.
      let eng = engine;
      if (rule.donor && ex.fixtures) {
        const fx = loadFixture(cache, ex.fixtures);
        if (typeof fx !== 'string') {
          const pool = new DonorPool();
          for (const [sid, sent] of fx) pool.add(sent, sid);
          eng = new Engine(engine.ruleSet, { ...engine.opts, pool });
        }
      }
      const produced: string[] = [];
      const drops: string[] = [];
      for (const a of eng.attempts(rule, tree, id, sentenceText(s, tree))) {
        if (ex.variant !== null && a.variant.name !== ex.variant) continue;
        if (a.result.ok) produced.push(a.result.candidate.text);
        else drops.push(`${a.variant.name}: ${a.result.reason}`);
      }
      const wrong = ex.negative ? ex.texts.filter((t) => produced.includes(t)) : ex.texts.filter((t) => !produced.includes(t));
      out.push({ rule, example: ex, passed: wrong.length === 0, wrong, produced: [...new Set(produced)], drops, error: null });
    }
  }
  return out;
}

export function formatOutcome(o: ExampleOutcome): string {
  const where = `${o.example.file}:${o.example.pos.line}:${o.example.pos.column}`;
  const name = `${o.rule.type}/${o.rule.name}${o.example.variant ? `/${o.example.variant}` : ''}`;
  const src = o.example.source.kind === 'id' ? `"${o.example.source.text}"` : 'inline sentence';
  if (o.passed) return `ok   ${name} ${src}`;
  const lines = [`FAIL ${name} ${src} (${where})`];
  if (o.error) lines.push(`  ${o.error}`);
  for (const w of o.wrong) lines.push(o.example.negative ? `  must not produce: ${w}` : `  - expected: ${w}`);
  if (!o.example.negative) for (const p of o.produced) lines.push(`  + produced: ${p}`);
  for (const d of o.drops) lines.push(`  dropped ${d}`);
  return lines.join('\n');
}
