// Session 14's fixes (reviews 26 and 27), on hand-written input: PDB style (fixtures/pl/s14.conllu) and UD Polish LFG
// style (fixtures/pl/s14-lfg.conllu); mixing_dependents on fixtures/pl/s14-mixing.conllu.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, ofType, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];
let lfg: Candidate[] = [];
let mixing: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/s14.conllu', { types: ['removing_adjuncts'] });
  lfg = await generateFixture('fixtures/pl/s14-lfg.conllu', { types: ['removing_adjuncts'] });
  mixing = await generateFixture('fixtures/pl/s14-mixing.conllu', { types: ['mixing_dependents'] });
});

const removals = (id: string): string[] => textsOf(cands, id, ofType('removing_adjuncts'));

describe('removing_adjuncts keeps the last adjunct of a relative clause whose relative word is its subject (review 26c)', () => {
  it('wystawę, która odbyła się w muzeum -/-> *wystawę, która odbyła się; the whole clause may go', () => {
    expect(removals('s14-bare-relative')).toEqual(['Turyści zwiedzili wystawę.']);
  });
  it('control: with the relative word as object the clause still says something (wystawę, którą Anna widziała)', () => {
    expect(removals('s14-control-bare-relative')).toEqual(['Turyści zwiedzili wystawę, którą Anna widziała.', 'Turyści zwiedzili wystawę.']);
  });
});

describe('removing_adjuncts keeps the modifiers that define the set nieliczny picks from (review 26b)', () => {
  it('jednym z nielicznych budynków w centrum -/-> *jednym z nielicznych budynków; nieliczny itself may go', () => {
    expect(removals('s14-few')).toEqual(['Kościół jest jednym z budynków w centrum.', 'Kościół jest jednym z budynków.']);
  });
  it('control: a plain adjective restricts nothing (jednym ze starych budynków)', () => {
    expect(removals('s14-control-few')).toEqual(['Kościół jest jednym z budynków w centrum.', 'Kościół jest jednym z budynków.', 'Kościół jest jednym ze starych budynków.']);
  });
});

describe('removing_adjuncts: session 14 guards from review 27', () => {
  it('ani without nie is the negation (Marek ani się spodziewa odpowiedzi -/-> *Marek się spodziewa odpowiedzi)', () => {
    expect(removals('s14-ani')).toEqual([]);
  });
  it('control: ani before nie is "even" and may go', () => {
    expect(removals('s14-control-ani')).toEqual(['Marek nie mrugnął.']);
  });
  it('an exception stays (Pracownicy, z wyłączeniem kierowców, dostali premię -/-> *Pracownicy dostali premię)', () => {
    expect(removals('s14-exception')).toEqual([]);
  });
  it('control: a comitative phrase may go', () => {
    expect(removals('s14-control-exception')).toEqual(['Pracownicy dostali premię.']);
  });
  it('a time of day after w keeps its modifier (w wigilijną noc -/-> *w noc); the whole phrase may go', () => {
    expect(removals('s14-night')).toEqual(['Kolędnicy przyszli.']);
  });
  it('control: a day of the week stands alone (w sobotę)', () => {
    expect(removals('s14-control-night')).toEqual(['Kolędnicy przyszli w sobotę.', 'Kolędnicy przyszli.']);
  });
  it('inny is all an empty noun says (zajął się innymi sprawami -/-> *zajął się sprawami)', () => {
    expect(removals('s14-other')).toEqual([]);
  });
  it('control: another adjective of the same noun may go', () => {
    expect(removals('s14-control-other')).toEqual(['Minister zajął się sprawami.']);
  });
  it('a two-word term stays whole (łańcuchy górskie -/-> *łańcuchy)', () => {
    expect(removals('s14-term')).toEqual([]);
  });
  it('control: a plain adjective of the same noun may go', () => {
    expect(removals('s14-control-term')).toEqual(['Wyspę otaczają łańcuchy.']);
  });
});

describe('removing_adjuncts keeps more na + accusative arguments that LFG labels plain obl (review 27e)', () => {
  const removalsLfg = (id: string): string[] => textsOf(lfg, id, ofType('removing_adjuncts'));
  it('dzielić się na (Społeczeństwo dzieli się na obozy -/-> *Społeczeństwo dzieli się)', () => {
    expect(removalsLfg('s14-lfg-arg-na')).toEqual([]);
  });
  it('control: na + locative with the same verb is a place', () => {
    expect(removalsLfg('s14-lfg-control-arg-na')).toEqual(['Społeczeństwo dzieli się.']);
  });
});

describe('mixing_dependents keeps the oblique a later partitive picks from (review 27d)', () => {
  const mixed = (id: string): string[] => textsOf(mixing, id, ofType('mixing_dependents'));
  it('obok dzieci, … jednego z nich -/-> *obok kóz, … jednego z nich; the subject may still change', () => {
    expect(mixed('s14-mix-partitive')).toEqual(['Pies stoi obok dzieci, trzymając rękę na plecach jednego z nich.']);
  });
  it('control: without the partitive the oblique takes the donor', () => {
    expect(mixed('s14-mix-control-partitive')).toEqual(['Kobieta stoi obok kóz, trzymając rękę na plecach psa.', 'Pies stoi obok dzieci, trzymając rękę na plecach psa.']);
  });
});
