// AST -> compiled rules, with static checks. Names are resolved to slots while
// walking each rule in order, so a node used after `delete` or never declared is
// reported with its position before anything runs (as in Grew's command module).

import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { resolve, dirname, join, relative } from 'node:path';
import type * as A from './ast.js';
import type * as C from './compiled.js';
import { parseRules } from './parse.js';
import { diag, type Diagnostic } from './diagnostics.js';

const WORD_FIELDS = new Set(['form', 'lemma', 'upos', 'xpos', 'deprel', 'forms']);

export interface CompileResult {
  ruleSet: C.RuleSet;
  diagnostics: Diagnostic[];
}

/** Rule files named on the command line: files as given, directories as their *.drv files (sorted). */
export function expandRulePaths(paths: string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (existsSync(p) && statSync(p).isDirectory()) {
      for (const f of readdirSync(p).filter((n) => n.endsWith('.drv')).sort()) out.push(join(p, f));
    } else out.push(p);
  }
  return out;
}

function displayPath(abs: string): string {
  const rel = relative(process.cwd(), abs);
  return rel.startsWith('..') ? abs : rel;
}

/** Reads, parses and compiles rule files (following `use`), collecting every diagnostic. */
export function compileRuleFiles(paths: string[], readFile: (p: string) => string = (p) => readFileSync(p, 'utf8')): CompileResult {
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, string>();
  const files: { file: string; ast: A.FileAst }[] = [];
  const seen = new Set<string>();
  const visit = (abs: string, from: { file: string; pos: A.Pos } | null) => {
    if (seen.has(abs)) return;
    seen.add(abs);
    const shown = displayPath(abs);
    let text: string;
    try {
      text = readFile(abs);
    } catch {
      diagnostics.push(from ? diag(from.file, from.pos, `cannot read rule file ${shown}`) : diag(shown, { line: 1, column: 1 }, 'cannot read rule file'));
      return;
    }
    sources.set(shown, text);
    const r = parseRules(text, shown);
    if (!r.ok) {
      diagnostics.push(r.diagnostic);
      return;
    }
    // Included files come first so that their declarations (the profile) are known.
    for (const it of r.ast.items) if (it.kind === 'use') visit(resolve(dirname(abs), it.path), { file: shown, pos: it.pos });
    files.push({ file: shown, ast: r.ast });
  };
  for (const p of expandRulePaths(paths)) visit(resolve(p), null);
  return compileAsts(files, sources, diagnostics);
}

export function compileRuleText(text: string, file = '<rules>', extra: { file: string; text: string }[] = []): CompileResult {
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, string>();
  const files: { file: string; ast: A.FileAst }[] = [];
  for (const f of [...extra, { file, text }]) {
    sources.set(f.file, f.text);
    const r = parseRules(f.text, f.file);
    if (r.ok) files.push({ file: f.file, ast: r.ast });
    else diagnostics.push(r.diagnostic);
  }
  return compileAsts(files, sources, diagnostics);
}

