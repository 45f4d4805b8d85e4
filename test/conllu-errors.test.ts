// Every kind of problem the reader reports: exact message, exact line, sentence id,
// and recovery (the next sentence is still read).
import { describe, expect, it } from 'vitest';
import { formatConlluError, parseConllu, validateSentence, type Sentence } from '../src/conllu/index.js';

const row = (...cols: (string | number)[]) => cols.join('\t');
/** A word line with plain columns; `over` replaces columns by index (0 = ID … 9 = MISC). */
const w = (id: string | number, head: string | number, over: Record<number, string> = {}) => {
  const cols: string[] = [String(id), `f${id}`, `l${id}`, 'X', '_', '_', String(head), head === 0 ? 'root' : 'dep', '_', '_'];
  for (const [k, v] of Object.entries(over)) cols[Number(k)] = v;
  return cols.join('\t');
};
/** One sentence: "# sent_id = s" on line 1, the given token lines from line 2 on. */
const sent = (...lines: string[]) => ['# sent_id = s', ...lines].join('\n') + '\n\n';

/** Messages for the whole text, formatted as the CLI prints them. */
function messages(text: string): string[] {
  return parseConllu(text, 'f.conllu').flatMap((r) => (r.ok ? [] : r.errors.map(formatConlluError)));
}

describe('error messages', () => {
  const cases: [string, string, string[]][] = [
    ['9 columns', sent(w(1, 0), row(2, 'a', 'b', 'X', '_', '_', 1, 'dep', '_')), ['f.conllu:3: sentence s: expected 10 tab-separated columns, found 9']],
    ['11 columns', sent(w(1, 0) + '\t_'), ['f.conllu:2: sentence s: expected 10 tab-separated columns, found 11']],
    ['empty column', sent(w(1, 0, { 2: '' })), ['f.conllu:2: sentence s: empty LEMMA column']],
    ['malformed ID', sent(w(1, 0), w('x', 1)), ['f.conllu:3: sentence s: malformed ID "x"']],
    ['ID with a leading zero', sent(w('01', 0)), ['f.conllu:2: sentence s: malformed ID "01"']],
    ['empty node 1.0', sent(w(1, 0), w('1.0', '_')), ['f.conllu:3: sentence s: malformed ID "1.0"']],
    [
      'backwards range',
      sent(w('3-2', '_'), w(1, 0)),
      ['f.conllu:2: sentence s: invalid multiword token range "3-2": the first ID must be less than the last'],
    ],
    ['non-numeric HEAD', sent(w(1, 0), w(2, 'x')), ['f.conllu:3: sentence s: HEAD "x" is not a number']],
    ['HEAD "_"', sent(w(1, '_')), ['f.conllu:2: sentence s: HEAD "_" is not a number']],
    ['HEAD out of range', sent(w(1, 0), w(2, 3)), ['f.conllu:3: sentence s: HEAD 3 is out of range: the sentence has 2 words']],
    ['HEAD out of range, one word', sent(w(1, 2)), ['f.conllu:2: sentence s: HEAD 2 is out of range: the sentence has 1 word']],
    ['cycle', sent(w(1, 3), w(2, 0), w(3, 4), w(4, 1)), ['f.conllu:2: sentence s: HEAD forms a cycle: 1 -> 3 -> 4 -> 1']],
    ['word is its own head', sent(w(1, 0), w(2, 2)), ['f.conllu:3: sentence s: HEAD forms a cycle: 2 -> 2']],
    ['two cycles', sent(w(1, 2), w(2, 1), w(3, 0), w(4, 5), w(5, 4)), [
      'f.conllu:2: sentence s: HEAD forms a cycle: 1 -> 2 -> 1',
      'f.conllu:5: sentence s: HEAD forms a cycle: 4 -> 5 -> 4',
    ]],
    ['no root', sent(w(1, 2), w(2, 3), w(3, 2)), ['f.conllu:3: sentence s: no root: no word has HEAD 0, and HEAD forms a cycle: 2 -> 3 -> 2']],
    ['two roots', sent(w(1, 0), w(2, 1), w(3, 0)), ['f.conllu:4: sentence s: several roots: words 1 and 3 have HEAD 0']],
    ['three roots', sent(w(1, 0), w(2, 0), w(3, 0)), ['f.conllu:3: sentence s: several roots: words 1, 2 and 3 have HEAD 0']],
    ['duplicate ID', sent(w(1, 0), w(2, 1), w(2, 1)), ['f.conllu:4: sentence s: duplicate ID 2']],
    ['gap in IDs', sent(w(1, 0), w(3, 1)), ['f.conllu:3: sentence s: ID 3 out of sequence: expected 2']],
    ['IDs not starting at 1', sent(w(2, 0)), ['f.conllu:2: sentence s: ID 2 out of sequence: expected 1']],
    ['range after its first word', sent(w(1, 0), w(2, 1), w('2-3', '_'), w(3, 1)), ['f.conllu:3: sentence s: ID 2 out of sequence: expected 2-3']],
    ['range past the last word', sent(w(1, 0), w('2-3', '_'), w(2, 1)), ['f.conllu:3: sentence s: multiword token 2-3 goes beyond the last word (2)']],
    ['overlapping ranges', sent(w('1-2', '_'), w(1, 0), w('2-3', '_'), w(2, 1), w(3, 1)), ['f.conllu:4: sentence s: multiword token 2-3 overlaps 1-2']],
    ['gap in empty nodes', sent(w(1, 0), w('1.1', '_'), w('1.3', '_')), ['f.conllu:4: sentence s: ID 1.3 out of sequence: expected 1.2']],
    ['empty node after the last word', sent(w(1, 0), w('2.1', '_')), ['f.conllu:3: sentence s: empty node 2.1 follows word 2, but the sentence has only 1 word']],
    ['empty node out of place', sent(w(1, 0), w(2, 1), w('1.1', '_')), ['f.conllu:3: sentence s: ID 2 out of sequence: expected 1.1']],
    [
      'bad feature',
      sent(w(1, 0, { 5: 'Case=Nom|gender' })),
      ['f.conllu:2: sentence s: malformed FEATS "Case=Nom|gender": bad feature "gender" (expected Name=Value, e.g. Case=Nom)'],
    ],
    ['empty feature', sent(w(1, 0, { 5: 'Case=Nom||Number=Sing' })), ['f.conllu:2: sentence s: malformed FEATS "Case=Nom||Number=Sing": empty feature']],
    ['repeated feature', sent(w(1, 0, { 5: 'Case=Nom|Case=Gen' })), ['f.conllu:2: sentence s: malformed FEATS "Case=Nom|Case=Gen": feature Case appears twice']],
    ['empty MISC item', sent(w(1, 0, { 9: 'SpaceAfter=No|' })), ['f.conllu:2: sentence s: malformed MISC "SpaceAfter=No|": empty item']],
    ['DEPS without colon', sent(w(1, 0, { 8: '0:root|2nsubj' })), ['f.conllu:2: sentence s: malformed DEPS "0:root|2nsubj": "2nsubj" is not HEAD:RELATION']],
    ['DEPS without relation', sent(w(1, 0, { 8: '0:' })), ['f.conllu:2: sentence s: malformed DEPS "0:": "0:" is not HEAD:RELATION']],
    ['DEPS to a missing node', sent(w(1, 0, { 8: '0:root' }), w(2, 1, { 8: '1.1:dep' })), ['f.conllu:3: sentence s: DEPS head 1.1 is not a node of this sentence']],
    ['comment among tokens', sent(w(1, 0), '# note', w(2, 1)), ['f.conllu:3: sentence s: comment line after the first token line; comments must come before the tokens']],
    ['CRLF line', sent(w(1, 0) + '\r'), ['f.conllu:2: sentence s: line ends with a carriage return (CRLF); expected LF line endings']],
    ['comments only', '# sent_id = s\n# text = nic\n\n', ['f.conllu:1: sentence s: sentence has no words']],
    ['missing final blank line', '# sent_id = s\n' + w(1, 0) + '\n', ['f.conllu:2: sentence s: missing blank line at end of file']],
    ['no newline at all at the end', '# sent_id = s\n' + w(1, 0), ['f.conllu:2: sentence s: missing blank line at end of file']],
    ['no sent_id', w(1, 0) + '\n' + w(2, 5) + '\n\n', ['f.conllu:2: sentence ?: HEAD 5 is out of range: the sentence has 2 words']],
    [
      'several problems, in line order, one message each',
      sent(w(1, 0, { 5: 'bad' }), w(2, 1, { 9: '|' }), row(3, 'x')),
      [
        'f.conllu:2: sentence s: malformed FEATS "bad": bad feature "bad" (expected Name=Value, e.g. Case=Nom)',
        'f.conllu:3: sentence s: malformed MISC "|": empty item',
        'f.conllu:4: sentence s: expected 10 tab-separated columns, found 2',
      ],
    ],
  ];
  for (const [name, text, expected] of cases) {
    it(name, () => expect(messages(text)).toEqual(expected));
  }
});

