// Every UD treebank file available locally must be read without a single error and
// written back byte for byte. Skipped where the shared data is not installed.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatConlluError, readConllu, writeSentence } from '../src/conllu/index.js';

const UD = '/work/shared/data/ud';
const files = existsSync(UD)
  ? readdirSync(UD, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(join(UD, d.name))
          .filter((f) => f.endsWith('.conllu'))
          .map((f) => join(UD, d.name, f)),
      )
  : [];

describe.skipIf(files.length === 0)('UD treebanks round trip', () => {
  for (const file of files) {
    it(file, async () => {
      const parts: string[] = [];
      const errors: string[] = [];
      for await (const r of readConllu(file)) {
        if (r.ok) parts.push(writeSentence(r.sentence));
        else errors.push(...r.errors.map(formatConlluError));
      }
      expect(errors).toEqual([]);
      // Compare without printing 3 MB on failure: first differing offset instead.
      const out = parts.join('');
      const text = readFileSync(file, 'utf8');
      let i = 0;
      while (i < text.length && out[i] === text[i]) i++;
      expect({ firstDifference: i === text.length && out.length === text.length ? null : i }).toEqual({ firstDifference: null });
    });
  }
});
