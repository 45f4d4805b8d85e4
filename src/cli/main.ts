// The command line: a thin yargs layer over the library. Every command lives in
// its own module under ./commands and returns its exit code.
import yargs from 'yargs';
import type { Argv } from 'yargs';
import { commands } from './commands/index.js';

import { EXIT } from './exit.js';
export { EXIT };

export async function main(argv: string[]): Promise<number> {
  let code: number = EXIT.ok;
  const setCode = (c: number) => {
    code = Math.max(code, c);
  };
  let y: Argv = yargs(argv)
    .scriptName('derywat')
    .usage('$0 <command> [options]')
    .strict()
    .demandCommand(1, 'Give a command; see --help.')
    .recommendCommands()
    .help()
    .alias('h', 'help')
    .version()
    .wrap(Math.min(100, process.stdout.columns || 100))
    .fail((msg, err) => {
      if (err) throw err;
      process.stderr.write(`derywat: ${msg}\nRun "derywat --help" for usage.\n`);
      setCode(EXIT.usage);
    });
  for (const c of commands) y = c(y, setCode);
  try {
    await y.parseAsync();
  } catch (e) {
    process.stderr.write(`derywat: ${(e as Error).message}\n`);
    return EXIT.failure;
  }
  return code;
}
