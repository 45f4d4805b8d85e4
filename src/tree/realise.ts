// Tree -> text. Spacing comes from SpaceAfter=No only (the operations and
// repairPunctuation keep it right); multiword tokens that still stand are spelled
// once; capitalisation is fixed when the first word changed (see surface.ts).

import type { Sentence } from '../conllu/types.js';
import { textComment } from '../conllu/text.js';
import { getSpaceAfterNo } from './spacing.js';
import { joinTokens, surfaceTokens } from './surface.js';
import type { Tree } from './tree.js';

export function realise(t: Tree): string {
  return joinTokens(surfaceTokens(t));
}

/** Text of a plain sentence: "4-5 straciłem" spells the token once; empty nodes are not words. */
export function realiseSentence(s: Sentence): string {
  const mwtAt = new Map(s.mwts.map((m) => [m.first, m]));
  const tokens: { form: string; spaceAfter: boolean }[] = [];
  for (let i = 0; i < s.words.length; i++) {
    const m = mwtAt.get(s.words[i].id);
    if (m) {
      tokens.push({ form: m.form, spaceAfter: !getSpaceAfterNo(m.misc) });
      while (i + 1 < s.words.length && s.words[i + 1].id <= m.last) i++;
    } else {
      tokens.push({ form: s.words[i].form, spaceAfter: !getSpaceAfterNo(s.words[i].misc) });
    }
  }
  return joinTokens(tokens);
}

/** The sentence as text: its `# text` comment, else the realised tree. */
export function sentenceText(s: Sentence, tree: Tree): string {
  return textComment(s) ?? realise(tree);
}
