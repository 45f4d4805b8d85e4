// Compiled rules: what the engine runs. Node references are resolved to slot
// numbers; every piece keeps its source position for `explain` and errors.

import type { Pos } from './ast.js';

export interface Located {
  file: string;
  pos: Pos;
}

/** A predicate over one string value (undefined = field absent). */
export type ValueTest = (v: string | undefined) => boolean;

/**
 * What a value-list test accepts, spelled out: one of the exact values, a relation or any of
 * its subtypes (`prefixes`), a regex match; `negated` turns it round. The matcher's guard
 * index files a block under the relations a test names (engine/match.ts, Discrimination).
 */
export interface ValueSpec {
  exact: string[];
  prefixes: string[];
  regexes: RegExp[];
  negated: boolean;
}

/** `forms` is lexical: does the word's lemma have forms of that class in the dictionary. */
export type NodeField = 'form' | 'lemma' | 'upos' | 'xpos' | 'deprel' | 'forms' | { feat: string };

export interface NodeTest extends Located {
  field: NodeField;
  test: ValueTest;
  /** Printed back in rule syntax, for explain. */
  text: string;
  /** For planning and static checks: the exact values required, when the test is a plain equality. */
  equals: string[] | null;
  /** For the lexical `forms` field: the classes asked about. */
  classes?: string[];
  /** What `test` accepts, spelled out, for tests against a list of values (not present/absent or `forms`). */
  spec?: ValueSpec;
}

export interface PatNode extends Located {
  slot: number;
  name: string;
  tests: NodeTest[];
}

export type Relation =
  | { kind: 'edge'; from: number; to: number; rel: ValueTest | null; enhanced: boolean; text: string; /** The exact relations required, when the test is a plain equality (for pruning). */ relEquals: string[] | null }
  | { kind: 'order'; a: number; b: number; immediate: boolean; text: string }
  | { kind: 'dominates'; a: number; b: number; text: string }
  | { kind: 'compare'; a: number; fa: NodeField; b: number; fb: NodeField; negated: boolean; text: string };

export type Constraint = Relation & Located;

/** One pattern (match, without or donor block). Slots below `firstSlot` are bound by an outer pattern. */
export interface Pattern extends Located {
  kind: 'match' | 'without' | 'donor';
  nodes: PatNode[];
  constraints: Constraint[];
  /** Tests this pattern adds to nodes bound by an enclosing pattern. */
  outerTests: { slot: number; test: NodeTest }[];
  /** Nested negative blocks: a match is kept only if none of them matches. */
  withouts: Pattern[];
  /** Slots of nodes of this pattern, in the order the matcher binds them. */
  plan: number[];
}

export type WhereC =
  | { kind: 'before' | 'after' | 'beforeSubtree' | 'afterSubtree' | 'firstIn' | 'lastIn'; slot: number }
  | { kind: 'start' }
  | { kind: 'end'; slot: number | null };

export type AssignC = { kind: 'value'; value: string } | { kind: 'field'; slot: number; field: NodeField } | { kind: 'remove' };

export interface NewWordC {
  slot: number;
  lemma: string;
  upos: string;
  feats: { feat: string; value: AssignC }[];
}

/** The closed set of edits. Each prints itself back (`text`). */
export type Command = Located & { text: string } & (
    | { kind: 'setDeprel'; slot: number; value: AssignC }
    | { kind: 'setFeat'; slot: number; feat: string; value: AssignC }
    | { kind: 'delete'; slot: number }
    | { kind: 'deleteAll'; tests: NodeTest[]; within: number | null; outside: NodeTest[] | null }
    | { kind: 'move'; slot: number; where: WhereC }
    | { kind: 'attach'; slot: number; head: number | null; rel: string }
    | { kind: 'attachAll'; tests: NodeTest[]; from: number; to: number }
    | { kind: 'insert'; word: NewWordC; where: WhereC; rel: string; head: number | null }
    | { kind: 'replace'; slot: number; word: NewWordC }
    | { kind: 'copy'; slot: number; donor: number; where: WhereC; rel: string; head: number }
    | { kind: 'replaceCopy'; slot: number; newSlot: number; donor: number }
    | { kind: 'agree'; slot: number; with: number }
  );

export interface Example extends Located {
  source: { kind: 'id' | 'inline'; text: string };
  negative: boolean;
  texts: string[];
  /** Fixture file that ids refer to (resolved path), if declared. */
  fixtures: string | null;
  /** The variant the example belongs to, or null for the whole rule. */
  variant: string | null;
}

export interface Variant extends Located {
  name: string;
  /**
   * Repeat the variant on the edited tree until its own match block finds
   * nothing more: one candidate with every match edited (e.g. all adjuncts).
   */
  repeat: boolean;
  /** Extra pattern nodes/constraints of the variant (its own match block), then its withouts. */
  extra: Pattern | null;
  withouts: Pattern[];
  actions: Command[];
}

export interface Rule extends Located {
  name: string;
  type: string;
  relation: string;
  match: Pattern;
  withouts: Pattern[];
  donor: Pattern | null;
  variants: Variant[];
  examples: Example[];
  /** Number of slots: match + withouts + donor + variant + inserted nodes. */
  slotCount: number;
}

export interface Agreement extends Located {
  name: string;
  match: Pattern;
  withouts: Pattern[];
  target: number;
  controller: number;
  features: string[];
  slotCount: number;
}

export interface Repair extends Located {
  name: string;
  match: Pattern;
  withouts: Pattern[];
  event: 'inserted' | 'deleted' | 'changed' | 'final';
  /** Slot of the node the event is about; -1 for `final`. */
  trigger: number;
  /** `when final edited;`: only matches whose words the edits touched (not unchanged source neighbours). */
  editedOnly?: boolean;
  actions: Command[];
  slotCount: number;
}

export interface Profile {
  relations: Set<string> | null;
  upos: Set<string> | null;
  features: Map<string, Set<string>>;
  agreements: Agreement[];
  repairs: Repair[];
  /** Spellings never chosen when the dictionary gives another form for the same tag (list @dispreferred_forms). */
  dispreferred?: ReadonlySet<string>;
  /** Lemmas of nouns that, capitalised at the start, name an institution (list @name_nouns). */
  nameNouns?: ReadonlySet<string>;
}

export interface RuleSet {
  rules: Rule[];
  profile: Profile;
  /** Files read, with their text (for diagnostics with source lines). */
  sources: Map<string, string>;
}
