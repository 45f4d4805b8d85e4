// The bundled rules on hand-written sentences (fixtures/pl/review7neg.conllu): causes 4–7 of
// review 7 (docs/quality.md, "Remaining error patterns and general fixes").
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

const FIXTURE = 'fixtures/pl/review7neg.conllu';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture(FIXTURE);
});

const texts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type);

describe('negation (cause 4): the genitive of negation stops at a wh-/mark infinitive clause', () => {
  it('jak naprawić dach keeps the accusative', () => {
    expect(texts('r7-jak-inf', 'negation')).toEqual([
      'Nikt nie zastanawiał się, jak naprawić dach.',
      'Sąsiedzi nie zastanawiali się, jak naprawić dach.',
      'Żadni sąsiedzi nie zastanawiali się, jak naprawić dach.',
    ]);
  });
  it('a plain xcomp infinitive still takes the genitive', () => {
    expect(texts('r7-xcomp-inf', 'negation')).toEqual([
      'Nikt nie chciał naprawić dachu.',
      'Sąsiedzi nie chcieli naprawić dachu.',
      'Żadni sąsiedzi nie chcieli naprawić dachu.',
    ]);
  });
});

describe('negation (cause 5): a focus particle before the verb takes scope over nie', () => {
  it('tylko on a modifier of the subject (tylko jeden mały kot) blocks negation', () => {
    expect(texts('r7-tylko-jeden', 'negation')).toEqual([]);
  });
  it('tylko on a fronted oblique (Tylko w niedzielę) blocks negation', () => {
    expect(texts('r7-tylko-obl-verb', 'negation')).toEqual([]);
  });
  it('without tylko the clause is negated as usual', () => {
    expect(texts('r7-w-niedziele', 'negation')).toEqual([
      'W niedzielę nikt nie naprawia dachu.',
      'W niedzielę sąsiad nie naprawia dachu.',
      'W niedzielę żaden sąsiad nie naprawia dachu.',
    ]);
  });
  it('aż on the verb (Aż pęcznieję z dumy) blocks negation', () => {
    expect(texts('r7-az-verb', 'negation')).toEqual([]);
  });
});

describe('swapping_rc_ptcp (cause 6): a presented lasting property keeps the present', () => {
  it('zapowiedziała telefon przeznaczony dla dzieci -> który jest przeznaczony', () => {
    expect(texts('r7-zapowiedziala', 'swapping_rc_ptcp')).toEqual([
      'Firma zapowiedziała nowy telefon, który jest przeznaczony dla dzieci.',
    ]);
  });
  it('after another past verb the past stays (zgubił bilet, który był przeznaczony)', () => {
    expect(texts('r7-zgubil', 'swapping_rc_ptcp')).toEqual([
      'Chłopiec zgubił bilet, który był przeznaczony dla siostry.',
    ]);
  });
});

describe('mixing_dependents (cause 7): a pronoun referring to the old subject keeps its antecedent', () => {
  it('obok niego takes only a masculine singular donor subject (not *Kobieta …, a obok niego)', () => {
    expect(texts('r7-mix-niego', 'mixing_dependents')).toEqual([
      'Mężczyzna jedzie na rowerze, a obok niego biegnie pies.',
    ]);
  });
  it('without a pronoun every donor is taken', () => {
    expect(texts('r7-mix-kobieta', 'mixing_dependents')).toEqual([
      'Chłopiec jedzie autobusem.',
      'Mężczyzna jedzie autobusem.',
    ]);
  });
});
