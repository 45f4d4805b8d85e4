import { describe, expect, it } from 'vitest';
import type { Sentence } from '../src/conllu/types.js';
import { Tree } from '../src/tree/tree.js';
import {
  copySubtree,
  deleteSubtree,
  insertNode,
  moveSubtree,
  reattach,
  repairPunctuation,
  replaceSubtree,
  validate,
} from '../src/tree/ops.js';
import { realise } from '../src/tree/realise.js';

import { sentences, sent, tree, byForm, STRACILEM } from './helpers/sentences.js';

const FIN3SG = 'Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act';
const text = (t: Tree) => realise(t);

const PIES = `
# sent_id = t-pies
# text = Pies płynie z małą, żółtą piłką w pysku.
1	Pies	pies	NOUN	subst:sg:nom:m2	Animacy=Nhum|Case=Nom|Gender=Masc|Number=Sing	2	nsubj	2:nsubj	_
2	płynie	płynąć	VERB	fin:sg:ter:imperf	${FIN3SG}	0	root	0:root	_
3	z	z	ADP	prep:inst:nwok	AdpType=Prep|Variant=Short	7	case	7:case	Case=Ins
4	małą	mały	ADJ	adj:sg:inst:f:pos	Case=Ins|Degree=Pos|Gender=Fem|Number=Sing	7	amod	7:amod	SpaceAfter=No
5	,	,	PUNCT	interp	PunctType=Comm	6	punct	6:punct	_
6	żółtą	żółty	ADJ	adj:sg:inst:f:pos	Case=Ins|Degree=Pos|Gender=Fem|Number=Sing	4	conj	4:conj|7:amod	_
7	piłką	piłka	NOUN	subst:sg:inst:f	Case=Ins|Gender=Fem|Number=Sing	2	obl	2:obl	_
8	w	w	ADP	prep:loc:nwok	AdpType=Prep|Variant=Short	9	case	9:case	Case=Loc
9	pysku	pysk	NOUN	subst:sg:loc:m3	Animacy=Inan|Case=Loc|Gender=Masc|Number=Sing	2	obl	2:obl	SpaceAfter=No
10	.	.	PUNCT	interp	PunctType=Peri	2	punct	2:punct	_
`;

const KROLIKI = `
# sent_id = t-kroliki
1	Na	na	ADP	prep:loc	AdpType=Prep	2	case	2:case	Case=Loc
2	trawie	trawa	NOUN	subst:sg:loc:f	Case=Loc|Gender=Fem|Number=Sing	3	obl	3:obl	_
3	siedzą	siedzieć	VERB	fin:pl:ter:imperf	Aspect=Imp|Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act	0	root	0:root	_
4	króliki	królik	NOUN	subst:pl:nom:m2	Animacy=Nhum|Case=Nom|Gender=Masc|Number=Plur	3	nsubj	3:nsubj	SpaceAfter=No
5	.	.	PUNCT	interp	PunctType=Peri	3	punct	3:punct	_
`;

// PDB style: the comma belongs to the participle clause.
const CHLOPIEC = `
1	Chłopiec	chłopiec	NOUN	subst:sg:nom:m1	Animacy=Hum|Case=Nom|Gender=Masc|Number=Sing	2	nsubj	2:nsubj|4:nsubj	_
2	stoi	stać	VERB	fin:sg:ter:imperf	${FIN3SG}	0	root	0:root	SpaceAfter=No
3	,	,	PUNCT	interp	PunctType=Comm	4	punct	4:punct	_
4	trzymając	trzymać	VERB	pcon:imperf	Aspect=Imp|Tense=Pres|VerbForm=Conv|Voice=Act	2	advcl	2:advcl	_
5	piłkę	piłka	NOUN	subst:sg:acc:f	Case=Acc|Gender=Fem|Number=Sing	4	obj	4:obj	SpaceAfter=No
6	.	.	PUNCT	interp	PunctType=Peri	2	punct	2:punct	_
`;

const CZARNY = `
1	Czarny	czarny	ADJ	adj:sg:nom:m2:pos	Animacy=Nhum|Case=Nom|Degree=Pos|Gender=Masc|Number=Sing	2	amod	2:amod	_
2	pies	pies	NOUN	subst:sg:nom:m2	Animacy=Nhum|Case=Nom|Gender=Masc|Number=Sing	3	nsubj	3:nsubj	_
3	skacze	skakać	VERB	fin:sg:ter:imperf	${FIN3SG}	0	root	0:root	_
4	z	z	ADP	prep:gen:nwok	AdpType=Prep|Variant=Short	5	case	5:case	Case=Gen
5	pomostu	pomost	NOUN	subst:sg:gen:m3	Animacy=Inan|Case=Gen|Gender=Masc|Number=Sing	3	obl	3:obl	_
6	do	do	ADP	prep:gen	AdpType=Prep	7	case	7:case	Case=Gen
7	stawu	staw	NOUN	subst:sg:gen:m3	Animacy=Inan|Case=Gen|Gender=Masc|Number=Sing	3	obl	3:obl	SpaceAfter=No
8	.	.	PUNCT	interp	PunctType=Peri	3	punct	3:punct	_
`;

const KOT_KTORY = `
1	Kot	kot	NOUN	subst:sg:nom:m2	Animacy=Nhum|Case=Nom|Gender=Masc|Number=Sing	6	nsubj	6:nsubj	SpaceAfter=No
2	,	,	PUNCT	interp	PunctType=Comm	4	punct	4:punct	_
3	który	który	DET	adj:sg:nom:m2:pos	Animacy=Nhum|Case=Nom|Gender=Masc|Number=Sing|PronType=Rel	4	nsubj	1:ref|4:nsubj	_
4	śpi	spać	VERB	fin:sg:ter:imperf	${FIN3SG}	1	acl:relcl	1:acl:relcl	SpaceAfter=No
5	,	,	PUNCT	interp	PunctType=Comm	4	punct	4:punct	_
6	mruczy	mruczeć	VERB	fin:sg:ter:imperf	${FIN3SG}	0	root	0:root	SpaceAfter=No
7	.	.	PUNCT	interp	PunctType=Peri	6	punct	6:punct	_
`;

