import type { CommandRegistrar } from './index.js';
// Placeholder until the module lands.
export const convertCommand: CommandRegistrar = (y) => y;
export const validateCommand: CommandRegistrar = (y) => y;
