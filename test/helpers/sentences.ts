// Inline fixtures for the tree tests: a tiny CoNLL-U reader (columns split on tabs,
// or on runs of spaces when a line has no tab), so the tree tests do not depend on
// src/conllu/reader, plus lookups by form.
import type { MiscItem, Sentence } from '../../src/conllu/types.js';
import { Tree } from '../../src/tree/tree.js';
import type { Node } from '../../src/tree/node.js';

function misc(s: string): MiscItem[] {
  if (s === '_') return [];
  return s.split('|').map((p) => {
    const i = p.indexOf('=');
    return i < 0 ? { key: p, value: null } : { key: p.slice(0, i), value: p.slice(i + 1) };
  });
}
export function sentences(text: string): Sentence[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const s: Sentence = { comments: [], words: [], mwts: [], empties: [], sentId: null, loc: { file: 't', line: 1 } };
      for (const raw of block.split('\n')) {
        const line = raw.trim();
        if (!line) continue;
        if (line.startsWith('#')) {
          s.comments.push(line);
          const m = /^#\s*sent_id\s*=\s*(.*)$/.exec(line);
          if (m) s.sentId = m[1];
          continue;
        }
        const c = line.includes('\t') ? line.split('\t') : line.split(/ +/);
        if (/^\d+-\d+$/.test(c[0])) {
          const [first, last] = c[0].split('-').map(Number);
          s.mwts.push({ first, last, form: c[1], rest: ['_', '_', '_', '_', '_', '_', '_'], misc: misc(c[9]) });
        } else if (/^\d+$/.test(c[0])) {
          s.words.push({
            id: Number(c[0]),
            form: c[1],
            lemma: c[2],
            upos: c[3],
            xpos: c[4],
            feats: new Map(c[5] === '_' ? [] : c[5].split('|').map((f) => f.split('=') as [string, string])),
            head: Number(c[6]),
            deprel: c[7],
            deps: c[8] === '_' ? null : c[8].split('|').map((d) => ({ head: d.slice(0, d.indexOf(':')), rel: d.slice(d.indexOf(':') + 1) })),
            misc: misc(c[9]),
          });
        }
      }
      return s;
    });
}
export const sent = (text: string) => sentences(text)[0];
export const tree = (text: string) => Tree.fromSentence(sent(text));
export const byForm = (t: Tree, form: string): Node => {
  const n = t.nodes.find((x) => x.form === form);
  if (!n) throw new Error(`no ${form}`);
  return n;
};


/** A multiword token (straciłem = stracił + em), used by the tree and realiser suites. */
export const STRACILEM = `
# sent_id = t-mwt
# text = Wczoraj straciłem klucze.
1	Wczoraj	wczoraj	ADV	adv	_	2	advmod	2:advmod	_
2-3	straciłem	_	_	_	_	_	_	_	_
2	stracił	stracić	VERB	praet:sg:m1:perf	Animacy=Hum|Aspect=Perf|Gender=Masc|Mood=Ind|Number=Sing|Tense=Past|VerbForm=Fin|Voice=Act	0	root	0:root	_
3	em	być	AUX	aglt:sg:pri:imperf:wok	Aspect=Imp|Number=Sing|Person=1|Variant=Long	2	aux:clitic	2:aux:clitic	_
4	klucze	klucz	NOUN	subst:pl:acc:m3	Animacy=Inan|Case=Acc|Gender=Masc|Number=Plur	2	obj	2:obj	SpaceAfter=No
5	.	.	PUNCT	interp	PunctType=Peri	2	punct	2:punct	_
`;