const DZIEWCZYNKA = `
1	Dziewczynka	dziewczynka	NOUN	subst:sg:nom:f	Case=Nom|Gender=Fem|Number=Sing	2	nsubj	2:nsubj	_
2	je	jeść	VERB	fin:sg:ter:imperf	${FIN3SG}	0	root	0:root	_
3	jabłko	jabłko	NOUN	subst:sg:acc:n:ncol	Case=Acc|Gender=Neut|Number=Sing	2	obj	2:obj	SpaceAfter=No
4	.	.	PUNCT	interp	PunctType=Peri	2	punct	2:punct	_
`;


const ZGUBILEM = `
1	Wczoraj	wczoraj	ADV	adv	_	3	advmod	3:advmod	_
2	klucze	klucz	NOUN	subst:pl:acc:m3	Animacy=Inan|Case=Acc|Gender=Masc|Number=Plur	3	obj	3:obj	_
3-4	zgubiłem	_	_	_	_	_	_	_	SpaceAfter=No
3	zgubił	zgubić	VERB	praet:sg:m1:perf	Animacy=Hum|Aspect=Perf|Gender=Masc|Mood=Ind|Number=Sing|Tense=Past|VerbForm=Fin|Voice=Act	0	root	0:root	_
4	em	być	AUX	aglt:sg:pri:imperf:wok	Aspect=Imp|Number=Sing|Person=1|Variant=Long	3	aux:clitic	3:aux:clitic	_
5	.	.	PUNCT	interp	PunctType=Peri	3	punct	3:punct	_
`;

describe('Tree model', () => {
  it('builds nodes in surface order with parents, and navigates', () => {
    const t = tree(PIES);
    expect(t.nodes.map((n) => n.form).join(' ')).toBe('Pies płynie z małą , żółtą piłką w pysku .');
    expect(t.root().form).toBe('płynie');
    expect(t.children(byForm(t, 'piłką')).map((n) => n.form)).toEqual(['z', 'małą']);
    expect(t.subtree(byForm(t, 'piłką')).map((n) => n.form)).toEqual(['z', 'małą', ',', 'żółtą', 'piłką']);
    expect(t.isAncestor(byForm(t, 'płynie'), byForm(t, 'żółtą'))).toBe(true);
    expect(t.isAncestor(byForm(t, 'żółtą'), byForm(t, 'płynie'))).toBe(false);
    expect(t.index(byForm(t, 'piłką'))).toBe(6);
    expect(byForm(t, 'piłką').srcId).toBe(7);
    expect(t.universal('acl:relcl')).toBe('acl');
    expect(t.universal('obl')).toBe('obl');
  });

  it('clones nodes (FEATS shared copy-on-write, MISC copied) and maps old nodes to new ones', () => {
    const t = tree(PIES);
    const { tree: c, map } = t.cloneWithMap();
    const pilka = byForm(t, 'piłką');
    const copy = map.get(pilka)!;
    expect(copy).not.toBe(pilka);
    expect(copy.srcId).toBe(7);
    expect(copy.parent).toBe(map.get(pilka.parent!));
    // FEATS maps are shared until the engine replaces one (it never mutates in place).
    expect(copy.feats).toBe(pilka.feats);
    copy.feats = new Map(copy.feats).set('Case', 'Acc');
    copy.misc.push({ key: 'X', value: 'y' });
    expect(pilka.feats.get('Case')).toBe('Ins');
    expect(pilka.misc).toEqual([]);
    deleteSubtree(c, copy);
    expect(t.nodes).toHaveLength(10);
    expect(text(t.clone())).toBe('Pies płynie z małą, żółtą piłką w pysku.');
    expect(c.source).toBe(t.source);
  });
});

