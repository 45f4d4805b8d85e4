// The bundled rules for mixing_dependents and negation on hand-written sentences
// (fixtures/pl/mixneg.conllu): agreement after a substitution, slot shapes that a
// donor must fill, and the reciprocal, distributive and existential guards.
// Every sentence of the file is a donor for every other one (--donors 50: no sampling).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

const FIXTURE = 'fixtures/pl/mixneg.conllu';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture(FIXTURE, { types: ['mixing_dependents', 'negation'], donors: 50 });
});

const texts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type);

describe('mixing_dependents', () => {
  it('a genitive subject of "nie ma" takes no nominative donor', () => {
    expect(texts('mn-nie-ma', 'mixing_dependents')).toEqual([]);
  });

  it('a jako complement re-agrees with the new object', () => {
    expect(texts('mn-jako', 'mixing_dependents')).toEqual([
      'Komisja oceniła stan jako dobry.',
      'Prezydent ocenił wystąpienie jako dobre.',
    ]);
  });

  it('a coordinated predicate sharing the subject re-agrees; one with its own subject stays', () => {
    expect(texts('mn-coord', 'mixing_dependents')).toEqual(['Chłopiec wszedł i usiadł.']);
    expect(texts('mn-coord-other', 'mixing_dependents')).toEqual(['Chłopiec wszedł i zapadła cisza.']);
  });

  it('an interrogative phrase is neither replaced nor used as a donor', () => {
    expect(texts('mn-ktora', 'mixing_dependents')).toEqual([]);
    expect(texts('mn-ktora-donor', 'mixing_dependents')).toEqual([]);
  });

  it('a prepositional modifier is replaced only by a prepositional one, a bare one only by a bare one', () => {
    expect(texts('mn-zdjecie-pp', 'mixing_dependents')).toEqual(['Zdjęcie z Paryża wisi na ścianie.']);
    expect(texts('mn-zdjecie-pp2', 'mixing_dependents')).toEqual(['Zdjęcie z wakacji leży obok.']);
    expect(texts('mn-zdjecie-bare', 'mixing_dependents')).toEqual([]);
  });
});

describe('negation', () => {
  it('a distributive jeden za drugim keeps nikt and żaden out', () => {
    expect(texts('mn-jeden-za-drugim', 'negation')).toEqual(['Dwaj chłopcy nie idą jeden za drugim.']);
  });

  it('a reciprocal with a plural antecedent takes plural żadne, not singular nikt', () => {
    expect(texts('mn-na-siebie', 'negation')).toEqual([
      'Dwie kobiety nie patrzą na siebie.',
      'Żadne kobiety nie patrzą na siebie.',
    ]);
  });

  it('a singular reflexive (za sobą) allows nikt and żaden', () => {
    expect(texts('mn-za-soba', 'negation')).toEqual([
      'Mężczyzna nie ciągnie za sobą wózka.',
      'Nikt nie ciągnie za sobą wózka.',
      'Żaden mężczyzna nie ciągnie za sobą wózka.',
    ]);
  });

  it('an existential być is not negated as a copula, also when coordinated', () => {
    expect(texts('mn-jest-i', 'negation')).toEqual([]);
  });

  it('a predicative sam follows nikt; a jako complement follows the genitive object', () => {
    expect(texts('mn-sama', 'negation')).toEqual([
      'Nikt sam nie kończy piosenki.',
      'Publiczność sama nie kończy piosenki.',
      'Żadna publiczność sama nie kończy piosenki.',
    ]);
    expect(texts('mn-jako', 'negation')).toEqual([
      'Nikt nie ocenił stanu jako dobrego.',
      'Prezydent nie ocenił stanu jako dobrego.',
      'Żaden prezydent nie ocenił stanu jako dobrego.',
    ]);
  });

  it('a universal subject is not negated as wszyscy nie', () => {
    expect(texts('mn-wszyscy', 'negation')).toEqual([]);
  });

  it('nadal under negation becomes już', () => {
    expect(texts('mn-nadal', 'negation')).toEqual(['Pies już nie szczeka.', 'Żaden pies już nie szczeka.']);
  });

  it('a manner adverb moved after the verb goes after its clitic się', () => {
    // not: Kobieta nie porusza szybko się.
    expect(texts('mn-szybko-sie', 'negation')).toEqual(['Kobieta nie porusza się szybko.']);
  });

  it('a possessive pronoun keeps żaden with modifiers out (the bare variant drops it)', () => {
    expect(texts('mn-jego', 'negation')).toEqual(['Jego pomysł nie zyskał poparcia.', 'Żaden pomysł nie zyskał poparcia.']);
  });
});

describe('capitalisation of a new first word', () => {
  it('after a list enumerator (2. Nikt …)', () => {
    expect(texts('mn-enum', 'negation')).toEqual([
      '2. Nikt nie wie wszystkiego.',
      '2. Żadna żona nie wie wszystkiego.',
      '2. Żadna żona prezydenta nie wie wszystkiego.',
      '2. Żona prezydenta nie wie wszystkiego.',
    ]);
  });

  it('when the source began with a digit (30 osób … -> Kobieta …)', () => {
    expect(texts('mn-digit', 'mixing_dependents')).toEqual(['Kobieta czeka na autobus.']);
    expect(texts('mn-digit', 'negation')).toEqual(['30 osób nie czeka na autobus.', 'Nikt nie czeka na autobus.']);
  });
});