function compileAsts(files: { file: string; ast: A.FileAst }[], sources: Map<string, string>, diagnostics: Diagnostic[]): CompileResult {
  const profile: C.Profile = { relations: null, upos: null, features: new Map(), agreements: [], repairs: [] };
  const lists = new Map<string, A.ValueAst[]>();
  const conditions = new Map<string, { items: A.PatItemAst[]; file: string }>();
  // Pass 1: declarations, so rules anywhere may use them.
  for (const { file, ast } of files) {
    for (const it of ast.items) {
      if (it.kind === 'list') {
        if (lists.has(it.name)) diagnostics.push(diag(file, it.pos, `list @${it.name} is declared twice`));
        lists.set(it.name, it.values);
      } else if (it.kind === 'condition') {
        if (conditions.has(it.name)) diagnostics.push(diag(file, it.pos, `condition @${it.name} is declared twice`));
        conditions.set(it.name, { items: it.items, file });
      } else if (it.kind === 'declare') {
        const set = it.what === 'relations' ? (profile.relations ??= new Set()) : (profile.upos ??= new Set());
        for (const v of it.values) set.add(plainValue(v));
      } else if (it.kind === 'feature') {
        const set = profile.features.get(it.name) ?? new Set<string>();
        for (const v of it.values) set.add(plainValue(v));
        profile.features.set(it.name, set);
      }
    }
  }
  const ctx = new Ctx(profile, lists, diagnostics, conditions);
  const rules: C.Rule[] = [];
  const ruleNames = new Map<string, A.Pos>();
  for (const { file, ast } of files) {
    ctx.file = file;
    let transformation: { name: string; relation: string } | null = null;
    let fixtures: string | null = null;
    for (const it of ast.items) {
      switch (it.kind) {
        case 'transformation':
          transformation = { name: it.name, relation: it.relation ?? 'similar' };
          if (!['similar', 'contradictory', 'neutral'].includes(transformation.relation))
            ctx.error(it.pos, `unknown relation '${transformation.relation}' (expected similar, contradictory or neutral)`);
          break;
        case 'fixtures':
          fixtures = resolve(dirname(resolve(file)), it.path);
          if (!existsSync(fixtures)) ctx.error(it.pos, `fixture file not found: ${it.path}`);
          break;
        case 'agreement': {
          const a = ctx.compileAgreement(it);
          if (a) profile.agreements.push(a);
          break;
        }
        case 'repair': {
          const r = ctx.compileRepair(it);
          if (r) profile.repairs.push(r);
          break;
        }
        case 'rule': {
          if (!transformation) {
            ctx.error(it.pos, `rule '${it.name}' comes before any 'transformation' declaration`);
            break;
          }
          const key = `${transformation.name}/${it.name}`;
          const prev = ruleNames.get(key);
          if (prev) ctx.error(it.pos, `rule '${it.name}' is already defined in transformation ${transformation.name} (line ${prev.line})`);
          ruleNames.set(key, it.pos);
          const r = ctx.compileRule(it, transformation, fixtures);
          if (r) rules.push(r);
          break;
        }
        default:
          break;
      }
    }
  }
  // Reserved word lists: @dispreferred_forms, dictionary variants that re-inflection avoids (wiela /
  // wielu); @name_nouns, nouns that name an institution when capitalised (Komisja, Sejm).
  const words = (name: string): Set<string> | undefined => {
    const l = lists.get(name);
    return l && new Set(l.filter((v) => v.kind === 'word' || v.kind === 'string').map((v) => plainValue(v)));
  };
  profile.dispreferred = words('dispreferred_forms') ?? profile.dispreferred;
  profile.nameNouns = words('name_nouns') ?? profile.nameNouns;
  // Shared edits are checked once per variant: report each problem once.
  const seenDiag = new Set<string>();
  const unique = diagnostics.filter((d) => {
    const k = `${d.file}:${d.line}:${d.column}:${d.message}`;
    if (seenDiag.has(k)) return false;
    seenDiag.add(k);
    return true;
  });
  diagnostics.length = 0;
  diagnostics.push(...unique);
  return { ruleSet: { rules, profile, sources }, diagnostics };
}

function plainValue(v: A.ValueAst): string {
  return v.kind === 'word' || v.kind === 'string' ? v.text : v.kind === 'list' ? `@${v.name}` : `/${v.source}/`;
}

/** A constraint printed back in rule syntax. */
function printConstraint(c: A.ConstraintAst): string {
  if (c.op === 'present') return c.field;
  if (c.op === 'absent') return `!${c.field}`;
  return `${c.field}${c.op}${c.values.map(printValue).join('|')}`;
}

function printValue(v: A.ValueAst): string {
  return v.kind === 'string' ? JSON.stringify(v.text) : plainValue(v);
}

/** Names visible in a rule: name -> slot, plus the slots deleted so far. */
class Scope {
  names = new Map<string, number>();
  deleted = new Map<number, A.Pos>();
  nodes: C.PatNode[] = [];
  constructor(public next = 0) {}
  child(): Scope {
    const s = new Scope(this.next);
    s.names = new Map(this.names);
    s.deleted = new Map(this.deleted);
    return s;
  }
}

class Ctx {
  file = '';
  constructor(
    private profile: C.Profile,
    private lists: Map<string, A.ValueAst[]>,
    private diagnostics: Diagnostic[],
    private conditions: Map<string, { items: A.PatItemAst[]; file: string }> = new Map(),
  ) {}

  /** `@NAME;` items replaced by the condition's items (names resolve in the including block). */
  expand(items: A.PatItemAst[], depth = 0): A.PatItemAst[] {
    const out: A.PatItemAst[] = [];
    for (const it of items) {
      if (it.kind !== 'include') {
        out.push(it.kind === 'without' ? { ...it, items: this.expand(it.items, depth) } : it);
        continue;
      }
      const c = this.conditions.get(it.name);
      if (!c) this.error(it.pos, `unknown condition @${it.name}`);
      else if (depth > 8) this.error(it.pos, `condition @${it.name} includes itself`);
      else out.push(...this.expand(c.items, depth + 1));
    }
    return out;
  }

  error(pos: A.Pos, message: string): void {
    this.diagnostics.push(diag(this.file, pos, message));
  }

  loc(pos: A.Pos): C.Located {
    return { file: this.file, pos };
  }

  // ---------- values ----------

