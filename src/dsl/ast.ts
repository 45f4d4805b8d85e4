// The typed AST the Peggy grammar (grammar/rules.peggy) produces. Every node
// carries the position of its first character so diagnostics can point at it.

export interface Pos {
  line: number;
  column: number;
}

export type ValueAst =
  | { kind: 'word'; text: string; pos: Pos }
  | { kind: 'string'; text: string; pos: Pos }
  | { kind: 'regex'; source: string; flags: string; pos: Pos }
  | { kind: 'list'; name: string; pos: Pos };

/** `field=v1|v2`, `field!=v`, `field` (present), `!field` (absent). */
export interface ConstraintAst {
  field: string;
  op: '=' | '!=' | 'present' | 'absent';
  values: ValueAst[];
  pos: Pos;
}

/** A relation label test: `nsubj|obj`, `!punct`, `obl:*`, `/^obl/`. */
export interface RelSpecAst {
  negated: boolean;
  alts: ValueAst[];
  pos: Pos;
}

export type PatItemAst =
  | { kind: 'node'; name: string; constraints: ConstraintAst[]; pos: Pos }
  | {
      kind: 'edge';
      from: NodeRefAst;
      to: NodeRefAst;
      rel: RelSpecAst | null;
      /** `=[rel]=>`: an enhanced dependency (DEPS column), e.g. a subject or object shared by conjuncts. */
      enhanced: boolean;
      pos: Pos;
    }
  | { kind: 'order'; a: NodeRefAst; b: NodeRefAst; immediate: boolean; pos: Pos }
  | { kind: 'dominates'; a: NodeRefAst; b: NodeRefAst; pos: Pos }
  | { kind: 'compare'; a: FieldRefAst; b: FieldRefAst; negated: boolean; pos: Pos }
  | { kind: 'without'; items: PatItemAst[]; pos: Pos }
  | { kind: 'include'; name: string; pos: Pos };

/** A node reference, possibly anonymous (`_`), possibly with inline constraints. */
export interface NodeRefAst {
  name: string | null;
  constraints: ConstraintAst[] | null;
  pos: Pos;
}

export interface FieldRefAst {
  node: string;
  field: string;
  pos: Pos;
}

export type WhereAst =
  | { kind: 'before' | 'after' | 'beforeSubtree' | 'afterSubtree' | 'firstIn' | 'lastIn'; node: string; pos: Pos }
  | { kind: 'start'; pos: Pos }
  | { kind: 'end'; node: string | null; pos: Pos };

export type AssignValueAst = { kind: 'value'; value: ValueAst } | { kind: 'field'; ref: FieldRefAst } | { kind: 'remove'; pos: Pos };

export interface FeatAssignAst {
  feat: string;
  value: AssignValueAst;
  pos: Pos;
}

export interface NewWordAst {
  name: string;
  lemma: ValueAst;
  upos: string;
  feats: FeatAssignAst[];
  pos: Pos;
}

export type CommandAst =
  | { kind: 'set'; target: FieldRefAst; value: AssignValueAst; pos: Pos }
  | { kind: 'delete'; node: string; pos: Pos }
  | { kind: 'deleteAll'; constraints: ConstraintAst[]; within: string | null; outside: ConstraintAst[] | null; pos: Pos }
  | { kind: 'move'; node: string; where: WhereAst; pos: Pos }
  | { kind: 'attach'; node: string; head: string | null; rel: string; pos: Pos }
  | { kind: 'attachAll'; constraints: ConstraintAst[]; from: string; to: string; pos: Pos }
  | { kind: 'insert'; word: NewWordAst; where: WhereAst; rel: string; head: string | null; pos: Pos }
  | { kind: 'replace'; node: string; word: NewWordAst; pos: Pos }
  | { kind: 'copy'; name: string; donor: string; where: WhereAst; rel: string | null; head: string; pos: Pos }
  | { kind: 'replaceCopy'; node: string; name: string; donor: string; pos: Pos }
  | { kind: 'agree'; node: string; with: string; pos: Pos };

export interface PatternBlockAst {
  kind: 'match' | 'without' | 'donor';
  items: PatItemAst[];
  pos: Pos;
}

export interface ExampleAst {
  /** A fixture sentence id, or inline CoNLL-U text. */
  source: { kind: 'id' | 'inline'; text: string; pos: Pos };
  negative: boolean;
  texts: { text: string; pos: Pos }[];
  pos: Pos;
}

export interface VariantAst {
  name: string;
  /** Apply the variant's match and edits again and again on the edited tree, into one candidate. */
  repeat: boolean;
  blocks: PatternBlockAst[];
  actions: CommandAst[];
  examples: ExampleAst[];
  pos: Pos;
}

export interface RuleAst {
  kind: 'rule';
  name: string;
  blocks: PatternBlockAst[];
  actions: CommandAst[];
  variants: VariantAst[];
  examples: ExampleAst[];
  /** The rule's own `do` came before its variants: shared edits run first (else after the variant's). */
  sharedFirst: boolean;
  pos: Pos;
}

/** Profile: agreement declarations. */
export interface AgreeDeclAst {
  kind: 'agreement';
  name: string;
  blocks: PatternBlockAst[];
  target: string;
  controller: string;
  features: { name: string; pos: Pos }[];
  pos: Pos;
}

/** Profile: repairs run when an edit inserts or deletes a node (e.g. genitive of negation). */
export interface RepairDeclAst {
  kind: 'repair';
  name: string;
  blocks: PatternBlockAst[];
  /** `final` repairs run once after every candidate's edits, on the whole tree (e.g. z -> ze). */
  trigger: { event: 'inserted' | 'deleted' | 'changed' | 'final'; node: string | null; pos: Pos; edited?: boolean };
  actions: CommandAst[];
  pos: Pos;
}

export type ItemAst =
  | { kind: 'transformation'; name: string; relation: string | null; pos: Pos }
  | { kind: 'fixtures'; path: string; pos: Pos }
  | { kind: 'use'; path: string; pos: Pos }
  | { kind: 'list'; name: string; values: ValueAst[]; pos: Pos }
  | { kind: 'condition'; name: string; items: PatItemAst[]; pos: Pos }
  | { kind: 'declare'; what: 'relations' | 'upos'; values: ValueAst[]; pos: Pos }
  | { kind: 'feature'; name: string; values: ValueAst[]; pos: Pos }
  | RuleAst
  | AgreeDeclAst
  | RepairDeclAst;

export interface FileAst {
  items: ItemAst[];
}
