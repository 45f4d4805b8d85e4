// Session 13's fixes (reviews 25a–25e, 26a and 26d), on hand-written input: PDB style (fixtures/pl/s13.conllu) and UD Polish LFG style
// (fixtures/pl/s13-lfg.conllu).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, ofType, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];
let lfg: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/s13.conllu', { types: ['removing_adjuncts', 'passivisation'] });
  lfg = await generateFixture('fixtures/pl/s13-lfg.conllu', { types: ['removing_adjuncts'] });
});

const removals = (id: string): string[] => textsOf(cands, id, ofType('removing_adjuncts'));

describe('removing_adjuncts keeps the last modifier of a noun that a verb or preposition empties (reviews 25a, 25b)', () => {
  it('the impression something makes (Ogromne wrażenie sprawił koncert -/-> *Wrażenie sprawił koncert)', () => {
    expect(removals('s13-impression')).toEqual([]);
  });
  it('control: under pod the impression stands alone (Jestem pod wrażeniem)', () => {
    expect(removals('s13-control-impression')).toEqual(['Jestem pod wrażeniem.']);
  });
  it('a price paid at (po starej cenie -/-> *po cenie); the whole phrase may still go', () => {
    expect(removals('s13-price')).toEqual(['Kupił akcje.']);
  });
  it('control: a price as an object is a plain noun (Obniżono cenę)', () => {
    expect(removals('s13-control-price')).toEqual(['Obniżono cenę.']);
  });
});

describe('removing_adjuncts keeps the language a quoted term is given in (review 25d)', () => {
  it('po angielsku before a quotation (wulkanologią, po angielsku „volcanology”)', () => {
    expect(removals('s13-language')).toEqual([]);
  });
  it('control: po angielsku as the manner of speaking may go', () => {
    expect(removals('s13-control-language')).toEqual(['Tłumacz porozumiał się po angielsku.', 'Tłumacz porozumiał się z piłkarzem.', 'Tłumacz porozumiał się.']);
  });
});

describe('passivisation leaves support-verb pairs alone (review 25e)', () => {
  const passives = (id: string): string[] => textsOf(cands, id, ofType('passivisation'));
  it('przynieść ulgę (Ta myśl przyniosła ulgę -/-> *Ulga została przyniesiona przez tę myśl)', () => {
    expect(passives('s13-relief')).toEqual([]);
  });
  it('control: relief granted is a patient (Ulga została przyznana przez urząd)', () => {
    expect(passives('s13-control-relief')).toEqual(['Ulga została przyznana przez urząd.']);
  });
  it('zrobić minę (Gość zrobił zakłopotaną minę -/-> *Zakłopotana mina została zrobiona)', () => {
    expect(passives('s13-face')).toEqual([]);
  });
  it('control: a mine defused is a patient (Mina została rozbrojona przez sapera)', () => {
    expect(passives('s13-control-face')).toEqual(['Mina została rozbrojona przez sapera.']);
  });
});

describe('removing_adjuncts keeps być w stanie whole, LFG style (review 25e)', () => {
  const removalsLfg = (id: string): string[] => textsOf(lfg, id, ofType('removing_adjuncts'));
  it('w stanie, a plain obl of jest with the infinitive its xcomp (-/-> *Ten koń jest ciągnąć wóz)', () => {
    expect(removalsLfg('s13-lfg-able')).toEqual([]);
  });
  it('control: another adjunct of the same verb may go', () => {
    expect(removalsLfg('s13-lfg-able-other')).toEqual(['Ten koń jest w stanie ciągnąć wóz.']);
  });
});

describe('removing_adjuncts keeps a verb’s prepositional argument labelled plain obl (reviews 24e–26e, LFG)', () => {
  const removalsLfg = (id: string): string[] => textsOf(lfg, id, ofType('removing_adjuncts'));
  it('pasować do + genitive (Tereny pasują do pomysłu -/-> *Tereny pasują)', () => {
    expect(removalsLfg('s13-lfg-arg-do')).toEqual([]);
  });
  it('chodzić o + accusative (Chodzi mi o kran -/-> *Chodzi mi)', () => {
    expect(removalsLfg('s13-lfg-arg-o')).toEqual([]);
  });
  it('popaść w + accusative (Ojciec popadł w zadumę -/-> *Ojciec popadł)', () => {
    expect(removalsLfg('s13-lfg-arg-w')).toEqual([]);
  });
  it('control: a place after a listed verb, in another case, stays an adjunct (Jan czekał)', () => {
    expect(removalsLfg('s13-lfg-control-place')).toEqual(['Jan czekał.']);
  });
  it('control: chodzić governs o + accusative only; o + locative is a time (Jan chodzi o piątej -> Jan chodzi)', () => {
    expect(removalsLfg('s13-lfg-control-time')).toEqual(['Jan chodzi.']);
  });
});

describe('removing_adjuncts: a source phrase and an excess word on what is warned against (reviews 26a, 26d)', () => {
  it('pochodzić z: the source is the claim (Harfa pochodzi z renomowanej firmy -/-> *Harfa pochodzi)', () => {
    expect(removals('s13-source')).toEqual(['Harfa pochodzi z firmy.']);
  });
  it('ostrzec is downward-entailing like zakazać (f16a): zbytni stays, and so does the warned-against phrase (-/-> *Ostrzegł rząd przed ufnością)', () => {
    expect(removals('s13-excess')).toEqual([]);
  });
  it('control: zbytni on a subject may go (Ufność zgubiła rząd)', () => {
    expect(removals('s13-control-excess')).toEqual(['Ufność zgubiła rząd.']);
  });
});
