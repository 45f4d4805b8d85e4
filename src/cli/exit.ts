/** Exit codes shared by all commands (documented in the README). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;
