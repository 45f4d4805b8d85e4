// Parses and checks one sentence block. This is the single per-sentence code
// path shared by the streaming reader and the string parser.
import type { Block } from './blocks.js';
import { COLUMN_NAMES, intern, parseDeps, parseFeats, parseHead, parseId, parseMisc, uintIn } from './fields.js';
import type { EmptyNode, MultiwordToken, ParseResult, Sentence, Word } from './types.js';
import { setSourceText } from './verbatim.js';
import { checkDepsTargets, checkIds, checkTree, type Layout, type Problem } from './validate.js';

const SENT_ID_RE = /^#\s*sent_id\s*=\s*(.*?)\s*$/;

export function parseBlock(block: Block, file: string): ParseResult {
  const { lines, firstLine } = block;
  const problems: Problem[] = [];
  const comments: string[] = [];
  const words: Word[] = [];
  const mwts: MultiwordToken[] = [];
  const empties: EmptyNode[] = [];
  const wordLines: number[] = [];
  const mwtLines: number[] = [];
  const emptyLines: number[] = [];
  const ids: string[] = [];
  const idLines: number[] = [];
  let sentId: string | null = null;
  // Line-level damage (column count, ID syntax) makes sequence checks meaningless.
  let idsOk = true;
  let headsOk = true;
  let seenToken = false;
  // True while every token line so far was a valid word line with IDs 1, 2, 3…:
  // such a sentence cannot have duplicate or misplaced IDs, so `ids` is not kept.
  let inOrder = true;

  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    const ln = firstLine + i;
    if (line.charCodeAt(line.length - 1) === 13) {
      problems.push({ line: ln, message: 'line ends with a carriage return (CRLF); expected LF line endings' });
      line = line.slice(0, -1);
    }
    if (line.charCodeAt(0) === 35 /* # */) {
      if (seenToken) {
        problems.push({ line: ln, message: 'comment line after the first token line; comments must come before the tokens' });
      }
      comments.push(line);
      if (sentId === null && line.indexOf('sent_id') > 0) {
        const m = SENT_ID_RE.exec(line);
        if (m) sentId = m[1];
      }
      continue;
    }
    seenToken = true;
    // Fast path: a well-formed word line with the next ID in sequence. Anything
    // else (ranges, empty nodes, errors) goes through the general code below,
    // which also produces the messages.
    if (inOrder) {
      const w = fastWord(line, words.length + 1);
      if (w !== null) {
        words.push(w);
        wordLines.push(ln);
        continue;
      }
      // From here on the order of IDs must be checked: record the words so far.
      inOrder = false;
      for (let k = 0; k < words.length; k++) {
        ids.push(String(words[k].id));
        idLines.push(wordLines[k]);
      }
    }
    const cols = line.split('\t');
    if (cols.length !== 10) {
      problems.push({ line: ln, message: `expected 10 tab-separated columns, found ${cols.length}` });
      idsOk = false;
      continue;
    }
    let empty = false;
    for (let c = 0; c < 10; c++) {
      if (cols[c] === '') {
        problems.push({ line: ln, message: `empty ${COLUMN_NAMES[c]} column` });
        empty = true;
      }
    }
    // The column's own parser would only repeat the complaint; the ID may be the empty one.
    if (empty) {
      idsOk = false;
      continue;
    }
    const id = parseId(cols[0]);
    if (typeof id === 'string') {
      problems.push({ line: ln, message: id });
      idsOk = false;
      continue;
    }
    ids.push(cols[0]);
    idLines.push(ln);
    if (id.kind === 'word') {
      const head = parseHead(cols[6]);
      if (typeof head === 'string') {
        problems.push({ line: ln, message: head });
        headsOk = false;
      }
      const feats = parseFeats(cols[5]);
      if (typeof feats === 'string') problems.push({ line: ln, message: feats });
      const deps = parseDeps(cols[8]);
      if (typeof deps === 'string') problems.push({ line: ln, message: deps });
      const misc = parseMisc(cols[9]);
      if (typeof misc === 'string') problems.push({ line: ln, message: misc });
      words.push({
        id: id.id,
        form: intern(cols[1]),
        lemma: intern(cols[2]),
        upos: intern(cols[3]),
        xpos: intern(cols[4]),
        feats: typeof feats === 'string' ? new Map() : feats,
        head: typeof head === 'string' ? -1 : head,
        deprel: intern(cols[7]),
        deps: typeof deps === 'string' ? null : deps,
        misc: typeof misc === 'string' ? [] : misc,
      });
      wordLines.push(ln);
    } else if (id.kind === 'range') {
      const misc = parseMisc(cols[9]);
      if (typeof misc === 'string') problems.push({ line: ln, message: misc });
      mwts.push({
        first: id.first,
        last: id.last,
        form: cols[1],
        rest: [cols[2], cols[3], cols[4], cols[5], cols[6], cols[7], cols[8]],
        misc: typeof misc === 'string' ? [] : misc,
      });
      mwtLines.push(ln);
    } else {
      // Empty nodes are kept verbatim; only their DEPS matter to the basic checks.
      const deps = parseDeps(cols[8]);
      if (typeof deps === 'string') problems.push({ line: ln, message: deps });
      empties.push({
        major: id.major,
        minor: id.minor,
        cols: [cols[1], cols[2], cols[3], cols[4], cols[5], cols[6], cols[7], cols[8], cols[9]],
      });
      emptyLines.push(ln);
    }
  }

  if (!seenToken) {
    problems.push({ line: firstLine, message: 'sentence has no words' });
  } else if (idsOk) {
    if (words.length === 0) {
      problems.push({ line: firstLine, message: 'sentence has no words' });
    } else {
      const layout: Layout = {
        words,
        mwts,
        empties,
        lines: { word: wordLines, mwt: mwtLines, empty: emptyLines },
        order: inOrder ? undefined : { ids, lines: idLines },
      };
      if (checkIds(layout, problems)) {
        if (headsOk) checkTree(layout, problems);
        checkDepsTargets(layout, problems);
      }
    }
  }
  if (!block.terminated) {
    problems.push({ line: firstLine + lines.length - 1, message: 'missing blank line at end of file' });
  }

  if (problems.length > 0) {
    // Stable sort: messages come out in file order, several per line in check order.
    problems.sort((a, b) => a.line - b.line);
    return {
      ok: false,
      errors: problems.map((p) => ({ file, line: p.line, sentId, message: p.message })),
      sentId,
      line: firstLine,
      file,
    };
  }
  const sentence: Sentence = { comments, words, mwts, empties, sentId, loc: { file, line: firstLine } };
  let text = block.text;
  if (text === undefined) {
    // The block's own lines are no longer needed: "l1\n…\nlN\n\n" in one flat string.
    lines.push('', '');
    text = lines.join('\n');
  }
  setSourceText(sentence, text);
  return { ok: true, sentence };
}

