// `derywat convert` and `derywat validate`: thin layers over the CoNLL-U reader.
// Bad sentences are reported on stderr and skipped; good ones still go out.
import type { Argv } from 'yargs';
import {
  ConlluReadError,
  TextSink,
  formatConlluError,
  readConllu,
  sentenceToJson,
  textComment,
  writeSentence,
  type BadSentence,
  type Sentence,
} from '../../conllu/index.js';
import { realiseSentence } from '../../tree/realise.js';
import { EXIT } from '../main.js';
import type { CommandRegistrar } from './index.js';

const FORMATS = ['conllu', 'text', 'jsonl'] as const;
type Format = (typeof FORMATS)[number];

/** The "# text" comment when there is one, else the words realised with their spacing. */
function sentenceText(s: Sentence): string {
  return textComment(s) ?? realiseSentence(s);
}

const FORMATTERS: Record<Format, (s: Sentence) => string> = {
  conllu: writeSentence,
  text: (s) => sentenceText(s) + '\n',
  jsonl: (s) => JSON.stringify(sentenceToJson(s, sentenceText(s))) + '\n',
};

function report(bad: BadSentence): void {
  for (const e of bad.errors) process.stderr.write(formatConlluError(e) + '\n');
}

/** Prints a read failure (missing file…) without a stack trace; true if it was one. */
function reportReadError(e: unknown): boolean {
  if (!(e instanceof ConlluReadError)) return false;
  process.stderr.write(`derywat: ${e.message}\n`);
  return true;
}

const EXIT_CODES = `Exit codes:
  0  every sentence was valid (convert: also when some were skipped without --strict)
  1  some sentence had errors and --strict was given (validate: whenever there were errors)
  2  usage error, or a file could not be read`;

export const convertCommand: CommandRegistrar = (y, setCode) =>
  y.command(
    'convert <file>',
    'Convert a CoNLL-U file to CoNLL-U (round trip), plain text or JSON lines',
    (c: Argv) =>
      c
        .positional('file', { type: 'string', describe: 'CoNLL-U file, or - for standard input', demandOption: true })
        .option('to', {
          choices: FORMATS,
          demandOption: true,
          describe: 'conllu: the input back, byte-identical; text: one sentence per line; jsonl: one JSON object per sentence',
        })
        .option('strict', {
          type: 'boolean',
          default: false,
          describe: 'exit with code 1 if any sentence had errors (all messages are still printed)',
        })
        .example('$0 convert dev.conllu --to text', 'one sentence per line ("# text" comment, else the words)')
        .example('$0 convert dev.conllu --to jsonl > dev.jsonl', 'tokens, features and comments as JSON')
        .example('cat dev.conllu | $0 convert - --to conllu --strict', 'round trip from stdin; fail on any bad sentence')
        .epilogue(
          `Sentences with errors are reported on stderr as FILE:LINE: sentence ID: message and left out; ` +
            `all other sentences are still written.\n\n${EXIT_CODES}`,
        ),
    async (argv) => {
      const format = FORMATTERS[argv.to as Format];
      const out = new TextSink(process.stdout);
      let total = 0;
      let bad = 0;
      try {
        for await (const r of readConllu(String(argv.file))) {
          total++;
          if (!r.ok) {
            bad++;
            report(r);
            continue;
          }
          // Downstream closed (e.g. `| head`): nothing more can be written.
          if (out.closed) break;
          const p = out.write(format(r.sentence));
          if (p) await p;
        }
        await out.flush();
      } catch (e) {
        if (reportReadError(e)) return setCode(EXIT.usage);
        throw e;
      }
      if (bad > 0) {
        process.stderr.write(`derywat: skipped ${bad} of ${total} sentences with errors\n`);
        if (argv.strict) setCode(EXIT.failure);
      }
    },
  );

export const validateCommand: CommandRegistrar = (y, setCode) =>
  y.command(
    'validate <files..>',
    'Check CoNLL-U files and report every problem with its line',
    (c: Argv) =>
      c
        .positional('files', { type: 'string', array: true, describe: 'CoNLL-U files (- for standard input)', demandOption: true })
        .option('strict', {
          type: 'boolean',
          default: false,
          describe: 'accepted for symmetry with convert; validate always fails on errors',
        })
        .example('$0 validate train.conllu dev.conllu', 'messages on stderr, one summary line per file on stdout')
        .epilogue(
          `Checks: 10 columns, IDs (syntax, ranges, duplicates, sequence), HEAD (number, range), ` +
            `one root, no cycles, FEATS/MISC/DEPS syntax, blank line at the end of the file.\n\n${EXIT_CODES}`,
        ),
    async (argv) => {
      for (const file of (argv.files as string[]).map(String)) {
        let total = 0;
        let bad = 0;
        let errors = 0;
        try {
          for await (const r of readConllu(file)) {
            total++;
            if (r.ok) continue;
            bad++;
            errors += r.errors.length;
            report(r);
          }
        } catch (e) {
          if (reportReadError(e)) {
            setCode(EXIT.usage);
            continue;
          }
          throw e;
        }
        const name = file === '-' ? '<stdin>' : file;
        process.stdout.write(
          bad === 0
            ? `${name}: ${total} sentences, all valid\n`
            : `${name}: ${total} sentences, ${bad} with errors (${errors} error${errors === 1 ? '' : 's'})\n`,
        );
        if (bad > 0) setCode(EXIT.failure);
      }
    },
  );
