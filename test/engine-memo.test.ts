// The memo of `without` verdicts in repeating variants (engine/match.ts, GuardMemo):
// a verdict found before a deletion must not outlive the nodes it rests on, and
// variants that share their guards share verdicts. Exact texts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sentence } from '../src/conllu/types.js';
import { Engine } from '../src/engine/engine.js';
import type { Morphology } from '../src/morph/index.js';
import { compileWithProfile, sentence, STARY_PIES, testMorphology, V3S } from './helpers/engine.js';



let morph: Morphology;
beforeAll(async () => {
  morph = await testMorphology();
}, 600_000);

function texts(rules: string, s: Sentence): string[] {
  return new Engine(compileWithProfile(rules, 'm.drv'), { morph }).run(s).candidates.map((c) => `${c.variant}: ${c.text}`);
}

// Stary pies szybko zawsze biegnie.
const PIES = STARY_PIES;

// Pies biegnie stary zawsze. (stary belongs to pies: between the verb and zawsze)
const PIES_NP = sentence([
  `1 ; Pies ; pies ; NOUN ; subst:sg:nom:m2 ; Animacy=Nhum|Case=Nom|Gender=Masc|Number=Sing ; 2 ; nsubj ; 2:nsubj ; _`,
  `2 ; biegnie ; biec ; VERB ; fin:sg:ter:imperf ; ${V3S} ; 0 ; root ; 0:root ; _`,
  `3 ; stary ; stary ; ADJ ; adj:sg:nom:m2:pos ; Animacy=Nhum|Case=Nom|Degree=Pos|Gender=Masc|Number=Sing ; 1 ; amod ; 1:amod ; _`,
  `4 ; zawsze ; zawsze ; ADV ; adv ; _ ; 2 ; advmod ; 2:advmod ; SpaceAfter=No`,
  `5 ; . ; . ; PUNCT ; interp ; PunctType=Peri ; 2 ; punct ; 2:punct ; _`,
]);

// Pies stary szybko biegnie.
const PIES_ADV = sentence([
  `1 ; Pies ; pies ; NOUN ; subst:sg:nom:m2 ; Animacy=Nhum|Case=Nom|Gender=Masc|Number=Sing ; 4 ; nsubj ; 4:nsubj ; _`,
  `2 ; stary ; stary ; ADJ ; adj:sg:nom:m2:pos ; Animacy=Nhum|Case=Nom|Degree=Pos|Gender=Masc|Number=Sing ; 1 ; amod ; 1:amod ; _`,
  `3 ; szybko ; szybko ; ADV ; adv:pos ; Degree=Pos ; 4 ; advmod ; 4:advmod ; _`,
  `4 ; biegnie ; biec ; VERB ; fin:sg:ter:imperf ; ${V3S} ; 0 ; root ; 0:root ; SpaceAfter=No`,
  `5 ; . ; . ; PUNCT ; interp ; PunctType=Peri ; 4 ; punct ; 4:punct ; _`,
]);

describe('memoised verdicts in repeating variants', () => {
  it('a verdict resting on a node that a round deleted is decided again (a witness of a without block)', () => {
    // szybko is protected by zawsze after it; once zawsze is gone it goes too
    const rules = `condition removable { A [upos=ADV]; without { H -> B [upos=ADV]; A before B; } }
      rule all { match { V [deprel=root]; } variant all { repeat; match { H []; A []; H -> A; @removable; } do { delete A; } } }`;
    expect(texts(rules, PIES)).toEqual(['all: Stary pies biegnie.']);
  });

  it('two nodes that a deletion makes neighbours are seen (immediately before)', () => {
    // an adverb right after its head is protected: zawsze is, once stary goes
    const rules = `condition removable { A [upos=ADV|ADJ]; without { A [upos=ADV]; H immediately before A; } }
      rule all { match { V [deprel=root]; } variant all { repeat; match { H []; A []; H -> A; @removable; } do { delete A; } } }`;
    expect(texts(rules, PIES_NP)).toEqual(['all: Pies biegnie zawsze.']);
  });

  it('a node drawn right before a bound one (an order via) rests on the current neighbour: a verdict is decided again once it goes', () => {
    // Pies stary szybko biegnie: szybko is protected while a noun stands right before it; once stary
    // goes (variant any), pies does, and the verdict shared from variant adv (stary there) must not hold
    const rules = `condition removable { A [upos=ADV|ADJ]; without { N [upos=NOUN]; N immediately before A; A [upos=ADV]; } }
      rule all { match { Q [upos=PUNCT]; }
        variant adv { repeat; match { H []; A [upos=ADV]; H -> A; @removable; } do { delete A; } }
        variant any { repeat; match { H []; A []; H -> A; @removable; } do { delete A; } } }`;
    expect(texts(rules, PIES_ADV)).toEqual(['adv: Pies stary biegnie.', 'any: Pies szybko biegnie.']);
  });

  it('variants with the same guards share verdicts and keep their own matches', () => {
    const rules = `condition removable { A [upos=ADV|ADJ]; without { A [lemma=szybko]; } }
      rule all { match { V [deprel=root]; }
        variant adv { repeat; match { H []; A [upos=ADV]; H -> A; @removable; } do { delete A; } }
        variant any { repeat; match { H []; A []; H -> A; @removable; } do { delete A; } } }`;
    expect(texts(rules, PIES)).toEqual(['adv: Stary pies szybko biegnie.', 'any: Pies szybko biegnie.']);
  });
});
