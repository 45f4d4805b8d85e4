// The bundled rules for negation on hand-written sentences (fixtures/pl/neg7.conllu): faults from
// the sample with seed 9733 — a jak comparison of the object that kept the accusative
// (*nie traktuje się uniwersytetu jak lotnisko) and a containing verb whose object a comma-set
// participle keeps describing (*Nie zawiera malutkiej laguny, obecnie całkowicie wyschniętej).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

const FIXTURE = 'fixtures/pl/neg7.conllu';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture(FIXTURE, { types: ['negation'] });
});

const texts = (id: string) => textsOf(cands, id);

describe('negation: a jak comparison with the object follows it into the genitive', () => {
  it('traktuje szkołę jak fabrykę -> nie traktuje szkoły jak fabryki', () => {
    expect(texts('n7-traktuje-jak')).toEqual([
      'Rząd nie traktuje szkoły jak fabryki.',
      'Żaden rząd nie traktuje szkoły jak fabryki.',
    ]);
  });
  it('with the object before the verb and an adjective in the comparison', () => {
    expect(texts('n7-traktuje-jak-adj')).toEqual(['Teraz szkoły nie traktuje się jak wielkiej fabryki.']);
  });
  it('a prepositional comparison keeps its case (jak przez mgłę)', () => {
    expect(texts('n7-jak-przez')).toEqual([
      'Kobieta nie widzi drogi jak przez mgłę.',
      'Nikt nie widzi drogi jak przez mgłę.',
      'Żadna kobieta nie widzi drogi jak przez mgłę.',
    ]);
  });
});

describe('negation: a contained or possessed object described by a participle or relative clause', () => {
  it('a comma-set participle on the object of zawierać blocks negation', () => {
    expect(texts('n7-zawiera-ptcp')).toEqual([]);
  });
  it('a relative clause on the object of posiadać blocks negation', () => {
    expect(texts('n7-posiada-relcl')).toEqual([]);
  });
  it('without a description the object is negated as usual', () => {
    expect(texts('n7-zawiera')).toEqual(['Park nie zawiera małego jeziora.', 'Żaden park nie zawiera małego jeziora.']);
  });
  it('a conditional relative clause asserts nothing and stays (posiadać)', () => {
    expect(texts('n7-posiada-cnd')).toEqual([
      'Dom nie posiada ogrodu, za który sąsiad oddałby majątek.',
      'Żaden dom nie posiada ogrodu, za który sąsiad oddałby majątek.',
    ]);
  });
  it('a conditional relative clause stays with a creation verb too (napisać)', () => {
    expect(texts('n7-napisal-cnd')).toEqual([
      'Nikt nie napisał książki, którą każdy chciałby przeczytać.',
      'Pisarz nie napisał książki, którą każdy chciałby przeczytać.',
      'Żaden pisarz nie napisał książki, którą każdy chciałby przeczytać.',
    ]);
  });
});
