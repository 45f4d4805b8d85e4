// Every UD treebank file available locally must be read without a single error and
// written back byte for byte. Skipped where the shared data is not installed.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatConlluError, formatSentence, readConllu, writeSentence } from '../src/conllu/index.js';

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
      // writeSentence copies the text the reader kept; formatSentence rebuilds it
      // from the parsed fields, which is what proves that parsing loses nothing.
      const written: string[] = [];
      const formatted: string[] = [];
      const errors: string[] = [];
      for await (const r of readConllu(file)) {
        if (r.ok) {
          written.push(writeSentence(r.sentence));
          formatted.push(formatSentence(r.sentence));
        } else errors.push(...r.errors.map(formatConlluError));
      }
      expect(errors).toEqual([]);
      const text = readFileSync(file, 'utf8');
      // Compare without printing 3 MB on failure: first differing offset instead.
      const firstDifference = (out: string) => {
        let i = 0;
        while (i < text.length && out[i] === text[i]) i++;
        return i === text.length && out.length === text.length ? null : i;
      };
      expect({ written: firstDifference(written.join('')), formatted: firstDifference(formatted.join('')) }).toEqual({
        written: null,
        formatted: null,
      });
    });
  }
});