describe('deleteSubtree', () => {
  it('removes an adjunct conjunct with its comma and gives the left word its space back', () => {
    const t = tree(PIES);
    deleteSubtree(t, byForm(t, 'żółtą'));
    expect(text(t)).toBe('Pies płynie z małą piłką w pysku.');
    expect(validate(t)).toEqual([]);
  });

  it('removes a fronted adjunct; the new first word is capitalised', () => {
    const t = tree(KROLIKI);
    deleteSubtree(t, byForm(t, 'trawie'));
    expect(text(t)).toBe('Siedzą króliki.');
  });

  it('removes a participle clause without leaving a comma before the period', () => {
    const t = tree(CHLOPIEC);
    deleteSubtree(t, byForm(t, 'trzymając'));
    expect(text(t)).toBe('Chłopiec stoi.');
  });

  it('removes a comma attached elsewhere that would stand before the period', () => {
    // Same sentence with the comma attached to the main verb.
    const t = tree(CHLOPIEC.replace('3\t,\t,\tPUNCT\tinterp\tPunctType=Comm\t4\tpunct\t4:punct', '3\t,\t,\tPUNCT\tinterp\tPunctType=Comm\t2\tpunct\t2:punct'));
    deleteSubtree(t, byForm(t, 'trzymając'));
    expect(text(t)).toBe('Chłopiec stoi.');
    expect(t.nodes.map((n) => n.form)).toEqual(['Chłopiec', 'stoi', '.']);
  });

  it('with punct: false keeps outside punctuation', () => {
    const t = tree(CHLOPIEC.replace('3\t,\t,\tPUNCT\tinterp\tPunctType=Comm\t4\tpunct\t4:punct', '3\t,\t,\tPUNCT\tinterp\tPunctType=Comm\t2\tpunct\t2:punct'));
    deleteSubtree(t, byForm(t, 'trzymając'), { punct: false });
    expect(text(t)).toBe('Chłopiec stoi,.');
    repairPunctuation(t);
    expect(text(t)).toBe('Chłopiec stoi.');
  });

  it('removes both commas that bracketed the removed phrase', () => {
    const t = tree(`
1	Kobieta	kobieta	NOUN	subst:sg:nom:f	Case=Nom|Gender=Fem|Number=Sing	7	nsubj	7:nsubj	SpaceAfter=No
2	,	,	PUNCT	interp	PunctType=Comm	7	punct	7:punct	_
3	siedząc	siedzieć	VERB	pcon:imperf	Aspect=Imp|Tense=Pres|VerbForm=Conv|Voice=Act	7	advcl	7:advcl	_
4	na	na	ADP	prep:loc	AdpType=Prep	5	case	5:case	Case=Loc
5	dworcu	dworzec	NOUN	subst:sg:loc:m3	Animacy=Inan|Case=Loc|Gender=Masc|Number=Sing	3	obl	3:obl	SpaceAfter=No
6	,	,	PUNCT	interp	PunctType=Comm	7	punct	7:punct	_
7	patrzy	patrzeć	VERB	fin:sg:ter:imperf	${FIN3SG}	0	root	0:root	_
8	na	na	ADP	prep:acc	AdpType=Prep	9	case	9:case	Case=Acc
9	pociąg	pociąg	NOUN	subst:sg:acc:m3	Animacy=Inan|Case=Acc|Gender=Masc|Number=Sing	7	obl:arg	7:obl:arg	SpaceAfter=No
10	.	.	PUNCT	interp	PunctType=Peri	7	punct	7:punct	_
`);
    deleteSubtree(t, byForm(t, 'siedząc'));
    expect(text(t)).toBe('Kobieta patrzy na pociąg.');
  });

  it('keeps the comma that introduces the next conjunct when two would meet', () => {
    const t = tree(`
1	Kot	kot	NOUN	subst:sg:nom:m2	Animacy=Nhum|Case=Nom|Gender=Masc|Number=Sing	2	nsubj	2:nsubj	_
2	śpi	spać	VERB	fin:sg:ter:imperf	${FIN3SG}	0	root	0:root	SpaceAfter=No
3	,	,	PUNCT	interp	PunctType=Comm	2	punct	2:punct	_
4	pies	pies	NOUN	subst:sg:nom:m2	Animacy=Nhum|Case=Nom|Gender=Masc|Number=Sing	5	nsubj	5:nsubj	_
5	je	jeść	VERB	fin:sg:ter:imperf	${FIN3SG}	2	conj	2:conj	SpaceAfter=No
6	,	,	PUNCT	interp	PunctType=Comm	9	punct	9:punct	_
7	a	a	CCONJ	conj	_	9	cc	9:cc	_
8	koń	koń	NOUN	subst:sg:nom:m2	Animacy=Nhum|Case=Nom|Gender=Masc|Number=Sing	9	nsubj	9:nsubj	_
9	biega	biegać	VERB	fin:sg:ter:imperf	${FIN3SG}	2	conj	2:conj	SpaceAfter=No
10	.	.	PUNCT	interp	PunctType=Peri	2	punct	2:punct	_
`);
    const introducing = t.nodes[5];
    deleteSubtree(t, byForm(t, 'je'));
    expect(text(t)).toBe('Kot śpi, a koń biega.');
    expect(t.has(introducing)).toBe(true);
  });

  it('removes a comma that would open the sentence', () => {
    const t = tree(`
1	Rano	rano	ADV	adv	_	4	advmod	4:advmod	SpaceAfter=No
2	,	,	PUNCT	interp	PunctType=Comm	4	punct	4:punct	_
3	Jan	Jan	PROPN	subst:sg:nom:m1	Animacy=Hum|Case=Nom|Gender=Masc|Number=Sing	4	nsubj	4:nsubj	_
4	biegał	biegać	VERB	praet:sg:m1:imperf	Animacy=Hum|Aspect=Imp|Gender=Masc|Mood=Ind|Number=Sing|Tense=Past|VerbForm=Fin|Voice=Act	0	root	0:root	SpaceAfter=No
5	.	.	PUNCT	interp	PunctType=Peri	4	punct	4:punct	_
`);
    deleteSubtree(t, byForm(t, 'Rano'));
    expect(text(t)).toBe('Jan biegał.');
    expect(t.nodes).toHaveLength(3);
  });

  it('removes a relative clause with its own commas', () => {
    const t = tree(KOT_KTORY);
    deleteSubtree(t, byForm(t, 'śpi'));
    expect(text(t)).toBe('Kot mruczy.');
  });

  it('reduces a sentence to its core', () => {
    const t = tree(CZARNY);
    for (const f of ['Czarny', 'pomostu', 'stawu']) deleteSubtree(t, byForm(t, f));
    expect(text(t)).toBe('Pies skacze.');
  });
});

describe('moveSubtree', () => {
  it("moves to 'start' keeping the subtree's order; capitals follow", () => {
    const t = tree(CZARNY);
    expect(moveSubtree(t, byForm(t, 'stawu'), 'start')).toEqual({ ok: true });
    expect(text(t)).toBe('Do stawu czarny pies skacze z pomostu.');
  });

  it("moves to 'end', before the final punctuation", () => {
    const t = tree(CZARNY);
    moveSubtree(t, byForm(t, 'pomostu'), 'end');
    expect(text(t)).toBe('Czarny pies skacze do stawu z pomostu.');
    const k = tree(KROLIKI);
    moveSubtree(k, byForm(k, 'trawie'), 'end');
    expect(text(k)).toBe('Siedzą króliki na trawie.');
  });

  it('moves after a node and around subtrees', () => {
    const a = tree(CZARNY);
    moveSubtree(a, byForm(a, 'pies'), { after: byForm(a, 'skacze') });
    expect(text(a)).toBe('Skacze czarny pies z pomostu do stawu.');

    const b = tree(CZARNY);
    moveSubtree(b, byForm(b, 'pomostu'), { afterSubtree: byForm(b, 'stawu') });
    expect(text(b)).toBe('Czarny pies skacze do stawu z pomostu.');

    const c = tree(CZARNY);
    moveSubtree(c, byForm(c, 'stawu'), { beforeSubtree: byForm(c, 'pomostu') });
    expect(text(c)).toBe('Czarny pies skacze do stawu z pomostu.');

    const d = tree(CZARNY);
    moveSubtree(d, byForm(d, 'skacze'), { before: byForm(d, 'Czarny') }); // the whole tree: refused
    expect(text(d)).toBe('Czarny pies skacze z pomostu do stawu.');
  });

  it('refuses an anchor inside the moved subtree and leaves the tree alone', () => {
    const t = tree(CZARNY);
    const r = moveSubtree(t, byForm(t, 'pies'), { after: byForm(t, 'Czarny') });
    expect(r.ok).toBe(false);
    expect(text(t)).toBe('Czarny pies skacze z pomostu do stawu.');
  });
});

