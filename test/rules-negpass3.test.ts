// The bundled rules for negation on hand-written sentences (fixtures/pl/negpass3.conllu), from
// the review sample with seed 7717: the genitive of negation on a second coordinated infinitive,
// manner adverbs before się or before the second of two coordinated predicates, place and time
// adverbs that stay before nie, universal subjects of the second predicate, positive-polarity
// indefinites (pewien, ktoś, coś), unique nouns under żaden, the hedge 'mniej więcej', and a
// coordinated passive predicate that would stay positive.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

const FIXTURE = 'fixtures/pl/negpass3.conllu';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture(FIXTURE, { types: ['negation', 'passivisation'] });
});

const texts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type);

describe('negation (sample seed 7717)', () => {
  it('the object of a second coordinated infinitive also turns genitive (*nie może naprawić roweru i umyć samochód)', () => {
    expect(texts('np3-inf-conj', 'negation')).toEqual([
      'Kobieta nie może naprawić roweru i umyć samochodu.',
      'Nikt nie może naprawić roweru i umyć samochodu.',
      'Żadna kobieta nie może naprawić roweru i umyć samochodu.',
    ]);
  });
  it('a manner adverb before się goes after the verb (*szybko się nie rozwinęła); no żaden', () => {
    expect(texts('np3-sie-adv', 'negation')).toEqual(['Gospodarka nie rozwinęła się szybko.']);
  });
  it('coordinated predicates with a manner adverb before one of them are skipped (*i cicho nie wyszedł)', () => {
    expect(texts('np3-coord-adv', 'negation')).toEqual([]);
  });
  it('a place adverb stays before nie in the second predicate (a obok nie stoi)', () => {
    expect(texts('np3-obok', 'negation')).toEqual(['Kobieta nie siedzi na ławce, a obok nie stoi mężczyzna.']);
  });
  it('później (lemma późno) stays before nie (not: Nie wrócił dwie godziny później)', () => {
    expect(texts('np3-dalej', 'negation')).toEqual(['Dwie godziny później nie wrócił.']);
  });
  it('a universal subject of the second predicate is skipped (*a każdy szczegół nie ma znaczenia)', () => {
    expect(texts('np3-kazdy', 'negation')).toEqual([]);
  });
  it('a positive-polarity indefinite object is skipped (*nie ma pewnej swobody)', () => {
    expect(texts('np3-pewien', 'negation')).toEqual([]);
  });
  it('control: duży is no positive-polarity indefinite (Mężczyzna nie ma dużej swobody)', () => {
    expect(texts('np3-pewien-ctl', 'negation')).toEqual([
      'Mężczyzna nie ma dużej swobody.',
      'Nikt nie ma dużej swobody.',
      'Żaden mężczyzna nie ma dużej swobody.',
    ]);
  });
  it('a subject ktoś is negated only by nikt (*Ktoś nie zadzwonił)', () => {
    expect(texts('np3-ktos', 'negation')).toEqual(['Nikt nie zadzwonił.']);
  });
  it('a predicative coś stays (nie stały się czymś normalnym)', () => {
    expect(texts('np3-czyms', 'negation')).toEqual([
      'Spacery nie stały się czymś normalnym.',
      'Żadne spacery nie stały się czymś normalnym.',
    ]);
  });
  it('a unique noun takes no żaden (*Żaden świat się nie zmienia)', () => {
    expect(texts('np3-swiat', 'negation')).toEqual(['Świat się nie zmienia.']);
  });
  it('the hedge mniej więcej on the verb is skipped (*nie wygląda mniej więcej tak)', () => {
    expect(texts('np3-mniej-wiecej', 'negation')).toEqual([]);
  });
  it('a coordinated passive predicate would stay positive: skipped (*nie wyzdrowiał i został wypisany)', () => {
    expect(texts('np3-cop-conj', 'negation')).toEqual([]);
  });
  it('a wish with żeby is no statement (*Żeby cię bomba nie zabiła!): sample seed 7718', () => {
    expect(texts('np3-zeby', 'negation')).toEqual([]);
  });
  it('a vague large quantity in the subject is skipped (*Wielu lekarzy nie poleca spacerów): sample seed 7718', () => {
    expect(texts('np3-wielu', 'negation')).toEqual([]);
  });
  it('control: an exact number is no vague quantity (Pięciu lekarzy nie poleca spacerów)', () => {
    expect(texts('np3-wielu-ctl', 'negation')).toEqual([
      'Nikt nie poleca spacerów.',
      'Pięciu lekarzy nie poleca spacerów.',
      'Żadni lekarze nie polecają spacerów.',
    ]);
  });
});
