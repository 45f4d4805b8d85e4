import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Sentence } from '../src/conllu/types.js';
import { Tree } from '../src/tree/tree.js';
import { deleteSubtree, moveSubtree, insertNode, repairPunctuation } from '../src/tree/ops.js';
import { realise, realiseSentence } from '../src/tree/realise.js';

import { sentences, sent, tree, byForm, STRACILEM } from './helpers/sentences.js';


const KROLIKI = `
1	Na	na	ADP	prep:loc	AdpType=Prep	2	case	2:case	Case=Loc
2	trawie	trawa	NOUN	subst:sg:loc:f	Case=Loc|Gender=Fem|Number=Sing	3	obl	3:obl	_
3	siedzą	siedzieć	VERB	fin:pl:ter:imperf	Aspect=Imp|Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act	0	root	0:root	_
4	króliki	królik	NOUN	subst:pl:nom:m2	Animacy=Nhum|Case=Nom|Gender=Masc|Number=Plur	3	nsubj	3:nsubj	SpaceAfter=No
5	.	.	PUNCT	interp	PunctType=Peri	3	punct	3:punct	_
`;

describe('realiseSentence', () => {
  it('spells a multiword token once and honours SpaceAfter=No', () => {
    expect(realiseSentence(sent(STRACILEM))).toBe('Wczoraj straciłem klucze.');
  });

  it('takes the spacing after a multiword token from the token line', () => {
    const s = sent(`
1	Wczoraj	wczoraj	ADV	adv	_	4	advmod	4:advmod	_
2	klucze	klucz	NOUN	subst:pl:acc:m3	Animacy=Inan|Case=Acc|Gender=Masc|Number=Plur	3	obj	3:obj	_
3-4	zgubiłem	_	_	_	_	_	_	_	SpaceAfter=No
3	zgubił	zgubić	VERB	praet:sg:m1:perf	Animacy=Hum|Aspect=Perf|Gender=Masc|Mood=Ind|Number=Sing|Tense=Past|VerbForm=Fin|Voice=Act	0	root	0:root	_
4	em	być	AUX	aglt:sg:pri:imperf:wok	Aspect=Imp|Number=Sing|Person=1|Variant=Long	3	aux:clitic	3:aux:clitic	_
5	.	.	PUNCT	interp	PunctType=Peri	3	punct	3:punct	_
`);
    expect(realiseSentence(s)).toBe('Wczoraj klucze zgubiłem.');
    expect(realise(Tree.fromSentence(s))).toBe('Wczoraj klucze zgubiłem.');
  });
});