describe('insertNode', () => {
  const NIE = { form: 'nie', lemma: 'nie', upos: 'PART', xpos: 'part', feats: new Map([['Polarity', 'Neg']]), deprel: 'advmod:neg' };
  const TERAZ = { form: 'teraz', lemma: 'teraz', upos: 'ADV', xpos: 'adv', deprel: 'advmod' };

  it('inserts before a node, as a new node with srcId 0', () => {
    const t = tree(DZIEWCZYNKA);
    const je = byForm(t, 'je');
    const nie = insertNode(t, NIE, je, { before: je });
    expect(text(t)).toBe('Dziewczynka nie je jabłko.');
    expect(nie.srcId).toBe(0);
    expect(nie.parent).toBe(je);
    expect(t.children(je).map((n) => n.form)).toEqual(['Dziewczynka', 'nie', 'jabłko', '.']);
    expect(NIE.feats.get('Polarity')).toBe('Neg'); // the caller's map is copied, not shared
    expect(nie.feats).not.toBe(NIE.feats);
  });

  it("inserts at 'end' (before the period) and moves the SpaceAfter=No", () => {
    const t = tree(DZIEWCZYNKA);
    insertNode(t, TERAZ, byForm(t, 'je'), 'end');
    expect(text(t)).toBe('Dziewczynka je jabłko teraz.');
  });

  it("'start' and 'end' respect dialogue dashes and quotes", () => {
    const t = tree(`
1	–	–	PUNCT	interp	PunctType=Dash	3	punct	3:punct	_
2	„	„	PUNCT	interp	PunctType=Quot	3	punct	3:punct	SpaceAfter=No
3	Idę	iść	VERB	fin:sg:pri:imperf	Aspect=Imp|Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin|Voice=Act	0	root	0:root	SpaceAfter=No
4	.	.	PUNCT	interp	PunctType=Peri	3	punct	3:punct	SpaceAfter=No
5	”	”	PUNCT	interp	PunctType=Quot	3	punct	3:punct	_
`);
    const ide = byForm(t, 'Idę');
    insertNode(t, TERAZ, ide, 'end');
    insertNode(t, { ...TERAZ, form: 'już', lemma: 'już', xpos: 'qub', upos: 'PART' }, ide, 'start');
    expect(text(t)).toBe('– „Już idę teraz.”');
  });

  it('firstIn / lastIn stay inside the clause commas, beforeSubtree / afterSubtree do not', () => {
    const at = (where: (t: Tree) => Parameters<typeof insertNode>[3]) => {
      const t = tree(KOT_KTORY);
      insertNode(t, TERAZ, byForm(t, 'śpi'), where(t));
      return text(t);
    };
    expect(at((t) => ({ firstIn: byForm(t, 'śpi') }))).toBe('Kot, teraz który śpi, mruczy.');
    expect(at((t) => ({ lastIn: byForm(t, 'śpi') }))).toBe('Kot, który śpi teraz, mruczy.');
    expect(at((t) => ({ beforeSubtree: byForm(t, 'śpi') }))).toBe('Kot teraz, który śpi, mruczy.');
    expect(at((t) => ({ afterSubtree: byForm(t, 'śpi') }))).toBe('Kot, który śpi, teraz mruczy.');
    expect(at((t) => ({ after: byForm(t, 'który') }))).toBe('Kot, który teraz śpi, mruczy.');
  });

  it('inserts a comma that attaches to the left', () => {
    const t = tree(DZIEWCZYNKA);
    const je = byForm(t, 'je');
    insertNode(t, { form: ',', lemma: ',', upos: 'PUNCT', xpos: 'interp', feats: new Map([['PunctType', 'Comm']]), deprel: 'punct' }, je, { after: byForm(t, 'Dziewczynka') });
    expect(text(t)).toBe('Dziewczynka, je jabłko.');
  });

  it('throws for an anchor that is not in the tree', () => {
    const t = tree(DZIEWCZYNKA);
    const other = tree(DZIEWCZYNKA);
    expect(() => insertNode(t, TERAZ, byForm(t, 'je'), { before: byForm(other, 'je') })).toThrow(/not in the tree/);
  });
});

describe('replaceSubtree', () => {
  it('replaces the subject phrase by one word at its place, same parent and deprel', () => {
    const t = tree(CZARNY);
    const skacze = byForm(t, 'skacze');
    const nikt = replaceSubtree(t, byForm(t, 'pies'), {
      form: 'nikt',
      lemma: 'nikt',
      upos: 'PRON',
      xpos: 'subst:sg:nom:m1',
      feats: new Map([['Animacy', 'Hum'], ['Case', 'Nom'], ['Gender', 'Masc'], ['Number', 'Sing'], ['PronType', 'Neg']]),
    });
    expect(text(t)).toBe('Nikt skacze z pomostu do stawu.');
    expect(nikt.parent).toBe(skacze);
    expect(nikt.deprel).toBe('nsubj');
    expect(nikt.srcId).toBe(0);
    expect(t.index(nikt)).toBe(0);
  });

  it('replaces a subtree in the middle, its commas included', () => {
    const t = tree(KOT_KTORY);
    replaceSubtree(t, byForm(t, 'Kot'), { form: 'on', lemma: 'on', upos: 'PRON', xpos: 'ppron3:sg:nom:m2:ter:akc:npraep' });
    expect(text(t)).toBe('On mruczy.');
  });
});

