import type { CommandRegistrar } from './index.js';
// Placeholder until the module lands.
export const morphCommand: CommandRegistrar = (y) => y;
export const setupCommand: CommandRegistrar = (y) => y;