  /** Expands a value to a test; `:*` on a relation means "this relation or any subtype". */
  valueTest(values: A.ValueAst[], kind: 'rel' | 'plain', field?: string): { test: C.ValueTest; equals: string[] | null; spec: C.ValueSpec } {
    const exact = new Set<string>();
    const regexes: RegExp[] = [];
    const prefixes: string[] = [];
    let onlyExact = true;
    // Lists may hold regexes and other lists: expand them in place.
    const flat: A.ValueAst[] = [];
    const expand = (vs: A.ValueAst[], depth: number) => {
      for (const v of vs) {
        if (v.kind === 'list' && depth < 8) expand(this.listValues(v), depth + 1);
        else flat.push(v);
      }
    };
    expand(values, 0);
    for (const v of flat) {
      if (v.kind === 'regex') {
        onlyExact = false;
        try {
          regexes.push(new RegExp(`^(?:${v.source})$`, v.flags.replace(/[gyu]/g, '') + 'u'));
        } catch (e) {
          const why = (e as Error).message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /, '');
          this.error(v.pos, `invalid regular expression /${v.source}/: ${why}`);
        }
        continue;
      }
      if (v.kind === 'list') continue;
      const texts = [v.text];
      for (const t of texts) {
        if (kind === 'rel' && t.endsWith(':*')) {
          onlyExact = false;
          prefixes.push(t.slice(0, -2));
          this.checkRelation(t.slice(0, -2), v.pos);
        } else {
          exact.add(t);
          if (kind === 'rel') this.checkRelation(t, v.pos);
          else if (field) this.checkValue(field, t, v.pos);
        }
      }
    }
    const ex = [...exact];
    // Specialised closures: these run for every node the matcher looks at (tens of
    // millions of calls on a treebank). A few values are compared one by one, which
    // is cheaper than hashing; no string is built per call.
    const inExact = oneOf(ex, exact);
    let test: C.ValueTest;
    if (prefixes.length === 0 && regexes.length === 0) test = inExact;
    else {
      const subtypes = prefixes.map((p) => p + ':');
      const bare = new Set(prefixes);
      test = (s) => {
        if (s === undefined) return false;
        if (inExact(s) || bare.has(s)) return true;
        for (let i = 0; i < subtypes.length; i++) if (s.startsWith(subtypes[i])) return true;
        for (let i = 0; i < regexes.length; i++) if (regexes[i].test(s)) return true;
        return false;
      };
    }
    return { test, equals: onlyExact ? ex : null, spec: { exact: ex, prefixes, regexes, negated: false } };
  }

  listValues(v: { name: string; pos: A.Pos }): A.ValueAst[] {
    const l = this.lists.get(v.name);
    if (!l) {
      this.error(v.pos, `unknown list @${v.name}`);
      return [];
    }
    return l;
  }

  checkRelation(rel: string, pos: A.Pos): void {
    const rels = this.profile.relations;
    if (rels && !rels.has(rel)) this.error(pos, `unknown relation '${rel}' for this profile`);
  }

  checkValue(field: string, value: string, pos: A.Pos): void {
    if (field === 'upos' && this.profile.upos && !this.profile.upos.has(value)) this.error(pos, `unknown UPOS '${value}' for this profile`);
    if (field === 'deprel') this.checkRelation(value.endsWith(':*') ? value.slice(0, -2) : value, pos);
    const vals = this.profile.features.get(field);
    if (vals && vals.size > 0 && !vals.has(value)) this.error(pos, `unknown value '${value}' for feature ${field} (known: ${[...vals].join(', ')})`);
  }

  field(name: string, pos: A.Pos): C.NodeField {
    if (WORD_FIELDS.has(name)) return name as C.NodeField;
    if (this.profile.features.size > 0 && !this.profile.features.has(name)) this.error(pos, `unknown feature '${name}' for this profile`);
    return { feat: name };
  }

  constraint(c: A.ConstraintAst): C.NodeTest {
    const field = this.field(c.field, c.pos);
    if (field === 'forms') {
      // The matcher asks the morphology; the test sees "1" when some listed class exists.
      if ((c.op !== '=' && c.op !== '!=') || c.values.some((v) => v.kind !== 'word')) this.error(c.pos, 'forms takes class names: forms=ppas or forms!=pact|pcon');
      const classes = c.values.map((v) => plainValue(v));
      const text = `forms${c.op}${classes.join('|')}`;
      const want = c.op === '=' ? '1' : '0';
      return { ...this.loc(c.pos), field, test: (v) => v === want, text, equals: null, classes };
    }
    const fname = typeof field === 'string' ? field : field.feat;
    const text = printConstraint(c);
    if (c.op === 'present') return { ...this.loc(c.pos), field, test: (v) => v !== undefined, text, equals: null };
    if (c.op === 'absent') return { ...this.loc(c.pos), field, test: (v) => v === undefined, text, equals: null };
    const { test, equals, spec } = this.valueTest(c.values, fname === 'deprel' ? 'rel' : 'plain', fname);
    if (c.op === '!=') return { ...this.loc(c.pos), field, test: (v) => !test(v), text, equals: null, spec: { ...spec, negated: true } };
    return { ...this.loc(c.pos), field, test, text, equals, spec };
  }

  // ---------- patterns ----------

  /** Declares or finds a node; anonymous `_` always makes a fresh one. */
  nodeRef(scope: Scope, ref: A.NodeRefAst, local: C.PatNode[], outer: C.Pattern['outerTests'] = []): number {
    let slot: number;
    if (ref.name !== null && scope.names.has(ref.name)) {
      slot = scope.names.get(ref.name)!;
    } else {
      slot = scope.next++;
      const node: C.PatNode = { ...this.loc(ref.pos), slot, name: ref.name ?? `_${slot}`, tests: [] };
      if (ref.name !== null) scope.names.set(ref.name, slot);
      local.push(node);
      scope.nodes[slot] = node;
    }
    if (ref.constraints) {
      const node = local.find((n) => n.slot === slot);
      const tests = ref.constraints.map((c) => this.constraint(c));
      if (!node) outer.push(...tests.map((test) => ({ slot, test })));
      else node.tests.push(...tests);
    }
    return slot;
  }

  fieldRef(scope: Scope, r: A.FieldRefAst): { slot: number; field: C.NodeField } | null {
    const slot = scope.names.get(r.node);
    if (slot === undefined) {
      this.error(r.pos, `unknown node '${r.node}'`);
      return null;
    }
    return { slot, field: this.field(r.field, r.pos) };
  }

  pattern(kind: C.Pattern['kind'], blocks: A.PatternBlockAst[], scope: Scope, pos: A.Pos): C.Pattern {
    const firstSlot = scope.next;
    const local: C.PatNode[] = [];
    const constraints: C.Constraint[] = [];
    const outer: C.Pattern['outerTests'] = [];
    const nested: { items: A.PatItemAst[]; pos: A.Pos }[] = [];
    for (const b of blocks) {
      for (const it of this.expand(b.items)) {
        switch (it.kind) {
          case 'without':
            nested.push(it);
            break;
          case 'node': {
            this.nodeRef(scope, { name: it.name, constraints: it.constraints, pos: it.pos }, local, outer);
            break;
          }
          case 'edge': {
            const from = this.nodeRef(scope, it.from, local, outer);
            const to = this.nodeRef(scope, it.to, local, outer);
            const rel = it.rel ? this.valueTest(it.rel.alts, 'rel') : null;
            const relText = it.rel ? `${it.rel.negated ? '!' : ''}${it.rel.alts.map(printValue).join('|')}` : '';
            const test: C.ValueTest | null = rel ? (it.rel!.negated ? (v) => !rel.test(v) : rel.test) : null;
            const arrow = it.enhanced ? (relText ? `=[${relText}]=>` : '=>') : relText ? `-[${relText}]->` : '->';
            constraints.push({ ...this.loc(it.pos), kind: 'edge', from, to, rel: test, enhanced: it.enhanced, text: `${nameOf(it.from, from)} ${arrow} ${nameOf(it.to, to)}`, relEquals: rel && !it.rel!.negated ? rel.equals : null });
            break;
          }
          case 'order': {
            const a = this.nodeRef(scope, it.a, local, outer);
            const b2 = this.nodeRef(scope, it.b, local, outer);
            constraints.push({ ...this.loc(it.pos), kind: 'order', a, b: b2, immediate: it.immediate, text: `${nameOf(it.a, a)} ${it.immediate ? 'immediately ' : ''}before ${nameOf(it.b, b2)}` });
            break;
          }
          case 'dominates': {
            const a = this.nodeRef(scope, it.a, local, outer);
            const b2 = this.nodeRef(scope, it.b, local, outer);
            constraints.push({ ...this.loc(it.pos), kind: 'dominates', a, b: b2, text: `${nameOf(it.a, a)} dominates ${nameOf(it.b, b2)}` });
            break;
          }
          case 'compare': {
            const a = this.fieldRef(scope, it.a);
            const b2 = this.fieldRef(scope, it.b);
            if (a && b2)
              constraints.push({ ...this.loc(it.pos), kind: 'compare', a: a.slot, fa: a.field, b: b2.slot, fb: b2.field, negated: it.negated, text: `${it.a.node}.${it.a.field} ${it.negated ? '!=' : '='} ${it.b.node}.${it.b.field}` });
            break;
          }
        }
      }
    }
    const nodes = local;
    // Nested withouts see every name bound so far; their own names stay local.
    const withouts = this.withoutPatterns(nested.map((w) => ({ kind: 'without' as const, items: w.items, pos: w.pos })), scope);
    return { ...this.loc(blocks[0]?.pos ?? pos), kind, nodes, constraints, outerTests: outer, withouts, plan: planOrder(nodes, constraints, firstSlot) };
  }

  // ---------- commands ----------

  slotOf(scope: Scope, name: string, pos: A.Pos): number | null {
    const slot = scope.names.get(name);
    if (slot === undefined) {
      this.error(pos, `unknown node '${name}'`);
      return null;
    }
    const del = scope.deleted.get(slot);
    if (del) {
      this.error(pos, `node '${name}' is used after it was deleted (line ${del.line})`);
      return null;
    }
    return slot;
  }

  where(scope: Scope, w: A.WhereAst): C.WhereC | null {
    if (w.kind === 'start') return { kind: 'start' };
    if (w.kind === 'end') {
      if (w.node === null) return { kind: 'end', slot: null };
      const s = this.slotOf(scope, w.node, w.pos);
      return s === null ? null : { kind: 'end', slot: s };
    }
    const s = this.slotOf(scope, w.node, w.pos);
    return s === null ? null : { kind: w.kind, slot: s };
  }

  assign(scope: Scope, v: A.AssignValueAst, field: string | null): C.AssignC | null {
    if (v.kind === 'remove') return { kind: 'remove' };
    if (v.kind === 'field') {
      const r = this.fieldRef(scope, v.ref);
      if (r && scope.deleted.has(r.slot)) {
        // Reading a feature of a deleted node is fine only before deletion; afterwards it is an error.
        this.error(v.ref.pos, `node '${v.ref.node}' is used after it was deleted (line ${scope.deleted.get(r.slot)!.line})`);
        return null;
      }
      return r ? { kind: 'field', slot: r.slot, field: r.field } : null;
    }
    if (v.value.kind === 'regex' || v.value.kind === 'list') {
      this.error(v.value.pos, 'an assignment needs a single value, not a pattern');
      return null;
    }
    if (field === 'deprel') this.checkRelation(v.value.text, v.value.pos);
    else if (field) this.checkValue(field, v.value.text, v.value.pos);
    return { kind: 'value', value: v.value.text };
  }

  newWord(scope: Scope, w: A.NewWordAst): C.NewWordC | null {
    if (scope.names.has(w.name)) {
      this.error(w.pos, `node name '${w.name}' is already in use`);
      return null;
    }
    if (w.lemma.kind === 'regex' || w.lemma.kind === 'list') {
      this.error(w.lemma.pos, 'a new word needs a lemma, not a pattern');
      return null;
    }
    if (this.profile.upos && !this.profile.upos.has(w.upos)) this.error(w.pos, `unknown UPOS '${w.upos}' for this profile`);
    const feats: C.NewWordC['feats'] = [];
    for (const f of w.feats) {
      this.field(f.feat, f.pos);
      const v = this.assign(scope, f.value, f.feat);
      if (v) feats.push({ feat: f.feat, value: v });
    }
    const slot = scope.next++;
    scope.names.set(w.name, slot);
    return { slot, lemma: w.lemma.text, upos: w.upos, feats };
  }

  commands(scope: Scope, cmds: A.CommandAst[], donorSlots: Set<number>): C.Command[] {
    const out: C.Command[] = [];
    for (const c of cmds) {
      const text = printCommand(c);
      const L = { ...this.loc(c.pos), text };
      switch (c.kind) {
        case 'set': {
          const slot = this.slotOf(scope, c.target.node, c.target.pos);
          const f = c.target.field;
          if (slot === null) break;
          if (f === 'deprel') {
            const v = this.assign(scope, c.value, 'deprel');
            if (v) out.push({ ...L, kind: 'setDeprel', slot, value: v });
          } else if (WORD_FIELDS.has(f) && f !== 'forms') {
            this.error(c.target.pos, `${f} cannot be set: forms come from the dictionary; set features instead`);
          } else {
            this.field(f, c.target.pos);
            const v = this.assign(scope, c.value, f);
            if (v) out.push({ ...L, kind: 'setFeat', slot, feat: f, value: v });
          }
          break;
        }
        case 'delete': {
          const slot = this.slotOf(scope, c.node, c.pos);
          if (slot !== null) {
            out.push({ ...L, kind: 'delete', slot });
            scope.deleted.set(slot, c.pos);
          }
          break;
        }
        case 'deleteAll': {
          const within = c.within === null ? null : this.slotOf(scope, c.within, c.pos);
          if (c.within === null || within !== null) out.push({ ...L, kind: 'deleteAll', tests: c.constraints.map((x) => this.constraint(x)), within, outside: c.outside ? c.outside.map((x) => this.constraint(x)) : null });
          break;
        }
        case 'move': {
          const slot = this.slotOf(scope, c.node, c.pos);
          const w = this.where(scope, c.where);
          if (slot !== null && w) out.push({ ...L, kind: 'move', slot, where: w });
          break;
        }
        case 'attach': {
          const slot = this.slotOf(scope, c.node, c.pos);
          const head = c.head === null ? null : this.slotOf(scope, c.head, c.pos);
          this.checkRelation(c.rel, c.pos);
          if (slot !== null && (c.head === null || head !== null)) out.push({ ...L, kind: 'attach', slot, head, rel: c.rel });
          break;
        }
        case 'attachAll': {
          const from = this.slotOf(scope, c.from, c.pos);
          const to = this.slotOf(scope, c.to, c.pos);
          if (from !== null && to !== null) out.push({ ...L, kind: 'attachAll', tests: c.constraints.map((x) => this.constraint(x)), from, to });
          break;
        }
        case 'insert': {
          const w = this.where(scope, c.where);
          const head = c.head === null ? null : this.slotOf(scope, c.head, c.pos);
          this.checkRelation(c.rel, c.pos);
          const word = this.newWord(scope, c.word);
          if (word && w && (c.head === null || head !== null)) out.push({ ...L, kind: 'insert', word, where: w, rel: c.rel, head });
          break;
        }
        case 'replace': {
          const slot = this.slotOf(scope, c.node, c.pos);
          const word = this.newWord(scope, c.word);
          if (slot !== null && word) {
            out.push({ ...L, kind: 'replace', slot, word });
            scope.deleted.set(slot, c.pos);
          }
          break;
        }
        case 'copy':
        case 'replaceCopy': {
          const donor = this.slotOf(scope, c.donor, c.pos);
          if (donor !== null && !donorSlots.has(donor)) this.error(c.pos, `'${c.donor}' is not a node of the donor pattern`);
          if (scope.names.has(c.name)) {
            this.error(c.pos, `node name '${c.name}' is already in use`);
            break;
          }
          if (c.kind === 'copy') {
            const head = this.slotOf(scope, c.head, c.pos);
            const w = this.where(scope, c.where);
            if (c.rel) this.checkRelation(c.rel, c.pos);
            const slot = scope.next++;
            scope.names.set(c.name, slot);
            if (donor !== null && head !== null && w) out.push({ ...L, kind: 'copy', slot, donor, where: w, rel: c.rel ?? '', head });
          } else {
            const slot = this.slotOf(scope, c.node, c.pos);
            const newSlot = scope.next++;
            scope.names.set(c.name, newSlot);
            if (slot !== null && donor !== null) {
              out.push({ ...L, kind: 'replaceCopy', slot, newSlot, donor });
              scope.deleted.set(slot, c.pos);
            }
          }
          break;
        }
        case 'agree': {
          const slot = this.slotOf(scope, c.node, c.pos);
          const w = this.slotOf(scope, c.with, c.pos);
          if (slot !== null && w !== null) out.push({ ...L, kind: 'agree', slot, with: w });
          break;
        }
      }
    }
    return out;
  }

  // ---------- declarations ----------

  /**
   * The `without` blocks among `blocks`, each in its own child scope (its nodes are
   * local to it); the scope's next slot moves past all of them, nested ones included,
   * so slot numbers stay unique across a rule.
   */
  withoutPatterns(blocks: A.PatternBlockAst[], scope: Scope): C.Pattern[] {
    const ws = blocks.filter((b) => b.kind === 'without').map((b) => this.pattern('without', [b], scope.child(), b.pos));
    const bump = (p: C.Pattern): void => {
      for (const n of p.nodes) scope.next = Math.max(scope.next, n.slot + 1);
      p.withouts.forEach(bump);
    };
    ws.forEach(bump);
    return ws;
  }

  compileRule(r: A.RuleAst, t: { name: string; relation: string }, fixtures: string | null): C.Rule | null {
    const scope = new Scope();
    const matchBlocks = r.blocks.filter((b) => b.kind === 'match');
    if (matchBlocks.length === 0) {
      this.error(r.pos, `rule '${r.name}' has no match block`);
      return null;
    }
    const match = this.pattern('match', matchBlocks, scope, r.pos);
    const withouts = this.withoutPatterns(r.blocks, scope);
    const donorBlocks = r.blocks.filter((b) => b.kind === 'donor');
    const donor = donorBlocks.length ? this.pattern('donor', donorBlocks, scope, donorBlocks[0].pos) : null;
    const donorSlots = new Set(donor?.nodes.map((n) => n.slot) ?? []);
    const variants: C.Variant[] = [];
    const examples: C.Example[] = r.examples.map((e) => this.example(e, fixtures, null));
    const defs = r.variants.length ? r.variants : [{ name: r.name, blocks: [], actions: [], examples: [], repeat: false, pos: r.pos } as A.VariantAst];
    const seen = new Set<string>();
    let maxSlot = scope.next;
    for (const v of defs) {
      if (seen.has(v.name)) this.error(v.pos, `variant '${v.name}' is declared twice in rule '${r.name}'`);
      seen.add(v.name);
      const vs = scope.child();
      const vMatch = v.blocks.filter((b) => b.kind === 'match');
      const extra = vMatch.length ? this.pattern('match', vMatch, vs, v.pos) : null;
      if (extra) this.checkReachable(r, v, match, extra);
      const vWithouts = this.withoutPatterns(v.blocks, vs);
      for (const b of v.blocks) if (b.kind === 'donor') this.error(b.pos, 'a donor block belongs to the rule, not to a variant');
      // Edits run in the order they are written: shared `do` before or after the
      // variant's. Compiled in that order per variant, so scope checks see deletions.
      let actions: C.Command[];
      if (r.sharedFirst) {
        const shared = this.commands(vs, r.actions, donorSlots);
        actions = [...shared, ...this.commands(vs, v.actions, donorSlots)];
      } else {
        const own = this.commands(vs, v.actions, donorSlots);
        actions = [...own, ...this.commands(vs, r.actions, donorSlots)];
      }
      if (r.actions.length + v.actions.length === 0) this.error(v.pos, `${r.variants.length ? `variant '${v.name}'` : `rule '${r.name}'`} has no edits (do block)`);
      if (v.repeat && !extra) this.error(v.pos, `variant '${v.name}' repeats but has no match block of its own to repeat`);
      variants.push({ ...this.loc(v.pos), name: v.name, repeat: v.repeat, extra, withouts: vWithouts, actions });
      examples.push(...v.examples.map((e) => this.example(e, fixtures, v.name)));
      maxSlot = Math.max(maxSlot, vs.next);
    }
    return { ...this.loc(r.pos), name: r.name, type: t.name, relation: t.relation, match, withouts, donor, variants, examples, slotCount: maxSlot };
  }

  /** A variant whose own constraints contradict the rule's can never produce a candidate. */
  checkReachable(r: A.RuleAst, v: A.VariantAst, base: C.Pattern, extra: C.Pattern): void {
    for (const { slot, test: t } of extra.outerTests) {
      const b = base.nodes.find((x) => x.slot === slot);
      if (!b) continue;
      for (const u of b.tests)
        if (t.equals && u.equals && sameField(t.field, u.field) && !t.equals.some((x) => u.equals!.includes(x)))
          this.error(t.pos, `variant '${v.name}' of rule '${r.name}' can never apply: ${b.name}.${fieldName(t.field)} must be ${t.equals.join('|')} here but ${u.equals.join('|')} at line ${u.pos.line}`);
    }
  }

  example(e: A.ExampleAst, fixtures: string | null, variant: string | null): C.Example {
    if (e.source.kind === 'id' && !fixtures) this.error(e.source.pos, `example refers to sentence '${e.source.text}' but no 'fixtures' file is declared`);
    return { ...this.loc(e.pos), source: { kind: e.source.kind, text: e.source.text }, negative: e.negative, texts: e.texts.map((t) => t.text), fixtures, variant };
  }

  compileAgreement(a: A.AgreeDeclAst): C.Agreement | null {
    const scope = new Scope();
    const matchBlocks = a.blocks.filter((b) => b.kind === 'match');
    if (!matchBlocks.length) {
      this.error(a.pos, `agreement '${a.name}' has no match block`);
      return null;
    }
    const match = this.pattern('match', matchBlocks, scope, a.pos);
    const withouts = this.withoutPatterns(a.blocks, scope);
    const target = scope.names.get(a.target);
    const controller = scope.names.get(a.controller);
    if (target === undefined) this.error(a.pos, a.target ? `agreement '${a.name}': unknown target node '${a.target}'` : `agreement '${a.name}' names no target`);
    if (controller === undefined) this.error(a.pos, a.controller ? `agreement '${a.name}': unknown controller node '${a.controller}'` : `agreement '${a.name}' names no controller`);
    for (const f of a.features) this.field(f.name, f.pos);
    if (target === undefined || controller === undefined) return null;
    return { ...this.loc(a.pos), name: a.name, match, withouts, target, controller, features: a.features.map((f) => f.name), slotCount: scope.next };
  }

  compileRepair(r: A.RepairDeclAst): C.Repair | null {
    const scope = new Scope();
    const matchBlocks = r.blocks.filter((b) => b.kind === 'match');
    if (!matchBlocks.length) {
      this.error(r.pos, `repair '${r.name}' has no match block`);
      return null;
    }
    const match = this.pattern('match', matchBlocks, scope, r.pos);
    const withouts = this.withoutPatterns(r.blocks, scope);
    if (!r.trigger) {
      this.error(r.pos, `repair '${r.name}' needs a 'when inserted|deleted|changed NODE;' line`);
      return null;
    }
    const trigger = r.trigger.node === null ? -1 : scope.names.get(r.trigger.node);
    if (trigger === undefined) {
      this.error(r.trigger.pos, `unknown node '${r.trigger.node ?? ''}'`);
      return null;
    }
    const actions = this.commands(scope, r.actions, new Set());
    return { ...this.loc(r.pos), name: r.name, match, withouts, event: r.trigger.event, trigger, actions, slotCount: scope.next, ...(r.trigger.edited ? { editedOnly: true } : {}) };
  }
}