describe('copySubtree', () => {
  it('copies a modifier from a donor tree (mixing dependents)', () => {
    const donor = tree(`
1	Biały	biały	ADJ	adj:sg:nom:m2:pos	Animacy=Nhum|Case=Nom|Degree=Pos|Gender=Masc|Number=Sing	2	amod	2:amod	_
2	kot	kot	NOUN	subst:sg:nom:m2	Animacy=Nhum|Case=Nom|Gender=Masc|Number=Sing	3	nsubj	3:nsubj	_
3	śpi	spać	VERB	fin:sg:ter:imperf	${FIN3SG}	0	root	0:root	SpaceAfter=No
4	.	.	PUNCT	interp	PunctType=Peri	3	punct	3:punct	_
`);
    const t = tree(CZARNY);
    deleteSubtree(t, byForm(t, 'Czarny'));
    const pies = byForm(t, 'pies');
    const bialy = copySubtree(donor, byForm(donor, 'Biały'), t, pies, { before: pies });
    expect(text(t)).toBe('Biały pies skacze z pomostu do stawu.');
    expect(bialy.srcId).toBe(0);
    expect(bialy.parent).toBe(pies);
    expect(bialy.deprel).toBe('amod');
    expect(donor.nodes).toHaveLength(4);
    expect(bialy).not.toBe(byForm(donor, 'Biały'));
  });

  it('copies a whole phrase with its internal order and spacing, under a new deprel', () => {
    const t = tree(DZIEWCZYNKA);
    const donor = tree(CZARNY);
    copySubtree(donor, byForm(donor, 'pomostu'), t, byForm(t, 'je'), { after: byForm(t, 'jabłko') }, 'obl');
    expect(text(t)).toBe('Dziewczynka je jabłko z pomostu.');
    const copy = t.nodes[4];
    expect(copy.form).toBe('pomostu');
    expect(copy.deprel).toBe('obl');
    expect(t.nodes[3].parent).toBe(copy);
    expect(validate(t)).toEqual([]);
  });
});

describe('reattach and validate', () => {
  it('reattaches without changing word order', () => {
    const t = tree(CZARNY);
    const pies = byForm(t, 'pies');
    expect(reattach(t, byForm(t, 'pomostu'), pies, 'nmod')).toEqual({ ok: true });
    expect(byForm(t, 'pomostu').parent).toBe(pies);
    expect(byForm(t, 'pomostu').deprel).toBe('nmod');
    expect(text(t)).toBe('Czarny pies skacze z pomostu do stawu.');
    expect(validate(t)).toEqual([]);
  });

  it('refuses a cycle', () => {
    const t = tree(CZARNY);
    const r = reattach(t, byForm(t, 'pies'), byForm(t, 'Czarny'));
    expect(r).toEqual({ ok: false, reason: 'attaching "pies" under "Czarny" would make a cycle' });
    expect(reattach(t, byForm(t, 'pies'), byForm(t, 'pies')).ok).toBe(false);
    expect(byForm(t, 'pies').parent).toBe(byForm(t, 'skacze'));
  });

  it('reports two roots, a cycle, a parent outside the tree and bad root relations', () => {
    const t = tree(CZARNY);
    expect(validate(t)).toEqual([]);
    reattach(t, byForm(t, 'pomostu'), null);
    expect(validate(t)).toEqual(['expected one root, found 2']);

    const c = tree(CZARNY);
    byForm(c, 'skacze').parent = byForm(c, 'pies');
    byForm(c, 'skacze').deprel = 'acl';
    expect(validate(c)).toEqual([
      'expected one root, found 0',
      '"pies" (word 2) is in a cycle',
      '"skacze" (word 3) is in a cycle',
    ]);

    const o = tree(CZARNY);
    o.nodes = o.nodes.filter((n) => n.form !== 'skacze');
    byForm(o, 'Czarny').deprel = 'root';
    expect(validate(o)).toEqual([
      'expected one root, found 0',
      '"Czarny" (word 1) has deprel root but a parent',
      '"pies" (word 2) has a parent that is not in the tree',
      '"pomostu" (word 4) has a parent that is not in the tree',
      '"stawu" (word 6) has a parent that is not in the tree',
      '"." (word 7) has a parent that is not in the tree',
    ]);
  });
});

describe('repairPunctuation', () => {
  it('removes commas at the start, doubled, next to a dash and before the period; fixes spacing', () => {
    const t = tree(`
1	,	,	PUNCT	interp	PunctType=Comm	3	punct	3:punct	_
2	Pies	pies	NOUN	subst:sg:nom:m2	Animacy=Nhum|Case=Nom|Gender=Masc|Number=Sing	3	nsubj	3:nsubj	_
3	szczeka	szczekać	VERB	fin:sg:ter:imperf	${FIN3SG}	0	root	0:root	SpaceAfter=No
4	,	,	PUNCT	interp	PunctType=Comm	3	punct	3:punct	_
5	,	,	PUNCT	interp	PunctType=Comm	6	punct	6:punct	_
6	głośno	głośno	ADV	adv:pos	Degree=Pos	3	advmod	3:advmod	_
7	,	,	PUNCT	interp	PunctType=Comm	3	punct	3:punct	_
8	–	–	PUNCT	interp	PunctType=Dash	9	punct	9:punct	_
9	wyje	wyć	VERB	fin:sg:ter:imperf	${FIN3SG}	3	conj	3:conj	_
10	,	,	PUNCT	interp	PunctType=Comm	3	punct	3:punct	_
11	.	.	PUNCT	interp	PunctType=Peri	3	punct	3:punct	_
`);
    const kept = t.nodes[4];
    repairPunctuation(t);
    expect(text(t)).toBe('Pies szczeka, głośno – wyje.');
    expect(t.has(kept)).toBe(true); // the comma introducing "głośno" is the one that stays
    expect(validate(t)).toEqual([]);
  });

  it('gives back the space a word had lost only to a comma', () => {
    const t = tree(PIES);
    deleteSubtree(t, byForm(t, 'żółtą'), { punct: false }); // its own comma goes anyway
    byForm(t, 'małą').misc = [{ key: 'SpaceAfter', value: 'No' }];
    repairPunctuation(t);
    expect(text(t)).toBe('Pies płynie z małą piłką w pysku.');
    expect(byForm(t, 'małą').misc).toEqual([]);
  });

  it('keeps quote and bracket spacing from the source', () => {
    const t = tree(`
1	Czytam	czytać	VERB	fin:sg:pri:imperf	Aspect=Imp|Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin|Voice=Act	0	root	0:root	_
2	teraz	teraz	ADV	adv	_	1	advmod	1:advmod	_
3	bardzo	bardzo	ADV	adv:pos	Degree=Pos	2	advmod	2:advmod	_
4	„	„	PUNCT	interp	PunctType=Quot|PunctSide=Ini	5	punct	5:punct	SpaceAfter=No
5	Lalkę	Lalka	PROPN	subst:sg:acc:f	Case=Acc|Gender=Fem|Number=Sing	1	obj	1:obj	SpaceAfter=No
6	”	”	PUNCT	interp	PunctType=Quot|PunctSide=Fin	5	punct	5:punct	_
7	(	(	PUNCT	interp	PunctType=Brck|PunctSide=Ini	8	punct	8:punct	SpaceAfter=No
8	powieść	powieść	NOUN	subst:sg:acc:f	Case=Acc|Gender=Fem|Number=Sing	5	appos	5:appos	SpaceAfter=No
9	)	)	PUNCT	interp	PunctType=Brck|PunctSide=Fin	8	punct	8:punct	SpaceAfter=No
10	.	.	PUNCT	interp	PunctType=Peri	1	punct	1:punct	_
`);
    const c = t.clone();
    deleteSubtree(t, byForm(t, 'teraz'));
    repairPunctuation(t);
    expect(text(t)).toBe('Czytam „Lalkę” (powieść).');
    moveSubtree(c, byForm(c, 'teraz'), 'end');
    repairPunctuation(c);
    expect(text(c)).toBe('Czytam „Lalkę” (powieść) teraz bardzo.');
  });
});

