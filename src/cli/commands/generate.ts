import type { CommandRegistrar } from './index.js';
// Placeholder until the module lands.
export const generateCommand: CommandRegistrar = (y) => y;
