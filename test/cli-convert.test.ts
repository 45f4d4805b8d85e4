// End to end through `node bin/derywat.js`: convert and validate, exit codes,
// messages on stderr, good sentences on stdout.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, runCli } from './helpers/cli.js';

const FIX = 'fixtures/conllu';
const read = (name: string) => readFileSync(join(import.meta.dirname, '..', FIX, name), 'utf8');

const MIXED_ERRORS = [
  `${FIX}/mixed.conllu:10: sentence mx-2: expected 10 tab-separated columns, found 9`,
  `${FIX}/mixed.conllu:23: sentence mx-4: HEAD 7 is out of range: the sentence has 4 words`,
  `${FIX}/mixed.conllu:28: sentence mx-5: HEAD forms a cycle: 1 -> 3 -> 1`,
];

beforeAll(ensureBuilt);

describe('derywat convert', () => {
  it('round-trips CoNLL-U with multiword tokens and empty nodes byte for byte', async () => {
    const r = await runCli(['convert', `${FIX}/good.conllu`, '--to', 'conllu']);
    expect(r).toEqual({ code: 0, stdout: read('good.conllu'), stderr: '' });
  });

  it('reports each bad sentence with line and id, and writes all good ones', async () => {
    const r = await runCli(['convert', `${FIX}/mixed.conllu`, '--to', 'conllu']);
    expect(r.stdout).toBe(read('mixed.good.conllu'));
    expect(r.stderr).toBe([...MIXED_ERRORS, 'derywat: skipped 3 of 6 sentences with errors', ''].join('\n'));
    expect(r.code).toBe(0);
  });

  it('fails with --strict but still prints every message and every good sentence', async () => {
    const r = await runCli(['convert', `${FIX}/mixed.conllu`, '--to', 'conllu', '--strict']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(read('mixed.good.conllu'));
    expect(r.stderr).toBe([...MIXED_ERRORS, 'derywat: skipped 3 of 6 sentences with errors', ''].join('\n'));
  });

  it('writes text: the "# text" comment, else the words with SpaceAfter=No and multiword tokens', async () => {
    const r = await runCli(['convert', `${FIX}/good.conllu`, '--to', 'text']);
    expect(r.stdout).toBe(
      [
        'Wczoraj straciłem klucze.',
        'Wczoraj Ala kupiła w sklepie jabłka, Ola gruszki.',
        'Dlaczegoś to zrobił?',
        'Jego pies spałby długo.',
        'Dobranoc!',
        '',
      ].join('\n'),
    );
    expect(r.code).toBe(0);
  });

  it('writes one JSON object per sentence', async () => {
    const r = await runCli(['convert', `${FIX}/good.conllu`, '--to', 'jsonl']);
    const lines = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(5);
    expect(lines[0].sent_id).toBe('fx-1');
    expect(lines[0].text).toBe('Wczoraj straciłem klucze.');
    expect(lines[0].comments[0]).toBe('# newdoc id = fixtures-good');
    expect(lines[0].mwts).toEqual([{ id: '2-3', first: 2, last: 3, form: 'straciłem', misc: {} }]);
    expect(lines[0].tokens[3]).toEqual({
      id: 4,
      form: 'klucze',
      lemma: 'klucz',
      upos: 'NOUN',
      xpos: 'subst:pl:acc:m3',
      feats: { Animacy: 'Inan', Case: 'Acc', Gender: 'Masc', Number: 'Plur' },
      head: 2,
      deprel: 'obj',
      deps: [{ head: '2', rel: 'obj' }],
      misc: { SpaceAfter: 'No' },
    });
    expect(lines[1].empty_nodes).toEqual([
      {
        id: '8.1',
        form: 'kupiła',
        lemma: 'kupić',
        upos: 'VERB',
        xpos: 'praet:sg:f:perf',
        feats: { Aspect: 'Perf', Gender: 'Fem', Mood: 'Ind', Number: 'Sing', Tense: 'Past', VerbForm: 'Fin', Voice: 'Act' },
        head: '_',
        deprel: '_',
        deps: [{ head: '3', rel: 'conj' }],
        misc: { CopyOf: '3' },
      },
    ]);
    expect(lines[2].tokens[3].misc).toEqual({ SpaceAfter: 'No', Checked: null });
    expect(lines[3].text).toBe('Jego pies spałby długo.');
  });

  it('reads standard input for "-"', async () => {
    const r = await runCli(['convert', '-', '--to', 'conllu'], read('mixed.conllu'));
    expect(r.stdout).toBe(read('mixed.good.conllu'));
    expect(r.stderr.split('\n')[0]).toBe('<stdin>:10: sentence mx-2: expected 10 tab-separated columns, found 9');
  });

  it('reports the missing blank line at the end of the file', async () => {
    const r = await runCli(['convert', `${FIX}/missing-blank.conllu`, '--to', 'conllu', '--strict']);
    expect(r.stderr).toBe(
      `${FIX}/missing-blank.conllu:11: sentence mx-3: missing blank line at end of file\n` +
        'derywat: skipped 1 of 2 sentences with errors\n',
    );
    expect(r.code).toBe(1);
  });

  it('exits 2 for an unreadable file, without a stack trace', async () => {
    const r = await runCli(['convert', `${FIX}/nope.conllu`, '--to', 'text']);
    expect(r).toEqual({ code: 2, stdout: '', stderr: `derywat: cannot read ${FIX}/nope.conllu: no such file\n` });
  });

  it('exits 2 for usage errors', async () => {
    const bad = await runCli(['convert', `${FIX}/good.conllu`, '--to', 'xml']);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('Choices: "conllu", "text", "jsonl"');
    const missing = await runCli(['convert', `${FIX}/good.conllu`]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Missing required argument: to');
  });

  it('has --help with examples and the exit codes', async () => {
    const r = await runCli(['convert', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('derywat convert dev.conllu --to text');
    expect(r.stdout).toContain('2  usage error, or a file could not be read');
  });
});

describe('derywat validate', () => {
  it('exits 0 and says so when everything is valid', async () => {
    const r = await runCli(['validate', `${FIX}/good.conllu`, `${FIX}/mixed.good.conllu`]);
    expect(r).toEqual({
      code: 0,
      stdout: `${FIX}/good.conllu: 5 sentences, all valid\n${FIX}/mixed.good.conllu: 3 sentences, all valid\n`,
      stderr: '',
    });
  });

  it('exits 1 on errors even without --strict, and reports each one', async () => {
    for (const extra of [[], ['--strict']]) {
      const r = await runCli(['validate', `${FIX}/mixed.conllu`, ...extra]);
      expect(r).toEqual({
        code: 1,
        stdout: `${FIX}/mixed.conllu: 6 sentences, 3 with errors (3 errors)\n`,
        stderr: MIXED_ERRORS.join('\n') + '\n',
      });
    }
  });

  it('goes on after an unreadable file and exits 2', async () => {
    const r = await runCli(['validate', `${FIX}/nope.conllu`, `${FIX}/good.conllu`]);
    expect(r).toEqual({
      code: 2,
      stdout: `${FIX}/good.conllu: 5 sentences, all valid\n`,
      stderr: `derywat: cannot read ${FIX}/nope.conllu: no such file\n`,
    });
  });

  it('reads standard input for "-"', async () => {
    const r = await runCli(['validate', '-'], read('good.conllu'));
    expect(r).toEqual({ code: 0, stdout: '<stdin>: 5 sentences, all valid\n', stderr: '' });
  });

  it('has --help with examples', async () => {
    const r = await runCli(['validate', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('derywat validate train.conllu dev.conllu');
    expect(r.stdout).toContain('1  some sentence had errors');
  });
});
