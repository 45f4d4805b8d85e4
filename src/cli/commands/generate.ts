// derywat generate: the main job. Reads CoNLL-U, writes candidates, prints a
// summary (and a progress line when stderr is a terminal) on stderr.
import { createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import type { Writable } from 'node:stream';
import type { CommandRegistrar } from './index.js';
import { EXIT } from '../exit.js';
import { loadMorph, loadRules, parseTypes, say } from '../shared.js';
import { generateCandidates, emptySummary, type GenerateSummary } from '../../engine/generate.js';
import { formatCandidate, OUTPUT_FORMATS, TSV_HEADER, type OutputFormat } from '../../output/format.js';
import { formatConlluError, ConlluReadError } from '../../conllu/index.js';

function write(out: Writable, s: string): Promise<void> | void {
  if (out.destroyed) throw new Error('output closed');
  if (!out.write(s)) return new Promise((r) => out.once('drain', () => r()));
}

export function formatSummary(s: GenerateSummary): string {
  const lines = [`sentences: ${s.sentences} processed, ${s.skipped} skipped (bad input)${s.pool ? `; donor pool ${s.pool}` : ''}`];
  const total = [...s.candidates.values()].reduce((a, b) => a + b, 0);
  lines.push(`candidates: ${total}`);
  for (const [k, v] of [...s.candidates].sort()) lines.push(`  ${k}: ${v}`);
  const dropped = [...s.dropped.values()].reduce((a, b) => a + b, 0);
  lines.push(`dropped: ${dropped}`);
  for (const [k, v] of [...s.dropped].sort()) lines.push(`  ${k}: ${v}`);
  return lines.join('\n');
}

export const generateCommand: CommandRegistrar = (y, setCode) =>
  y.command(
    'generate <file>',
    'Derive candidate sentences from CoNLL-U with the transformation rules',
    (a) =>
      a
        .positional('file', { type: 'string', demandOption: true, describe: 'CoNLL-U input ("-" for stdin)' })
        .option('types', { type: 'string', describe: 'comma-separated transformation types (default: all)' })
        .option('format', { choices: OUTPUT_FORMATS, default: 'jsonl' as OutputFormat, describe: 'output format' })
        .option('pool', { type: 'string', array: true, describe: 'extra CoNLL-U files with donor sentences for mixing_dependents' })
        .option('pool-size', { type: 'number', default: 2000, describe: 'donor sentences kept (seeded reservoir sample of the input and --pool files)' })
        .option('max-per-type', { type: 'number', describe: 'at most N candidates per type and source sentence' })
        .option('donors', { type: 'number', default: 3, describe: 'donors tried per match (mixing_dependents)' })
        .option('seed', { type: 'number', default: 1, describe: 'seed for donor sampling (reproducible)' })
        .option('out', { type: 'string', describe: 'write here (atomically) instead of stdout' })
        .option('trees', { type: 'boolean', default: false, describe: 'jsonl: include the derived tree as CoNLL-U' })
        .option('rules', { type: 'string', array: true, describe: 'rule files or directories (default: rules/pl)' })
        .option('dict', { type: 'string', describe: 'PoliMorf polish.dict or morfologik-polish.jar' })
        .option('strict', { type: 'boolean', default: false, describe: 'fail (exit 1) on any malformed input sentence' })
        .option('quiet', { type: 'boolean', default: false, describe: 'no summary on stderr' })
        .example('$0 generate fixtures/pl/paper.conllu', 'all transformations, JSON lines')
        .example('$0 generate in.conllu --types negation,passivisation --format tsv --out pairs.tsv', 'CDSCorpus-like pairs')
        .epilogue('Exit codes: 0 done (bad input sentences are reported and skipped), 1 bad input with --strict or unusable rules/dictionary, 2 usage error.'),
    async (argv) => {
      const r = loadRules(argv.rules as string[] | undefined);
      if (!r) return setCode(EXIT.failure);
      const types = parseTypes(argv.types);
      if (types) {
        const known = new Set(r.ruleSet.rules.map((x) => x.type));
        const unknown = [...types].filter((t) => !known.has(t));
        if (unknown.length) {
          say(`derywat: unknown type ${unknown.join(', ')} (known: ${[...known].join(', ')})`);
          return setCode(EXIT.usage);
        }
      }
      const morph = await loadMorph(argv.dict);
      if (!morph) return setCode(EXIT.failure);
      const format = argv.format as OutputFormat;
      const input = argv.file as string;
      const wantsMixing = r.ruleSet.rules.some((x) => x.donor && (!types || types.has(x.type)));
      if (input === '-' && wantsMixing && !(argv.pool as string[] | undefined)?.length)
        say('derywat: note: mixing_dependents takes donors from the input file and --pool; stdin is read once, so give --pool FILE to mix.');
      const tmp = argv.out ? join(dirname(argv.out), `.${basename(argv.out)}.${process.pid}.tmp`) : null;
      if (argv.out && !existsSync(dirname(argv.out) || '.')) {
        say(`derywat: cannot write ${argv.out}: directory ${dirname(argv.out)} does not exist`);
        return setCode(EXIT.failure);
      }
      const out: Writable = tmp ? createWriteStream(tmp) : process.stdout;
      // A write error (disk full, permission) must end the run with a message, not a stack trace.
      let writeError: Error | null = null;
      if (tmp) out.on('error', (e) => (writeError = e));
      const summary = emptySummary();
      let inputErrors = 0;
      const tty = process.stderr.isTTY && !argv.quiet;
      try {
        if (format === 'tsv') await write(out, TSV_HEADER);
        const gen = generateCandidates(argv.file as string, r.ruleSet, {
          morph,
          types,
          poolFiles: (argv.pool as string[] | undefined) ?? [],
          poolSize: argv['pool-size'] as number,
          maxPerType: argv['max-per-type'] as number | undefined,
          donorsPerMatch: argv.donors as number,
          seed: argv.seed as number,
          onInputError: (e) => {
            inputErrors++;
            say(formatConlluError(e));
          },
        }, summary);
        for await (const { candidates } of gen) {
          const perType = new Map<string, number>();
          // One write per sentence, not per candidate: fewer calls into the stream.
          let chunk = '';
          for (const c of candidates) {
            const n = (perType.get(c.type) ?? 0) + 1;
            perType.set(c.type, n);
            chunk += formatCandidate(c, format, n, argv.trees as boolean);
          }
          if (chunk !== '') await write(out, chunk);
          if (tty && summary.sentences % 200 === 0) process.stderr.write(`\r${summary.sentences} sentences…`);
        }
        if (tty) process.stderr.write('\r');
        if (tmp) {
          await new Promise<void>((res, rej) => out.end((e?: Error | null) => (e ? rej(e) : res())));
          if (writeError) throw writeError;
          renameSync(tmp, argv.out as string);
        }
      } catch (e) {
        if (tmp) rmSync(tmp, { force: true });
        say(`derywat: ${(e as Error).message}`);
        // An unreadable input is a usage error (as in convert); anything else a failure.
        return setCode(e instanceof ConlluReadError ? EXIT.usage : EXIT.failure);
      }
      if (!argv.quiet) say(formatSummary(summary));
      setCode(argv.strict && inputErrors > 0 ? EXIT.failure : EXIT.ok);
    },
  );
