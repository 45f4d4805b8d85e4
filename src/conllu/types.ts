// The data model every module shares. A Sentence keeps everything the CoNLL-U
// file said, so that writing it back is byte-identical (even when formatted from
// its fields; see formatSentence).

/** Ordered FEATS: key -> value (multi-values stay joined with ","). */
export type Feats = Map<string, string>;

/** One MISC item; `value === null` for a bare item without "=". */
export interface MiscItem {
  key: string;
  value: string | null;
}

/** One enhanced dependency from the DEPS column: head may be "8.1" for an empty node. */
export interface EnhancedDep {
  head: string;
  rel: string;
}

/** Where something came from, for messages. Lines are 1-based. */
export interface SourceLoc {
  file: string;
  line: number;
}

/** A syntactic word (integer ID): a node of the basic tree. */
export interface Word {
  id: number;
  form: string;
  lemma: string;
  upos: string;
  xpos: string;
  feats: Feats;
  /** 0 = root. */
  head: number;
  deprel: string;
  /** null when the column is "_". */
  deps: EnhancedDep[] | null;
  misc: MiscItem[];
}

/** A multiword token line "first-last" (e.g. "4-5 straciłem"). */
export interface MultiwordToken {
  first: number;
  last: number;
  form: string;
  /** Columns 3..9 kept verbatim (normally all "_"). */
  rest: [string, string, string, string, string, string, string];
  misc: MiscItem[];
}

/** An empty node "major.minor" (enhanced UD); kept verbatim apart from its id. */
export interface EmptyNode {
  major: number;
  minor: number;
  /** Columns 2..10 verbatim. */
  cols: [string, string, string, string, string, string, string, string, string];
}

/**
 * A sentence. Those returned by the reader are treated as immutable: nothing
 * edits them in place. Code that changes a sentence builds a new Sentence object
 * (the engine edits a Tree copy and Tree.toSentence builds a fresh one). The
 * writer relies on this: for a reader-produced Sentence it emits the exact text
 * that was read (see verbatim.ts), so an in-place edit would not be written.
 */
export interface Sentence {
  /** Comment lines in order, without the leading "#" stripped: the full line text. */
  comments: string[];
  words: Word[];
  mwts: MultiwordToken[];
  empties: EmptyNode[];
  /** Value of "# sent_id = ..." if present. */
  sentId: string | null;
  /** Where the sentence starts in its file (first comment or token line). */
  loc: SourceLoc;
}

/** A problem found in the input, always with its location. */
export interface ConlluError {
  file: string;
  line: number;
  sentId: string | null;
  message: string;
}

export function formatConlluError(e: ConlluError): string {
  return `${e.file}:${e.line}: sentence ${e.sentId ?? '?'}: ${e.message}`;
}

/** A sentence that parsed and validated cleanly. */
export interface GoodSentence {
  ok: true;
  sentence: Sentence;
}

/**
 * A sentence with one or more problems. It is reported, not thrown, so that a
 * caller can skip it and go on with the rest of the file.
 */
export interface BadSentence {
  ok: false;
  errors: ConlluError[];
  sentId: string | null;
  /** First line of the sentence in its file (1-based). */
  line: number;
  file: string;
}

/** What the reader yields for every sentence of the input, in order. */
export type ParseResult = GoodSentence | BadSentence;

/**
 * The input could not be read at all (missing file, directory, permission…).
 * Unlike a ConlluError this is not about the content, so it is thrown.
 */
export class ConlluReadError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`cannot read ${file}: ${reason}`);
    this.name = 'ConlluReadError';
  }
}