describe('realise', () => {
  it('reproduces an unedited tree, multiword tokens included', () => {
    expect(realise(tree(STRACILEM))).toBe('Wczoraj straciłem klucze.');
    expect(realise(tree(KROLIKI))).toBe('Na trawie siedzą króliki.');
  });

  it('capitalises the new first word when a fronted adjunct is deleted', () => {
    const t = tree(KROLIKI);
    deleteSubtree(t, byForm(t, 'trawie'));
    expect(realise(t)).toBe('Siedzą króliki.');
    // The tree itself keeps the dictionary form; only the surface is cased.
    expect(byForm(t, 'siedzą').form).toBe('siedzą');
  });

  it('lower-cases the old first word when it moves away from the front', () => {
    const t = tree(KROLIKI);
    moveSubtree(t, byForm(t, 'trawie'), 'end');
    expect(realise(t)).toBe('Siedzą króliki na trawie.');
  });

  it('a sentence-initial name keeps its capital when it moves, but not once its second word is gone', () => {
    const KOMISJA = `
1	Komisja	komisja	NOUN	subst:sg:nom:f	Case=Nom|Gender=Fem|Number=Sing	3	nsubj	3:nsubj	_
2	Europejska	europejski	ADJ	adj:sg:nom:f:pos	Case=Nom|Degree=Pos|Gender=Fem|Number=Sing	1	amod	1:amod	_
3	przyjęła	przyjąć	VERB	praet:sg:f:perf	Aspect=Perf|Gender=Fem|Mood=Ind|Number=Sing|Tense=Past|VerbForm=Fin|Voice=Act	0	root	0:root	_
4	raport	raport	NOUN	subst:sg:acc:m3	Animacy=Inan|Case=Acc|Gender=Masc|Number=Sing	3	obj	3:obj	SpaceAfter=No
5	.	.	PUNCT	interp	PunctType=Peri	3	punct	3:punct	_
`;
    const t = tree(KOMISJA);
    moveSubtree(t, byForm(t, 'Komisja'), 'end');
    expect(realise(t)).toBe('Przyjęła raport Komisja Europejska.');
    const u = tree(KOMISJA);
    moveSubtree(u, byForm(u, 'Komisja'), 'end');
    deleteSubtree(u, byForm(u, 'Europejska'));
    expect(realise(u)).toBe('Przyjęła raport komisja.');
  });

  it('after a colon and dash, the next word is capitalised when the deleted one was capitalised for its place, not when it was a name', () => {
    const speech = (first: string, lemma: string, upos: string) => `
1	Powiedział	powiedzieć	VERB	praet:sg:m1:perf	Animacy=Hum|Aspect=Perf|Gender=Masc|Mood=Ind|Number=Sing|Tense=Past|VerbForm=Fin|Voice=Act	0	root	0:root	SpaceAfter=No
2	:	:	PUNCT	interp	PunctType=Colo	5	punct	5:punct	_
3	-	-	PUNCT	interp	PunctType=Dash	5	punct	5:punct	_
4	${first}	${lemma}	${upos}	_	_	5	${upos === 'PROPN' ? 'nsubj' : 'advmod'}	_	_
5	przyszedł	przyjść	VERB	praet:sg:m1:perf	Animacy=Hum|Aspect=Perf|Gender=Masc|Mood=Ind|Number=Sing|Tense=Past|VerbForm=Fin|Voice=Act	1	ccomp	1:ccomp	_
6	dziś	dziś	ADV	adv	_	5	advmod	5:advmod	SpaceAfter=No
7	.	.	PUNCT	interp	PunctType=Peri	1	punct	1:punct	_
`;
    const t = tree(speech('Wreszcie', 'wreszcie', 'ADV'));
    deleteSubtree(t, byForm(t, 'Wreszcie'));
    expect(realise(t)).toBe('Powiedział: - Przyszedł dziś.');
    const u = tree(speech('Jan', 'Jan', 'PROPN'));
    deleteSubtree(u, byForm(u, 'Jan'));
    expect(realise(u)).toBe('Powiedział: - przyszedł dziś.');
  });

  it('capitalises a multiword token that becomes first', () => {
    const t = tree(STRACILEM);
    deleteSubtree(t, byForm(t, 'Wczoraj'));
    expect(realise(t)).toBe('Straciłem klucze.');
  });

  it('capitalises an inserted first word and lower-cases the old one', () => {
    const t = tree(`
1	Dziewczynka	dziewczynka	NOUN	subst:sg:nom:f	Case=Nom|Gender=Fem|Number=Sing	2	nsubj	2:nsubj	_
2	je	jeść	VERB	fin:sg:ter:imperf	Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act	0	root	0:root	_
3	jabłko	jabłko	NOUN	subst:sg:acc:n:ncol	Case=Acc|Gender=Neut|Number=Sing	2	obj	2:obj	SpaceAfter=No
4	.	.	PUNCT	interp	PunctType=Peri	2	punct	2:punct	_
`);
    insertNode(t, { form: 'teraz', lemma: 'teraz', upos: 'ADV', xpos: 'adv', deprel: 'advmod' }, byForm(t, 'je'), 'start');
    expect(realise(t)).toBe('Teraz dziewczynka je jabłko.');
  });

  it('does not lower-case a proper noun or an acronym', () => {
    const jan = tree(`
1	Jan	Jan	PROPN	subst:sg:nom:m1	Animacy=Hum|Case=Nom|Gender=Masc|Number=Sing	2	nsubj	2:nsubj	_
2	czyta	czytać	VERB	fin:sg:ter:imperf	Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act	0	root	0:root	_
3	książkę	książka	NOUN	subst:sg:acc:f	Case=Acc|Gender=Fem|Number=Sing	2	obj	2:obj	SpaceAfter=No
4	.	.	PUNCT	interp	PunctType=Peri	2	punct	2:punct	_
`);
    moveSubtree(jan, byForm(jan, 'Jan'), 'end');
    expect(realise(jan)).toBe('Czyta książkę Jan.');

    const sms = tree(`
1	SMS	sms	NOUN	subst:sg:nom:m3	Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing	2	nsubj	2:nsubj	_
2	przyszedł	przyjść	VERB	praet:sg:m3:perf	Animacy=Inan|Aspect=Perf|Gender=Masc|Mood=Ind|Number=Sing|Tense=Past|VerbForm=Fin|Voice=Act	0	root	0:root	_
3	rano	rano	ADV	adv	_	2	advmod	2:advmod	SpaceAfter=No
4	.	.	PUNCT	interp	PunctType=Peri	2	punct	2:punct	_
`);
    moveSubtree(sms, byForm(sms, 'rano'), 'start');
    expect(realise(sms)).toBe('Rano SMS przyszedł.');
  });

  it('leaves a sentence that starts in lower case alone', () => {
    const t = tree(`
1	–	–	PUNCT	interp	PunctType=Dash	3	punct	3:punct	_
2	znowu	znowu	ADV	adv	_	3	advmod	3:advmod	_
3	zaczynacie	zaczynać	VERB	fin:pl:sec:imperf	Aspect=Imp|Mood=Ind|Number=Plur|Person=2|Tense=Pres|VerbForm=Fin|Voice=Act	0	root	0:root	SpaceAfter=No
4	.	.	PUNCT	interp	PunctType=Peri	3	punct	3:punct	_
`);
    deleteSubtree(t, byForm(t, 'znowu'));
    expect(realise(t)).toBe('– zaczynacie.');
  });

  it('capitalises after an opening dash', () => {
    const t = tree(`
1	–	–	PUNCT	interp	PunctType=Dash	3	punct	3:punct	_
2	Znowu	znowu	ADV	adv	_	3	advmod	3:advmod	_
3	zaczynacie	zaczynać	VERB	fin:pl:sec:imperf	Aspect=Imp|Mood=Ind|Number=Plur|Person=2|Tense=Pres|VerbForm=Fin|Voice=Act	0	root	0:root	SpaceAfter=No
4	.	.	PUNCT	interp	PunctType=Peri	3	punct	3:punct	_
`);
    deleteSubtree(t, byForm(t, 'Znowu'));
    expect(realise(t)).toBe('– Zaczynacie.');
  });
});

