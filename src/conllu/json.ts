// The JSON shape of a sentence for `convert --to jsonl`: everything the CoNLL-U
// said, with FEATS/MISC as objects and multiword tokens / empty nodes listed apart.
import { parseDeps, parseFeatsLoose, parseMisc } from './fields.js';
import type { EnhancedDep, Feats, MiscItem, Sentence } from './types.js';

/** MISC as an object; a bare item (no "=") maps to null. The first of repeated keys wins. */
export type JsonMisc = Record<string, string | null>;

export interface TokenJson {
  id: number;
  form: string;
  lemma: string;
  upos: string;
  xpos: string;
  feats: Record<string, string>;
  head: number;
  deprel: string;
  deps: EnhancedDep[] | null;
  misc: JsonMisc;
}

export interface MwtJson {
  id: string;
  first: number;
  last: number;
  form: string;
  misc: JsonMisc;
}

export interface EmptyNodeJson {
  id: string;
  form: string;
  lemma: string;
  upos: string;
  xpos: string;
  feats: Record<string, string>;
  /** Verbatim HEAD column (normally "_" for empty nodes). */
  head: string;
  deprel: string;
  deps: EnhancedDep[] | null;
  misc: JsonMisc;
}

export interface SentenceJson {
  sent_id: string | null;
  text: string;
  comments: string[];
  tokens: TokenJson[];
  mwts: MwtJson[];
  empty_nodes: EmptyNodeJson[];
}

function featsObj(f: Feats): Record<string, string> {
  return Object.fromEntries(f);
}

function miscObj(m: MiscItem[]): JsonMisc {
  const o: JsonMisc = {};
  for (const it of m) if (!Object.hasOwn(o, it.key)) o[it.key] = it.value;
  return o;
}

/** `text` is supplied by the caller (the "# text" comment or a realisation of the words). */
export function sentenceToJson(s: Sentence, text: string): SentenceJson {
  return {
    sent_id: s.sentId,
    text,
    comments: s.comments,
    tokens: s.words.map((w) => ({
      id: w.id,
      form: w.form,
      lemma: w.lemma,
      upos: w.upos,
      xpos: w.xpos,
      feats: featsObj(w.feats),
      head: w.head,
      deprel: w.deprel,
      deps: w.deps,
      misc: miscObj(w.misc),
    })),
    mwts: s.mwts.map((m) => ({
      id: `${m.first}-${m.last}`,
      first: m.first,
      last: m.last,
      form: m.form,
      misc: miscObj(m.misc),
    })),
    empty_nodes: s.empties.map((e) => {
      const deps = parseDeps(e.cols[7]);
      const misc = parseMisc(e.cols[8]);
      return {
        id: `${e.major}.${e.minor}`,
        form: e.cols[0],
        lemma: e.cols[1],
        upos: e.cols[2],
        xpos: e.cols[3],
        feats: featsObj(parseFeatsLoose(e.cols[4])),
        head: e.cols[5],
        deprel: e.cols[6],
        deps: typeof deps === 'string' ? null : deps,
        misc: typeof misc === 'string' ? {} : miscObj(misc),
      };
    }),
  };
}