describe('bad sentences are values and the reader goes on', () => {
  it('returns the bad sentence with its id and first line, then the next good one', () => {
    const text = sent(w(1, 0), w(2, 7)) + '# sent_id = t\n' + w(1, 0) + '\n\n';
    const [bad, good] = parseConllu(text, 'f.conllu');
    expect(bad).toEqual({
      ok: false,
      file: 'f.conllu',
      sentId: 's',
      line: 1,
      errors: [{ file: 'f.conllu', line: 3, sentId: 's', message: 'HEAD 7 is out of range: the sentence has 2 words' }],
    });
    expect(good.ok && good.sentence.sentId).toBe('t');
    expect(good.ok && good.sentence.loc.line).toBe(5);
  });
});

describe('validateSentence (trees built in memory)', () => {
  const word = (id: number, head: number) => ({
    id, form: 'x', lemma: 'x', upos: 'X', xpos: '_', feats: new Map(), head, deprel: 'dep', deps: null, misc: [],
  });
  const make = (words: ReturnType<typeof word>[]): Sentence => ({
    comments: [], words, mwts: [], empties: [], sentId: 'e1', loc: { file: 'gen', line: 40 },
  });

  it('accepts a tree', () => expect(validateSentence(make([word(1, 2), word(2, 0)]))).toEqual([]));
  it('reports a cycle at the sentence line', () => {
    expect(validateSentence(make([word(1, 0), word(2, 3), word(3, 2)])).map(formatConlluError)).toEqual([
      'gen:40: sentence e1: HEAD forms a cycle: 2 -> 3 -> 2',
    ]);
  });
  it('reports IDs that are not 1..n', () => {
    expect(validateSentence(make([word(1, 0), word(3, 1)])).map((e) => e.message)).toEqual(['ID 3 out of sequence: expected 2']);
  });
});
