// Reader and writer: structure kept, byte-identical round trips, streaming = string parsing.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  parseConllu,
  readConllu,
  readConlluStream,
  formatSentence,
  sourceText,
  writeConllu,
  writeSentence,
  type ParseResult,
  type Sentence,
} from '../src/conllu/index.js';

const FIX = join(import.meta.dirname, '..', 'fixtures', 'conllu');
const fixture = (name: string) => readFileSync(join(FIX, name), 'utf8');

function goods(results: ParseResult[]): Sentence[] {
  return results.map((r) => {
    if (!r.ok) throw new Error(`unexpected errors: ${JSON.stringify(r.errors)}`);
    return r.sentence;
  });
}

async function collect(it: AsyncIterable<ParseResult>): Promise<ParseResult[]> {
  const out: ParseResult[] = [];
  for await (const r of it) out.push(r);
  return out;
}

describe('parseConllu keeps everything', () => {
  const [s1, s2, s3, s4, s5] = goods(parseConllu(fixture('good.conllu'), 'good.conllu'));

  it('reads comments in order, sent_id and location', () => {
    expect(s1.comments).toEqual([
      '# newdoc id = fixtures-good',
      '# sent_id = fx-1',
      '# text = Wczoraj straciłem klucze.',
      '# source = hand-written',
    ]);
    expect(s1.sentId).toBe('fx-1');
    expect(s1.loc).toEqual({ file: 'good.conllu', line: 1 });
    expect(s2.loc).toEqual({ file: 'good.conllu', line: 12 });
    expect(s4.comments).toEqual(['# newpar', '# sent_id = fx-4']);
  });

  it('reads a multiword token apart from its words', () => {
    expect(s1.mwts).toEqual([
      { first: 2, last: 3, form: 'straciłem', rest: ['_', '_', '_', '_', '_', '_', '_'], misc: [] },
    ]);
    expect(s1.words.map((w) => w.form)).toEqual(['Wczoraj', 'stracił', 'em', 'klucze', '.']);
  });

  it('reads all ten columns of a word, FEATS in order, DEPS and MISC structured', () => {
    expect(s1.words[2]).toEqual({
      id: 3,
      form: 'em',
      lemma: 'być',
      upos: 'AUX',
      xpos: 'aglt:sg:pri:imperf:nwok',
      feats: new Map([
        ['Aspect', 'Imp'],
        ['Number', 'Sing'],
        ['Person', '1'],
        ['Variant', 'Short'],
      ]),
      head: 2,
      deprel: 'aux:clitic',
      deps: [{ head: '2', rel: 'aux:clitic' }],
      misc: [],
    });
    expect([...s2.words[3].feats.keys()]).toEqual(['AdpType', 'Variant']);
    expect(s2.words[4].deps).toEqual([{ head: '3', rel: 'obl:w:loc' }]);
    expect(s2.words[7].deps).toEqual([{ head: '8.1', rel: 'nsubj' }]);
    expect(s3.words[3].misc).toEqual([
      { key: 'SpaceAfter', value: 'No' },
      { key: 'Checked', value: null },
    ]);
    expect(s3.words[0].feats.get('PronType')).toBe('Int,Rel');
    expect(s4.words[0].feats.get('Gender[psor]')).toBe('Masc');
    expect(s4.words[0].deps).toBeNull();
  });

  it('reads empty nodes verbatim', () => {
    expect(s2.empties).toEqual([
      {
        major: 8,
        minor: 1,
        cols: [
          'kupiła',
          'kupić',
          'VERB',
          'praet:sg:f:perf',
          'Aspect=Perf|Gender=Fem|Mood=Ind|Number=Sing|Tense=Past|VerbForm=Fin|Voice=Act',
          '_',
          '_',
          '3:conj',
          'CopyOf=3',
        ],
      },
    ]);
    expect(s5.words).toHaveLength(2);
  });
});