describe('toSentence', () => {
  it('renumbers ids and heads, remaps DEPS and regenerates # text', () => {
    const t = tree(PIES);
    deleteSubtree(t, byForm(t, 'żółtą'));
    const s = t.toSentence({ sentId: 't-pies/adj', extraComments: ['# derywat_rule = remove_adjunct', 'derywat_type = removing'] });
    expect(s.comments).toEqual([
      '# sent_id = t-pies/adj',
      '# text = Pies płynie z małą piłką w pysku.',
      '# derywat_rule = remove_adjunct',
      '# derywat_type = removing',
    ]);
    expect(s.sentId).toBe('t-pies/adj');
    expect(s.words.map((w) => `${w.id} ${w.form} ${w.head} ${w.deprel} ${w.deps!.map((d) => `${d.head}:${d.rel}`).join('|')}`)).toEqual([
      '1 Pies 2 nsubj 2:nsubj',
      '2 płynie 0 root 0:root',
      '3 z 5 case 5:case',
      '4 małą 5 amod 5:amod',
      '5 piłką 2 obl 2:obl',
      '6 w 7 case 7:case',
      '7 pysku 2 obl 2:obl',
      '8 . 2 punct 2:punct',
    ]);
    expect(s.words[3].misc).toEqual([]);
    expect(s.words[2].misc).toEqual([{ key: 'Case', value: 'Ins' }]);
    expect(s.empties).toEqual([]);
    expect(t.source.words).toHaveLength(10); // the source is never touched
  });

  it('drops DEPS to deleted heads and gives changed or inserted nodes their basic arc', () => {
    const t = tree(CHLOPIEC);
    deleteSubtree(t, byForm(t, 'trzymając'));
    expect(t.toSentence().words[0].deps).toEqual([{ head: '2', rel: 'nsubj' }]);

    const k = tree(KOT_KTORY);
    const mruczy = byForm(k, 'mruczy');
    insertNode(k, { form: 'nie', lemma: 'nie', upos: 'PART', xpos: 'part', deprel: 'advmod:neg' }, mruczy, { before: mruczy });
    reattach(k, byForm(k, 'który'), byForm(k, 'śpi'), 'obj');
    const w = k.toSentence().words;
    expect(w.map((x) => `${x.id}:${x.form}:${x.deps!.map((d) => `${d.head}:${d.rel}`).join('|')}`)).toEqual([
      '1:Kot:7:nsubj',
      '2:,:4:punct',
      '3:który:4:obj',
      '4:śpi:1:acl:relcl',
      '5:,:4:punct',
      '6:nie:7:advmod:neg',
      '7:mruczy:0:root',
      '8:.:7:punct',
    ]);
  });

  it('keeps an intact multiword token and cases its first word with the token', () => {
    const t = tree(STRACILEM);
    deleteSubtree(t, byForm(t, 'Wczoraj'));
    const s = t.toSentence();
    expect(s.comments).toEqual(['# sent_id = t-mwt', '# text = Straciłem klucze.']);
    expect(s.mwts).toEqual([{ first: 1, last: 2, form: 'Straciłem', rest: ['_', '_', '_', '_', '_', '_', '_'], misc: [] }]);
    expect(s.words.map((w) => `${w.id} ${w.form} ${w.head} ${w.deps!.map((d) => `${d.head}:${d.rel}`).join('|')}`)).toEqual([
      '1 Stracił 0 0:root',
      '2 em 1 1:aux:clitic',
      '3 klucze 1 1:obj',
      '4 . 1 1:punct',
    ]);
    expect(s.words[0].misc).toEqual([]);
  });

  it('dissolves a multiword token whose words changed; its words are written together', () => {
    const t = tree(STRACILEM);
    const v = byForm(t, 'stracił');
    v.form = 'straciła';
    v.xpos = 'praet:sg:f:perf';
    const aglt = byForm(t, 'em');
    aglt.form = 'm';
    aglt.xpos = 'aglt:sg:pri:imperf:nwok';
    expect(realise(t)).toBe('Wczoraj straciłam klucze.');
    const s = t.toSentence();
    expect(s.mwts).toEqual([]);
    expect(s.words[1].misc).toEqual([{ key: 'SpaceAfter', value: 'No' }]);
    expect(s.words[2].misc).toEqual([]);
    expect(s.comments[1]).toBe('# text = Wczoraj straciłam klucze.');
  });

  it("moves a dissolved token's SpaceAfter=No to its last word", () => {
    const t = tree(ZGUBILEM);
    byForm(t, 'em').form = 'eś';
    const s = t.toSentence();
    expect(s.mwts).toEqual([]);
    expect(s.words.map((w) => `${w.form}${w.misc.length ? '|' + w.misc.map((m) => `${m.key}=${m.value}`).join('|') : ''}`)).toEqual([
      'Wczoraj',
      'klucze',
      'zgubił|SpaceAfter=No',
      'eś|SpaceAfter=No',
      '.',
    ]);
    expect(s.comments).toEqual(['# text = Wczoraj klucze zgubiłeś.']);
  });

  it('dissolves a multiword token split by a move', () => {
    const t = tree(ZGUBILEM);
    moveSubtree(t, byForm(t, 'klucze'), { after: byForm(t, 'zgubił') });
    expect(t.toSentence().mwts).toEqual([]);
  });

  it('writes capitalised forms and keeps a moved proper noun', () => {
    const t = tree(KROLIKI);
    moveSubtree(t, byForm(t, 'trawie'), 'end');
    const s = t.toSentence();
    expect(s.words.map((w) => w.form).join(' ')).toBe('Siedzą króliki na trawie .');
    expect(s.comments).toEqual(['# sent_id = t-kroliki', '# text = Siedzą króliki na trawie.']);
  });
});