// The unedited round trip over the UD Polish PDB treebank, when it is present.
const PDB = '/work/shared/data/ud/pdb';
const pdbFiles = existsSync(PDB) ? readdirSync(PDB).filter((f) => f.endsWith('.conllu')) : [];

describe.skipIf(!pdbFiles.length)('PDB round trip', () => {
  const all = pdbFiles.flatMap((f) => sentences(readFileSync(join(PDB, f), 'utf8')));
  const textOf = (s: Sentence) => s.comments.find((c) => c.startsWith('# text = '))!.slice('# text = '.length);

  it('realise(Tree.fromSentence(s)) equals # text', () => {
    const bad = all.filter((s) => realise(Tree.fromSentence(s)) !== textOf(s));
    console.log(`PDB: ${all.length - bad.length}/${all.length} sentences realise to their # text`);
    for (const s of bad.slice(0, 10)) console.log(`  ${s.sentId}: ${textOf(s)} | ${realise(Tree.fromSentence(s))}`);
    expect(all.length).toBeGreaterThan(4000);
    expect(bad.length).toBe(0);
  });

  it('realiseSentence(s) equals # text', () => {
    expect(all.filter((s) => realiseSentence(s) !== textOf(s))).toEqual([]);
  });

  it('repairPunctuation leaves (nearly) every unedited sentence as it was', () => {
    const changed = all.filter((s) => {
      const t = Tree.fromSentence(s);
      repairPunctuation(t);
      return realise(t) !== textOf(s);
    });
    console.log(`PDB: repairPunctuation changes ${changed.length}/${all.length} unedited sentences`);
    for (const s of changed.slice(0, 5)) {
      const t = Tree.fromSentence(s);
      repairPunctuation(t);
      console.log(`  ${s.sentId}: ${textOf(s)} | ${realise(t)}`);
    }
    expect(changed.length / all.length).toBeLessThan(0.01);
  });

  it('toSentence of an unedited tree keeps words, multiword tokens and DEPS', () => {
    for (const s of all) {
      const out = Tree.fromSentence(s).toSentence();
      expect(out.words).toEqual(s.words);
      expect(out.mwts).toEqual(s.mwts);
      expect(out.comments).toEqual([`# sent_id = ${s.sentId}`, `# text = ${textOf(s)}`]);
    }
  });
});
