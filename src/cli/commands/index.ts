import type { Argv } from 'yargs';

/** A command registers itself on yargs and reports its exit code through setCode. */
export type CommandRegistrar = (y: Argv, setCode: (code: number) => void) => Argv;

import { convertCommand, validateCommand } from './convert.js';
import { morphCommand, setupCommand } from './morph.js';
import { checkCommand, testCommand, explainCommand } from './rules.js';
import { generateCommand } from './generate.js';

export const commands: CommandRegistrar[] = [
  generateCommand,
  convertCommand,
  validateCommand,
  checkCommand,
  testCommand,
  explainCommand,
  morphCommand,
  setupCommand,
];
