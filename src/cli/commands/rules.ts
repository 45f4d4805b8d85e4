import type { CommandRegistrar } from './index.js';
// Placeholder until the module lands.
export const checkCommand: CommandRegistrar = (y) => y;
export const testCommand: CommandRegistrar = (y) => y;
export const explainCommand: CommandRegistrar = (y) => y;
