// The yargs layer in src/cli/main.ts: usage errors stop before any handler and
// exit 2 with one message; a lone "-" reaches commands as "-".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, runCli } from './helpers/cli.js';

const FIX = 'fixtures/conllu';
const read = (name: string) => readFileSync(join(import.meta.dirname, '..', FIX, name), 'utf8');
const HINT = 'Run "derywat --help" for usage.\n';

beforeAll(ensureBuilt);

describe('usage errors', () => {
  it('an unknown command: exit 2 with one message, nothing on stdout', async () => {
    const r = await runCli(['frobnicate', `${FIX}/good.conllu`]);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: `derywat: Unknown arguments: frobnicate, ${FIX}/good.conllu\n${HINT}`,
    });
  });

  it('no command at all: exit 2', async () => {
    const r = await runCli([]);
    expect(r).toEqual({ code: 2, stdout: '', stderr: `derywat: Give a command; see --help.\n${HINT}` });
  });

  it('a bad --to: exit 2 with the choices once, and the command does not run', async () => {
    // The input has bad sentences: had the handler run, their messages would be on stderr.
    for (const file of [`${FIX}/mixed.conllu`, '-']) {
      const r = await runCli(['convert', file, '--to', 'xml'], read('mixed.conllu'));
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(
        'derywat: Invalid values:\n  Argument: to, Given: "xml", Choices: "conllu", "text", "jsonl"\n' + HINT,
      );
    }
  });

  it('an unknown option: exit 2 and the command does not run', async () => {
    const r = await runCli(['validate', `${FIX}/mixed.conllu`, '--frob']);
    expect(r).toEqual({ code: 2, stdout: '', stderr: `derywat: Unknown argument: frob\n${HINT}` });
  });

  it('a lone "-" without a command is reported as "-"', async () => {
    const r = await runCli(['-']);
    expect(r).toEqual({ code: 2, stdout: '', stderr: `derywat: Unknown argument: -\n${HINT}` });
  });
});

describe('"-" for standard input', () => {
  it('validate FILE - reads the file, then stdin', async () => {
    const r = await runCli(['validate', `${FIX}/good.conllu`, '-'], read('mixed.conllu'));
    expect(r.stdout).toBe(`${FIX}/good.conllu: 5 sentences, all valid\n<stdin>: 6 sentences, 3 with errors (3 errors)\n`);
    expect(r.stderr.split('\n')[0]).toBe('<stdin>:10: sentence mx-2: expected 10 tab-separated columns, found 9');
    expect(r.code).toBe(1);
  });

  it('validate - FILE keeps the order', async () => {
    const r = await runCli(['validate', '-', `${FIX}/good.conllu`], read('mixed.good.conllu'));
    expect(r).toEqual({
      code: 0,
      stdout: `<stdin>: 3 sentences, all valid\n${FIX}/good.conllu: 5 sentences, all valid\n`,
      stderr: '',
    });
  });

  it('convert - with options on either side', async () => {
    for (const args of [['convert', '-', '--to', 'conllu'], ['convert', '--to', 'conllu', '-']]) {
      const r = await runCli(args, read('good.conllu'));
      expect(r).toEqual({ code: 0, stdout: read('good.conllu'), stderr: '' });
    }
  });

  it('explain - reaches the command as "-"', async () => {
    const r = await runCli(['explain', '-', '--rule', 'negation/negate_predicate', '--sentence', 'nope'], read('good.conllu'));
    expect(r.stderr).toContain("sentence 'nope' not found in -");
  });
});
