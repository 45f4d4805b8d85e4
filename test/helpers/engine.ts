// Shared set-up of the engine suites: the hand-written trees of fixtures/dsl and
// the dictionary, obtained the way users get it.
import { readFileSync } from 'node:fs';
import { parseConllu } from '../../src/conllu/index.js';
import type { Sentence } from '../../src/conllu/types.js';
import { isMorphLoadError, loadMorphology, type Morphology } from '../../src/morph/index.js';
import { expect } from 'vitest';
import { compileRuleText } from '../../src/dsl/compile.js';
import { formatDiagnostic } from '../../src/dsl/diagnostics.js';
import type { RuleSet } from '../../src/dsl/compiled.js';

/** fixtures/dsl/trees.conllu by sent_id; a malformed fixture fails loudly. */
export function fixtureSentences(): Map<string, Sentence> {
  const out = new Map<string, Sentence>();
  const text = readFileSync(new URL('../../fixtures/dsl/trees.conllu', import.meta.url), 'utf8');
  for (const r of parseConllu(text, 'trees.conllu')) {
    if (!r.ok) throw new Error(`bad fixture: ${JSON.stringify(r.errors)}`);
    out.set(r.sentence.sentId!, r.sentence);
  }
  return out;
}

/** The PoliMorf morphology, or the test fails with the loader's message. */
export async function testMorphology(): Promise<Morphology> {
  const m = await loadMorphology({ quiet: true });
  if (isMorphLoadError(m)) throw new Error(m.message);
  return m;
}

/** Present 3rd-person singular active features of a finite verb. */
export const V3S = 'Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act';

/** A sentence from CoNLL-U rows written with " ; " between the columns. */
export function sentence(rows: string[], id = 's'): Sentence {
  const text = `# sent_id = ${id}\n${rows.map((r) => r.split(' ; ').join('\t')).join('\n')}\n\n`;
  const [r] = parseConllu(text, 'inline');
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.sentence;
}

/** Stary pies szybko zawsze biegnie. (an adjective and two adverbs to remove) */
export const STARY_PIES = sentence([
  `1 ; Stary ; stary ; ADJ ; adj:sg:nom:m2:pos ; Animacy=Nhum|Case=Nom|Degree=Pos|Gender=Masc|Number=Sing ; 2 ; amod ; 2:amod ; _`,
  `2 ; pies ; pies ; NOUN ; subst:sg:nom:m2 ; Animacy=Nhum|Case=Nom|Gender=Masc|Number=Sing ; 5 ; nsubj ; 5:nsubj ; _`,
  `3 ; szybko ; szybko ; ADV ; adv:pos ; Degree=Pos ; 5 ; advmod ; 5:advmod ; _`,
  `4 ; zawsze ; zawsze ; ADV ; adv ; _ ; 5 ; advmod ; 5:advmod ; _`,
  `5 ; biegnie ; biec ; VERB ; fin:sg:ter:imperf ; ${V3S} ; 0 ; root ; 0:root ; SpaceAfter=No`,
  `6 ; . ; . ; PUNCT ; interp ; PunctType=Peri ; 5 ; punct ; 5:punct ; _`,
]);

const PROFILE = readFileSync(new URL('../../rules/pl/profile.drv', import.meta.url), 'utf8');

/** Rule text compiled as transformation `t` (relation similar) with the Polish profile; no diagnostics expected. */
export function compileWithProfile(rules: string, file = 't.drv'): RuleSet {
  const r = compileRuleText(`transformation t relation similar;\n${rules}\n`, file, [{ file: 'profile.drv', text: PROFILE }]);
  expect(r.diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
  return r.ruleSet;
}
