// Removal, conjunct removal and participle -> relative clause on the hand-written trees of
// fixtures/pl/removal4.conllu (faults from a read of 90 candidates, seed 6421): degree words,
// postpositive conjunctions, restrictors of quantifiers, negation scope, titles, contrasts;
// participles that are clauses already, parentheses, clause-final particles.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsInOrder, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/removal4.conllu', {
    types: ['removing_adjuncts', 'removing_conjunct_in_adjunct', 'swapping_rc_ptcp'],
    quiet: true,
  });
}, 120_000);

const texts = (id: string, type: string) => textsInOrder(cands, id, (c) => c.type === type);
const RA = 'removing_adjuncts';

describe('adjunct removal guards (4)', () => {
  it('the analytic comparative stays (bardziej leniwy -/-> leniwy)', () => {
    expect(texts('ra4-bardziej', RA)).toEqual(['Kot staje się bardziej leniwy.']);
  });
  it('a word before zaś stays (prawą zaś dłoń -/-> zaś dłoń)', () => {
    // (lewej stays too: it is contrasted with prawą, test/rem.test.ts)
    expect(texts('ra4-zas', RA)).toEqual(['Trzymał kapelusz, prawą zaś dłoń podniósł.']);
  });
  it('the restrictor of każdy stays (każdy mężczyzna, który spotkał Annę)', () => {
    expect(texts('ra4-kazdy', RA)).toEqual(['Każdy mężczyzna, który spotkał Annę, zakochiwał się.']);
  });
  it('inny under negation stays (nie mamy innego wyjścia -/-> nie mamy wyjścia)', () => {
    expect(texts('ra4-inny', RA)).toEqual([]);
  });
  it('the clause completing nieliczny does not go while nieliczny stays', () => {
    // not: Kościół jest jednym z nielicznych budynków.
    expect(texts('ra4-nieliczny', RA)).toEqual(['Kościół jest jednym z budynków, które przetrwały wojnę.', 'Kościół jest jednym z budynków.']);
  });
  it('a do time limit under negation stays (do końca wojny nie pisał)', () => {
    expect(texts('ra4-do-neg', RA)).toEqual([]);
  });
  it('the object’s predicative jako phrase stays (wyznaczyła kwotę jako cenę wywoławczą)', () => {
    expect(texts('ra4-jako', RA)).toEqual([]);
  });
  it('the title of a law is not truncated (ustawę o ubezpieczeniach zdrowotnych)', () => {
    expect(texts('ra4-ustawa', RA)).toEqual(['Sejm uchwalił ustawę.']);
  });
  it('one of two contrasted modifiers of the same noun stays (stalowy pręt … pręta ołowianego)', () => {
    expect(texts('ra4-kontrast', RA)).toEqual([]);
  });
});

describe('conjunct removal (4)', () => {
  it('the components of a mieszanka stay together', () => {
    expect(texts('rc4-mieszanka', 'removing_conjunct_in_adjunct')).toEqual([]);
    // control: the rule runs on this fixture
    expect(texts('rc4-control', 'removing_conjunct_in_adjunct')).toEqual(['Prom zatonął na wodach egipskich.']);
  });
});

describe('participle -> relative clause (4)', () => {
  it('control: an ordinary participle becomes a relative clause on this fixture', () => {
    expect(texts('sw4-control', 'swapping_rc_ptcp')).toEqual(['Nauczyciel zadaje pytania, które wymagają wiedzy.']);
  });
  it('a participle with its own subject and auxiliary is a clause already', () => {
    expect(texts('sw4-clause', 'swapping_rc_ptcp')).toEqual([]);
  });
  it('no clause when a bracketed parenthesis of the noun precedes the participle', () => {
    expect(texts('sw4-paren', 'swapping_rc_ptcp')).toEqual([]);
  });
  it('no clause that would end in a focus particle (jest prywatyzowany właśnie)', () => {
    expect(texts('sw4-wlasnie', 'swapping_rc_ptcp')).toEqual([]);
  });
  it('control: właśnie before the participle stays inside the clause (operatora, który jest właśnie prywatyzowany)', () => {
    expect(texts('sw4-wlasnie-ctl', 'swapping_rc_ptcp')).toEqual(['Rząd chroni wartość operatora, który jest właśnie prywatyzowany.']);
  });
});