function nameOf(ref: A.NodeRefAst, slot: number): string {
  return ref.name ?? `_${slot}`;
}

function sameField(a: C.NodeField, b: C.NodeField): boolean {
  return typeof a === 'string' ? a === b : typeof b !== 'string' && a.feat === b.feat;
}

export function fieldName(f: C.NodeField): string {
  return typeof f === 'string' ? f : f.feat;
}

/** Membership in a set of exact values (`set` holds `values`), specialised by size. */
function oneOf(values: string[], set: ReadonlySet<string>): C.ValueTest {
  switch (values.length) {
    case 0:
      return () => false;
    case 1: {
      const [a] = values;
      return (s) => s === a;
    }
    case 2: {
      const [a, b] = values;
      return (s) => s === a || s === b;
    }
    case 3: {
      const [a, b, c] = values;
      return (s) => s === a || s === b || s === c;
    }
    case 4: {
      const [a, b, c, d] = values;
      return (s) => s === a || s === b || s === c || s === d;
    }
    default:
      return (s) => s !== undefined && set.has(s);
  }
}

/** How narrowly a pattern node's tests pick words (exact lemmas and forms most): planning prefers the higher. */
export function specificity(n: C.PatNode): number {
  return n.tests.reduce((s, t) => s + (t.equals ? ({ lemma: 8, form: 8, deprel: 3, upos: 2, xpos: 2 } as Record<string, number>)[fieldName(t.field)] ?? 1 : 0), 0);
}