describe('byte-identical round trip', () => {
  for (const name of ['good.conllu', 'mixed.good.conllu']) {
    it(`writes ${name} back unchanged`, () => {
      const text = fixture(name);
      expect(goods(parseConllu(text)).map(writeSentence).join('')).toBe(text);
    });
  }

  it('formats every fixture sentence from its fields exactly as it was read', () => {
    for (const name of ['good.conllu', 'mixed.good.conllu']) {
      const text = fixture(name);
      expect(goods(parseConllu(text)).map(formatSentence).join('')).toBe(text);
    }
  });

  it('writes a read sentence as its source text, an edited copy from its fields', () => {
    const [s] = goods(parseConllu(fixture('good.conllu')));
    expect(sourceText(s)).toBe(writeSentence(s));
    // The contract: reader sentences are not edited in place; an edit makes a new Sentence.
    const words = s.words.map((w) => ({ ...w, feats: new Map(w.feats), misc: w.misc.map((m) => ({ ...m })) }));
    words[3].feats.set('Case', 'Nom');
    words[3].misc = [];
    const edited = { ...s, words };
    expect(sourceText(edited)).toBeUndefined();
    const out = writeSentence(edited).split('\n');
    expect(out[8]).toBe('4\tklucze\tklucz\tNOUN\tsubst:pl:acc:m3\tAnimacy=Inan|Case=Nom|Gender=Masc|Number=Plur\t2\tobj\t2:obj\t_');
    expect(writeSentence(s)).toBe(sourceText(s));
  });

  it('keeps the source text exact whatever the chunk boundaries', async () => {
    const text = fixture('mixed.good.conllu');
    for (const size of [1, 2, 3, 7, 64]) {
      const chunks: string[] = [];
      for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
      const sentences = goods(await collect(readConlluStream(Readable.from(chunks), 'x')));
      expect(sentences.map(writeSentence).join('')).toBe(text);
      expect(sentences.every((s) => sourceText(s) !== undefined)).toBe(true);
    }
  });

  it('streams through writeConllu', async () => {
    const text = fixture('good.conllu');
    const chunks: string[] = [];
    const sink = new (await import('node:stream')).Writable({
      write(c, _e, cb) {
        chunks.push(c.toString());
        cb();
      },
    });
    const n = await writeConllu(goods(parseConllu(text)), sink);
    expect(n).toBe(5);
    expect(chunks.join('')).toBe(text);
  });
});

describe('streaming reader', () => {
  it('reads a file like parseConllu reads the string', async () => {
    const path = join(FIX, 'mixed.conllu');
    expect(await collect(readConllu(path))).toEqual(parseConllu(fixture('mixed.conllu'), path));
  });

  it('does not depend on chunk boundaries (lines and UTF-8 characters split across chunks)', async () => {
    const text = fixture('good.conllu');
    const bytes = Buffer.from(text);
    for (const size of [1, 2, 3, 7, 64]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const got = await collect(readConlluStream(Readable.from(chunks), 'mem'));
      expect(got).toEqual(parseConllu(text, 'mem'));
    }
  });

  it('uses the given label and reports a file that cannot be read', async () => {
    const [r] = await collect(readConllu(join(FIX, 'mixed.conllu'), { label: 'x.conllu' }));
    expect(r.ok && r.sentence.loc).toEqual({ file: 'x.conllu', line: 1 });
    await expect(collect(readConllu(join(FIX, 'nope.conllu')))).rejects.toThrow(
      `cannot read ${join(FIX, 'nope.conllu')}: no such file`,
    );
    await expect(collect(readConllu(FIX))).rejects.toThrow(`cannot read ${FIX}: is a directory`);
  });

  it('stops early without reading on', async () => {
    let n = 0;
    for await (const r of readConllu(join(FIX, 'good.conllu'))) {
      expect(r.ok).toBe(true);
      if (++n === 2) break;
    }
    expect(n).toBe(2);
  });

  it('tolerates extra blank lines and an empty input', () => {
    expect(parseConllu('')).toEqual([]);
    expect(parseConllu('\n\n')).toEqual([]);
    const text = fixture('mixed.good.conllu');
    const rs = parseConllu('\n' + text.replace('\n\n', '\n\n\n'));
    expect(rs.map((r) => r.ok)).toEqual([true, true, true]);
  });
});
