// The bundled rules for negation and passivisation on hand-written sentences
// (fixtures/pl/negpass.conllu): forms of the genitive of negation (numerals, quantifiers,
// compound adjectives), dictionary variants, and guards where a candidate would be wrong.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

const FIXTURE = 'fixtures/pl/negpass.conllu';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture(FIXTURE, { types: ['negation', 'passivisation', 'mixing_dependents'], donors: 50 });
});

const texts = (id: string, type: string, variant?: string) =>
  textsOf(cands, id, (c) => c.type === type && (variant === undefined || c.variant === variant));

describe('genitive of negation: forms', () => {
  it('a governing numeral of the object goes to the genitive (kilka -> kilku, not kilkorga)', () => {
    expect(texts('np-kilka', 'negation', 'nie')).toEqual(['Pisarz nie stworzył kilku opowieści.']);
  });

  it('a virile numeral keeps its form (dwóch, not dwojga or the variant dwu)', () => {
    expect(texts('np-dwoch', 'negation', 'nie')).toEqual(['Policja nie zatrzymała dwóch mężczyzn.']);
  });

  it('a quantifier with a partitive takes the genitive wielu, not the dictionary variant wiela', () => {
    expect(texts('np-wiele-z', 'negation', 'nie')).toEqual(['Urbanizacja nie zamieniła wielu z tych ekosystemów w pustynie.']);
  });

  it('a bare quantifier keeps the accusative (nie pozostawiają wiele do życzenia)', () => {
    expect(texts('np-wiele-bare', 'negation', 'nie')).toEqual(['Te relacje nie pozostawiają wiele do życzenia.']);
  });

  it('a hyphenated compound adjective inflects on its last segment', () => {
    expect(texts('np-hyph', 'negation', 'nie')).toEqual(['Odwrót nie zaskoczył armii austriacko-pruskiej.']);
  });

  it('a small quantity is not negated by nie (*trochę się nie wstydzi)', () => {
    expect(texts('np-troche', 'negation')).toEqual([]);
  });
});

describe('negation scope', () => {
  it('a gapped conjunct sharing the verb blocks negation (it would stay positive, in the accusative)', () => {
    expect(texts('np-gap', 'negation')).toEqual([]);
  });

  it('a cleft is negated at its focus, and the object keeps its case', () => {
    expect(texts('np-cleft', 'negation')).toEqual(['To nie on zabrał rower.']);
  });
});

describe('żaden', () => {
  it('an abstract singular noun takes no żaden (*Żadna urbanizacja), a concrete one does', () => {
    expect(texts('np-wiele-z', 'negation', 'zaden')).toEqual([]);
    expect(texts('np-kilka', 'negation', 'zaden')).toEqual(['Żaden pisarz nie stworzył kilku opowieści.']);
  });
});

describe('passivisation guards', () => {
  it('a depictive of the agent stays by the verb, as the CDS builders kept it', () => {
    expect(texts('np-depictive', 'passivisation')).toEqual(['Jabłko jest gryzione z zamkniętymi oczami przez dziewczynę.']);
  });

  it('recipient verbs (otrzymać) take no passive', () => {
    expect(texts('np-recipient', 'passivisation')).toEqual([]);
  });
  it('control: kupić is no recipient verb (Prezenty zostały kupione przez dzieci)', () => {
    expect(texts('np-recipient-ctl', 'passivisation')).toEqual(['Prezenty zostały kupione przez dzieci.']);
  });

  it('a connective before the subject (z kolei) would land in the agent phrase', () => {
    expect(texts('np-zkolei', 'passivisation')).toEqual([]);
    expect(texts('np-plain-past', 'passivisation')).toEqual(['Pozew został odrzucony przez sąd.']);
  });

  it('a gapped conjunct sharing the verb blocks the passive', () => {
    expect(texts('np-gap', 'passivisation')).toEqual([]);
  });
});

describe('dictionary variants', () => {
  it('the agent takes the standard genitive plural (przez uczniów, not uczni)', () => {
    expect(texts('np-uczniowie', 'passivisation')).toEqual(['Książka jest czytana przez uczniów.']);
  });
});