/**
 * Binding order: start from the most selective node (lemma, then form, then
 * upos/deprel equality), then follow edges so each next node is drawn from the
 * children or parent of one already bound.
 */
export function planOrder(nodes: C.PatNode[], constraints: C.Constraint[], firstSlot: number, start?: number): number[] {
  const local = new Set(nodes.map((n) => n.slot));
  const bound = new Set<number>();
  const plan: number[] = [];
  if (start !== undefined && local.has(start)) {
    plan.push(start);
    bound.add(start);
  }
  const score = specificity;
  const linked = (slot: number) =>
    constraints.some((c) => c.kind === 'edge' && !c.enhanced && ((c.from === slot && (bound.has(c.to) || (!local.has(c.to) && c.to < firstSlot))) || (c.to === slot && (bound.has(c.from) || (!local.has(c.from) && c.from < firstSlot)))));
  while (plan.length < nodes.length) {
    const rest = nodes.filter((n) => !bound.has(n.slot));
    const conn = rest.filter((n) => linked(n.slot));
    const pool = conn.length ? conn : rest;
    pool.sort((a, b) => score(b) - score(a) || a.slot - b.slot);
    plan.push(pool[0].slot);
    bound.add(pool[0].slot);
  }
  return plan;
}

function printCommand(c: A.CommandAst): string {
  const where = (w: A.WhereAst) =>
    w.kind === 'start' ? 'at start' : w.kind === 'end' ? `at end${w.node ? ` of ${w.node}` : ''}` : `${{ before: 'before', after: 'after', beforeSubtree: 'before subtree', afterSubtree: 'after subtree', firstIn: 'first in', lastIn: 'last in' }[w.kind]} ${w.node}`;
  const val = (v: A.AssignValueAst) => (v.kind === 'remove' ? '_' : v.kind === 'field' ? `${v.ref.node}.${v.ref.field}` : printValue(v.value));
  const word = (w: A.NewWordAst) => `${w.name} = ${printValue(w.lemma)} ${w.upos}${w.feats.length ? ` [${w.feats.map((f) => `${f.feat}=${val(f.value)}`).join(', ')}]` : ''}`;
  switch (c.kind) {
    case 'set':
      return `${c.target.node}.${c.target.field} = ${val(c.value)};`;
    case 'delete':
      return `delete ${c.node};`;
    case 'deleteAll':
      return `delete all [${c.constraints.map(printConstraint).join(', ')}]${c.within ? ` in ${c.within}` : ''}${c.outside ? ` outside [${c.outside.map(printConstraint).join(', ')}]` : ''};`;
    case 'move':
      return `move ${c.node} ${where(c.where)};`;
    case 'attach':
      return `attach ${c.node} to ${c.head ?? 'root'} as ${c.rel};`;
    case 'attachAll':
      return `attach all [${c.constraints.map(printConstraint).join(', ')}] of ${c.from} to ${c.to};`;
    case 'insert':
      return `insert ${word(c.word)} ${where(c.where)} as ${c.rel}${c.head !== null ? ` of ${c.head}` : ''};`;
    case 'replace':
      return `replace ${c.node} by ${word(c.word)};`;
    case 'copy':
      return `copy ${c.name} = ${c.donor} ${where(c.where)} as ${c.rel} of ${c.head};`;
    case 'replaceCopy':
      return `replace ${c.node} by copy ${c.name} = ${c.donor};`;
    case 'agree':
      return `agree ${c.node} with ${c.with};`;
  }
}