describe('repairPunctuation: closing comma of an embedded phrase', () => {
  const KOBIETA = `
# text = Kobieta przytula psa, którego trzyma na smyczy.
1	Kobieta	kobieta	NOUN	subst:sg:nom:f	Case=Nom|Gender=Fem|Number=Sing	2	nsubj	2:nsubj	_
2	przytula	przytulać	VERB	fin:sg:ter:imperf	${FIN3SG}	0	root	0:root	_
3	psa	pies	NOUN	subst:sg:acc:m2	Animacy=Nhum|Case=Acc|Gender=Masc|Number=Sing	2	obj	2:obj	SpaceAfter=No
4	,	,	PUNCT	interp	PunctType=Comm	6	punct	6:punct	_
5	którego	który	DET	adj:sg:acc:m2:pos	Animacy=Nhum|Case=Acc|Gender=Masc|Number=Sing|PronType=Rel	6	obj	6:obj	_
6	trzyma	trzymać	VERB	fin:sg:ter:imperf	${FIN3SG}	3	acl:relcl	3:acl:relcl	_
7	na	na	ADP	prep:loc	AdpType=Prep	8	case	8:case	_
8	smyczy	smycz	NOUN	subst:sg:loc:f	Case=Loc|Gender=Fem|Number=Sing	6	obl	6:obl	SpaceAfter=No
9	.	.	PUNCT	interp	PunctType=Peri	2	punct	2:punct	_
`;

  /** Passivisation by hand: the object and its relative clause go to the front. */
  function passivise(): Tree {
    const t = tree(KOBIETA);
    const pies = byForm(t, 'psa');
    const verb = byForm(t, 'przytula');
    moveSubtree(t, pies, 'start');
    Object.assign(pies, { form: 'pies', deprel: 'nsubj:pass' });
    pies.feats.set('Case', 'Nom');
    const part = Object.assign(verb, { form: 'przytulany', upos: 'ADJ', xpos: 'ppas:sg:nom:m2:imperf:aff' });
    insertNode(t, { form: 'jest', lemma: 'być', upos: 'AUX', xpos: 'fin:sg:ter:imperf', deprel: 'aux:pass' }, part, { before: part });
    const kob = replaceSubtree(t, byForm(t, 'Kobieta'), { form: 'kobietę', lemma: 'kobieta', upos: 'NOUN', xpos: 'subst:sg:acc:f', deprel: 'obl:agent', parent: part });
    moveSubtree(t, kob, 'end');
    insertNode(t, { form: 'przez', lemma: 'przez', upos: 'ADP', xpos: 'prep:acc', deprel: 'case' }, kob, { before: kob });
    return t;
  }

  it('closes a relative clause moved to the front (passive)', () => {
    const t = passivise();
    expect(text(t)).toBe('Pies, którego trzyma na smyczy jest przytulany przez kobietę.');
    repairPunctuation(t);
    expect(text(t)).toBe('Pies, którego trzyma na smyczy, jest przytulany przez kobietę.');
    expect(validate(t)).toEqual([]);
    const comma = t.nodes[t.index(byForm(t, 'smyczy')) + 1];
    expect(comma).toMatchObject({ form: ',', lemma: ',', upos: 'PUNCT', xpos: 'interp', deprel: 'punct', parent: byForm(t, 'trzyma'), srcId: 0 });
    expect([...comma.feats]).toEqual([['PunctType', 'Comm']]);
    expect(byForm(t, 'smyczy').misc).toEqual([{ key: 'SpaceAfter', value: 'No' }]);
    expect(comma.misc).toEqual([]);
    repairPunctuation(t); // idempotent
    expect(text(t)).toBe('Pies, którego trzyma na smyczy, jest przytulany przez kobietę.');
    expect(t.toSentence().comments).toContain('# text = Pies, którego trzyma na smyczy, jest przytulany przez kobietę.');
  });

  const ROWERZYSTA = `
# text = Rowerzysta obserwuje morze, odpoczywając.
1	Rowerzysta	rowerzysta	NOUN	subst:sg:nom:m1	Animacy=Hum|Case=Nom|Gender=Masc|Number=Sing	2	nsubj	2:nsubj	_
2	obserwuje	obserwować	VERB	fin:sg:ter:imperf	${FIN3SG}	0	root	0:root	_
3	morze	morze	NOUN	subst:sg:acc:n	Case=Acc|Gender=Neut|Number=Sing	2	obj	2:obj	SpaceAfter=No
4	,	,	PUNCT	interp	PunctType=Comm	5	punct	5:punct	_
5	odpoczywając	odpoczywać	VERB	pcon:imperf	Aspect=Imp|VerbForm=Conv	2	advcl	2:advcl	SpaceAfter=No
6	.	.	PUNCT	interp	PunctType=Peri	2	punct	2:punct	_
`;

  it('closes an adverbial participle moved mid-sentence', () => {
    const t = tree(ROWERZYSTA);
    moveSubtree(t, byForm(t, 'odpoczywając'), { afterSubtree: byForm(t, 'Rowerzysta') });
    expect(text(t)).toBe('Rowerzysta, odpoczywając obserwuje morze.');
    repairPunctuation(t);
    expect(text(t)).toBe('Rowerzysta, odpoczywając, obserwuje morze.');
    expect(validate(t)).toEqual([]);
  });

  // Rowerzysta, odpoczywając obserwuje …: the converb moved in front of the verb with
  // only its opening comma, as an edit leaves it; returns the verb.
  function reinsertConverbBefore(t: Tree, verbForm: string) {
    deleteSubtree(t, byForm(t, 'odpoczywając'));
    const verb = byForm(t, verbForm);
    const p = insertNode(t, { form: 'odpoczywając', lemma: 'odpoczywać', upos: 'VERB', xpos: 'pcon:imperf', deprel: 'advcl' }, verb, { before: verb });
    insertNode(t, { form: ',', lemma: ',', upos: 'PUNCT', xpos: 'interp', deprel: 'punct' }, p, { before: p });
    return verb;
  }

  it('closes an adverbial participle inserted mid-sentence', () => {
    const t = tree(ROWERZYSTA);
    reinsertConverbBefore(t, 'obserwuje');
    expect(text(t)).toBe('Rowerzysta, odpoczywając obserwuje morze.');
    repairPunctuation(t);
    expect(text(t)).toBe('Rowerzysta, odpoczywając, obserwuje morze.');
  });

  it('closes an inserted phrase before an opening quotation mark, not before a closing one', () => {
    const t = tree(ROWERZYSTA);
    const verb = reinsertConverbBefore(t, 'obserwuje');
    insertNode(t, { form: '„', lemma: '„', upos: 'PUNCT', xpos: 'interp', deprel: 'punct' }, verb, { before: verb });
    const morze = byForm(t, 'morze');
    insertNode(t, { form: '”', lemma: '”', upos: 'PUNCT', xpos: 'interp', deprel: 'punct' }, verb, { after: morze });
    repairPunctuation(t);
    expect(text(t)).toBe('Rowerzysta, odpoczywając, „obserwuje morze”.');
  });

  it('closes a participle phrase (amod with dependents) and an apposition', () => {
    const t = tree(`
1	Kobieta	kobieta	NOUN	subst:sg:nom:f	Case=Nom|Gender=Fem|Number=Sing	5	nsubj	5:nsubj	SpaceAfter=No
2	,	,	PUNCT	interp	PunctType=Comm	3	punct	3:punct	_
3	ubrana	ubrać	ADJ	ppas:sg:nom:f:perf:aff	Aspect=Perf|Case=Nom|Gender=Fem|Number=Sing|VerbForm=Part|Voice=Pass	1	amod	1:amod	_
4	starannie	starannie	ADV	adv:pos	Degree=Pos	3	advmod	3:advmod	_
5	czeka	czekać	VERB	fin:sg:ter:imperf	${FIN3SG}	0	root	0:root	SpaceAfter=No
6	.	.	PUNCT	interp	PunctType=Peri	5	punct	5:punct	_
`);
    const a = t.clone();
    // unedited: the source wrote "starannie czeka" without a comma, and that stays
    repairPunctuation(a);
    expect(text(a)).toBe('Kobieta, ubrana starannie czeka.');
    const c = t.clone();
    insertNode(t, { form: 'długo', lemma: 'długo', upos: 'ADV', xpos: 'adv:pos', deprel: 'advmod' }, byForm(t, 'czeka'), { before: byForm(t, 'czeka') });
    repairPunctuation(t);
    expect(text(t)).toBe('Kobieta, ubrana starannie, długo czeka.');
    // apposition
    const ubrana = byForm(c, 'ubrana');
    Object.assign(ubrana, { form: 'sąsiadka', lemma: 'sąsiadka', upos: 'NOUN', xpos: 'subst:sg:nom:f', deprel: 'appos' });
    ubrana.feats = new Map([['Case', 'Nom']]);
    deleteSubtree(c, byForm(c, 'starannie'));
    repairPunctuation(c);
    expect(text(c)).toBe('Kobieta, sąsiadka, czeka.');
  });

  it('adds nothing before punctuation or at the end, but closes the phrase even before "i"', () => {
    const t = tree(ROWERZYSTA);
    moveSubtree(t, byForm(t, 'odpoczywając'), { afterSubtree: byForm(t, 'Rowerzysta') });
    const i = insertNode(t, { form: 'i', lemma: 'i', upos: 'CCONJ', xpos: 'conj', deprel: 'cc' }, byForm(t, 'obserwuje'), { before: byForm(t, 'obserwuje') });
    repairPunctuation(t);
    // An embedded phrase is closed before a conjunction of the main clause too.
    expect(text(t)).toBe('Rowerzysta, odpoczywając, i obserwuje morze.');
    deleteSubtree(t, i);
    const dash = insertNode(t, { form: '–', lemma: '–', upos: 'PUNCT', xpos: 'interp', deprel: 'punct' }, byForm(t, 'obserwuje'), { before: byForm(t, 'obserwuje') });
    repairPunctuation(t);
    expect(text(t)).toBe('Rowerzysta, odpoczywając – obserwuje morze.');
    deleteSubtree(t, dash);
    const e = tree(KOBIETA);
    deleteSubtree(e, byForm(e, 'Kobieta'));
    repairPunctuation(e);
    expect(text(e)).toBe('Przytula psa, którego trzyma na smyczy.');
  });

  it('does not close a phrase at the end of its clause, before the next clause', () => {
    // "Widzę psa, który biega – kot śpi": the next word starts a parataxis clause
    const t = tree(`
1	Widzę	widzieć	VERB	fin:sg:pri:imperf	Aspect=Imp|Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin|Voice=Act	0	root	0:root	_
2	psa	pies	NOUN	subst:sg:acc:m2	Animacy=Nhum|Case=Acc|Gender=Masc|Number=Sing	1	obj	1:obj	SpaceAfter=No
3	,	,	PUNCT	interp	PunctType=Comm	5	punct	5:punct	_
4	który	który	DET	adj:sg:nom:m2:pos	Case=Nom|PronType=Rel	5	nsubj	5:nsubj	_
5	biega	biegać	VERB	fin:sg:ter:imperf	${FIN3SG}	2	acl:relcl	2:acl:relcl	_
6	–	–	PUNCT	interp	PunctType=Dash	8	punct	8:punct	_
7	kot	kot	NOUN	subst:sg:nom:m2	Case=Nom	8	nsubj	8:nsubj	_
8	śpi	spać	VERB	fin:sg:ter:imperf	${FIN3SG}	1	parataxis	1:parataxis	SpaceAfter=No
9	.	.	PUNCT	interp	PunctType=Peri	1	punct	1:punct	_
`);
    deleteSubtree(t, byForm(t, '–'));
    repairPunctuation(t);
    expect(text(t)).toBe('Widzę psa, który biega kot śpi.');
  });
});