/**
 * A word line that is valid on its own and has ID `expect`, parsed with one
 * indexOf per column and no substrings for ID and HEAD; null for anything else
 * (the caller then takes the general path, which says what is wrong).
 */
function fastWord(line: string, expect: number): Word | null {
  const t0 = line.indexOf('\t');
  if (t0 <= 0 || uintIn(line, 0, t0) !== expect) return null;
  const t1 = line.indexOf('\t', t0 + 1);
  if (t1 <= t0 + 1) return null;
  const t2 = line.indexOf('\t', t1 + 1);
  if (t2 <= t1 + 1) return null;
  const t3 = line.indexOf('\t', t2 + 1);
  if (t3 <= t2 + 1) return null;
  const t4 = line.indexOf('\t', t3 + 1);
  if (t4 <= t3 + 1) return null;
  const t5 = line.indexOf('\t', t4 + 1);
  if (t5 <= t4 + 1) return null;
  const t6 = line.indexOf('\t', t5 + 1);
  if (t6 <= t5 + 1) return null;
  const t7 = line.indexOf('\t', t6 + 1);
  if (t7 <= t6 + 1) return null;
  const t8 = line.indexOf('\t', t7 + 1);
  if (t8 <= t7 + 1 || t8 === line.length - 1 || line.indexOf('\t', t8 + 1) >= 0) return null;
  const head = uintIn(line, t5 + 1, t6);
  if (head < 0) return null;
  const feats = parseFeats(line.slice(t4 + 1, t5));
  if (typeof feats === 'string') return null;
  const deps = parseDeps(line.slice(t7 + 1, t8));
  if (typeof deps === 'string') return null;
  const misc = parseMisc(line.slice(t8 + 1));
  if (typeof misc === 'string') return null;
  return {
    id: expect,
    form: intern(line.slice(t0 + 1, t1)),
    lemma: intern(line.slice(t1 + 1, t2)),
    upos: intern(line.slice(t2 + 1, t3)),
    xpos: intern(line.slice(t3 + 1, t4)),
    feats,
    head,
    deprel: intern(line.slice(t6 + 1, t7)),
    deps,
    misc,
  };
}
