// The command line: a thin yargs layer over the library. Every command lives in
// its own module under ./commands and returns its exit code.
import yargs from 'yargs';
import type { Argv } from 'yargs';
import { commands } from './commands/index.js';

import { EXIT } from './exit.js';
import { ConlluReadError } from '../conllu/types.js';
export { EXIT };

/**
 * yargs drops a lone "-" (yargs/yargs#1312, yargs-parser#381): a string
 * positional arrives as "", an array positional loses the item. So "-" is
 * swapped for this placeholder before parsing and back before any handler runs.
 * It contains a NUL, which no real command-line argument can.
 */
const STDIN_PLACEHOLDER = '\0stdin';

function restoreDash<T>(v: T): T {
  if (v === STDIN_PLACEHOLDER) return '-' as T;
  if (Array.isArray(v)) return v.map(restoreDash) as T;
  return v;
}

/** Thrown from .fail(): stops yargs before any handler runs. */
class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export async function main(argv: string[]): Promise<number> {
  // `derywat generate ... | head`: a closed pipe ends the run quietly, like any Unix filter.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    process.stderr.write(`derywat: cannot write output: ${e.message}\n`);
    process.exit(1);
  });
  let code: number = EXIT.ok;
  const setCode = (c: number) => {
    code = Math.max(code, c);
  };
  const args = argv.map((a) => (a === '-' ? STDIN_PLACEHOLDER : a));
  let y: Argv = yargs(args)
    .scriptName('derywat')
    .usage('$0 <command> [options]')
    .strict()
    .demandCommand(1, 'Give a command; see --help.')
    .recommendCommands()
    .help()
    .alias('h', 'help')
    .version()
    .wrap(Math.min(100, process.stdout.columns || 100))
    // Runs after validation, before the command's handler.
    .middleware((a) => {
      for (const k of Object.keys(a)) a[k] = restoreDash(a[k]);
    })
    .fail((msg, err) => {
      if (err) throw err;
      // Throwing (rather than returning) is what keeps yargs from running the
      // command's handler after a validation error.
      throw new UsageError(msg.split(STDIN_PLACEHOLDER).join('-'));
    });
  for (const c of commands) y = c(y, setCode);
  try {
    await y.parseAsync();
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`derywat: ${e.message}\nRun "derywat --help" for usage.\n`);
      return EXIT.usage;
    }
    process.stderr.write(`derywat: ${(e as Error).message}\n`);
    // An input file that cannot be read is a usage error in every command.
    return e instanceof ConlluReadError ? EXIT.usage : EXIT.failure;
  }
  return code;
}
