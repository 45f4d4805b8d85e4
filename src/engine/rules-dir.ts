// Where the bundled Polish rule set lives, relative to the installed package.
import { fileURLToPath } from 'node:url';

/** rules/pl of this package (dist/engine/ -> ../../rules/pl). */
export const DEFAULT_RULES_DIR = fileURLToPath(new URL('../../rules/pl', import.meta.url));
