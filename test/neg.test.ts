// Faults of the types other than removing_adjuncts found by review 12 (part b) and by the neg reading rounds
// (fixtures/pl/neg.conllu): each fixture sentence has its control, and each test fails on the rules before.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/neg.conllu', {
    types: ['negation', 'removing_conjunct_in_adjunct', 'swapping_rc_ptcp', 'passivisation', 'dropping_conjunction', 'mixing_dependents'],
    quiet: true,
  });
}, 120_000);

const of = (type: string) => (id: string) => textsOf(cands, id, (c) => c.type === type);
const negation = of('negation');
const conjunct = of('removing_conjunct_in_adjunct');
const dropping = of('dropping_conjunction');
const swapping = of('swapping_rc_ptcp');
const mixedObject = (id: string) => textsOf(cands, id, (c) => c.type === 'mixing_dependents' && c.rule === 'object');
const mixedSubject = (id: string) => textsOf(cands, id, (c) => c.type === 'mixing_dependents' && c.rule === 'subject');

describe('removing a conjunct under a counting numeral', () => {
  it('not when the subject is the numeral itself, its noun elided (Cztery kolejne wskazują minimalne i maksymalne …)', () => {
    expect(conjunct('neg-cztery')).toEqual([]);
    expect(conjunct('neg-cztery-ctl')).toEqual([
      'Kolejne oznaczenia wskazują maksymalne wartości.',
      'Kolejne oznaczenia wskazują minimalne wartości.',
    ]);
  });
});

describe('negating coordinated predicates', () => {
  it('not when a later positive clause presupposes the negated event (ale również tam była prześladowana)', () => {
    expect(negation('neg-tez-tam')).toEqual([]);
    expect(negation('neg-tez-tam-ctl')).toEqual([
      'Rodzina nie wyjechała do Francji i nie zamieszkała w Paryżu, ale ostatecznie była prześladowana.',
    ]);
  });
});

describe('negation and the particles that take scope over it', () => {
  it('jeszcze on the verb ("still") is not negated into "not yet" (*Ojciec jeszcze nie wierzył synowi)', () => {
    expect(negation('neg-jeszcze')).toEqual([]);
    expect(negation('neg-jeszcze-ctl')).toEqual(['Nikt nie wierzył synowi.', 'Ojciec nie wierzył synowi.', 'Żaden ojciec nie wierzył synowi.']);
  });
  it('zawsze before the verb is not kept over nie (*Profesor zawsze nie zachęcał studentów); after the verb it is "not always"', () => {
    expect(negation('neg-zawsze')).toEqual([]);
    // (nikt / żaden skip a frequency adverb of the predicate since f14b: double quantification)
    expect(negation('neg-zawsze-ctl')).toEqual(['Profesor nie zachęcał studentów zawsze.']);
  });
  it('a rank in a jako phrase takes scope over nie (*Dziennik jako pierwszy nie opisał sprawy)', () => {
    expect(negation('neg-jako-pierwszy')).toEqual([]);
    expect(negation('neg-jako-pierwszy-ctl')).toEqual(['Dziennik w lipcu nie opisał sprawy.', 'Żaden dziennik w lipcu nie opisał sprawy.']);
  });
  it('an additive "ale też" coordination under the verb is not negated (*nie wywołują kataru, ale też astmy)', () => {
    expect(negation('neg-ale-tez')).toEqual([]);
    expect(negation('neg-ale-tez-ctl')).toEqual(['Grzyby nie wywołują kataru i astmy.', 'Żadne grzyby nie wywołują kataru i astmy.']);
  });
  it('a first-person frame of saying with a że clause is not negated (*Nie pragnę powiedzieć, że …); with a question it is', () => {
    expect(negation('neg-pragne')).toEqual([]);
    expect(negation('neg-pragne-ctl')).toEqual(['Nie pragnę powiedzieć, kto wygrał.']);
  });
});

describe('reading round 1 (seed 5201)', () => {
  it('removing a conjunct: not when another argument of the verb counts the conjuncts (… uczelnie dzielimy na dwie kategorie)', () => {
    expect(conjunct('neg-uczelnie')).toEqual([]);
    expect(conjunct('neg-uczelnie-ctl')).toEqual(['Niepaństwowe uczelnie dzielimy na kategorie.', 'Państwowe uczelnie dzielimy na kategorie.']);
  });
  it('negation: a z + instrumental manner phrase before the verb takes scope over nie (*Kobiety z zapałem nie śpiewają …)', () => {
    expect(negation('neg-zapal')).toEqual([]);
    expect(negation('neg-zapal-ctl')).toEqual([
      'Kobiety nie śpiewają piosenek z zapałem.',
      'Nikt nie śpiewa piosenek z zapałem.',
      'Żadne kobiety nie śpiewają piosenek z zapałem.',
    ]);
  });
  it('negation: a hedge on the verb is not negated (*Kobiety nie śpiewają niejako piosenek)', () => {
    expect(negation('neg-niejako')).toEqual([]);
    expect(negation('neg-niejako-ctl')).toEqual(['Kobiety nie śpiewają piosenek.', 'Nikt nie śpiewa piosenek.', 'Żadne kobiety nie śpiewają piosenek.']);
  });
  it('mixing: a subject that holds the closing question mark is not replaced (*Pojawiła się mgła); without it, it is', () => {
    expect(mixedSubject('neg-pytanie')).toEqual([]);
    expect(mixedSubject('neg-pytanie-ctl')).toEqual(['Pojawiła się mgła.']);
  });
});

describe('reading round 2 (seed 5202)', () => {
  it('negation: już on an adjunct of the verb is "as early as" (*Policja już wcześniej nie sięgała po kary)', () => {
    expect(negation('neg-juz-wczesniej')).toEqual([]);
    expect(negation('neg-juz-wczesniej-ctl')).toEqual(['Policja wcześniej nie sięgała po kary.']);
  });
  it('negation: an opinion frame wydaje się with a że clause is skipped (*Nie wydaje się, że Jan wygrał)', () => {
    expect(negation('neg-wydaje')).toEqual([]);
    expect(negation('neg-wydaje-ctl')).toEqual(['Marek nie sądzi, że Jan wygrał.', 'Nikt nie sądzi, że Jan wygrał.']);
  });
  it('negation: a subject that disagrees with the past verb in gender is a misparse (*Spisanie nie stanowiło fundament prawa)', () => {
    expect(negation('neg-spisanie')).toEqual([]);
    expect(negation('neg-spisanie-ctl')).toEqual(['Spisanie nie stanowiło fundamentu prawa.']);
  });
  it('negation: an answer particle nie on the verb (*Nie, Jan nie czyta książki)', () => {
    expect(negation('neg-nie-odp')).toEqual([]);
    expect(negation('neg-nie-odp-ctl')).toEqual(['Jan nie czyta książki.', 'Nikt nie czyta książki.']);
  });
  it('dropping a conjunction: not when a dependent of the first verb after the second is shared (*przechowuje, archiwizując, dokumenty)', () => {
    expect(dropping('neg-archiwizuje')).toEqual([]);
    expect(dropping('neg-archiwizuje-ctl')).toEqual([
      'Archiwizujący dane urzędnik przechowuje dokumenty.',
      'Przechowujący dokumenty urzędnik archiwizuje dane.',
      'Urzędnik przechowuje dokumenty, archiwizując dane.',
      'Urzędnik, przechowując dokumenty, archiwizuje dane.',
    ]);
  });
  it('removing the first conjunct: not when the second has its own marker (*Ganił wolność jako jako błąd)', () => {
    expect(conjunct('neg-jako-jako')).toEqual(['Ganił wolność jako szaleństwo.']);
    expect(conjunct('neg-jako-jako-ctl')).toEqual(['Ganił wolność jako błąd.', 'Ganił wolność jako szaleństwo.']);
  });
  it('mixing: a donor phrase carrying a connective is not used (*Ocieplenie spowodowało jednak porzucenie sprzętu)', () => {
    // (neg-a-to's spowoduje powódź is a donor too)
    expect(mixedObject('neg-mix-zmiana')).toEqual(['Ocieplenie spowodowało powódź.', 'Ocieplenie spowodowało zniszczenie domów.']);
  });
});

describe('scans of the whole output', () => {
  it('relative clause to participle: not when its closing comma also closes the phrase the noun is in (*Czytając list leżący na stole matka płakała)', () => {
    expect(swapping('neg-rc-comma')).toEqual([]);
    expect(swapping('neg-rc-comma-ctl')).toEqual(['Matka płakała, czytając leżący na stole list.', 'Matka płakała, czytając list leżący na stole.']);
  });
  it('negation: bez + genitive before the verb takes scope over nie (*Chłopcy bez problemu nie rozwiązali zadania)', () => {
    expect(negation('neg-bez')).toEqual([]);
    expect(negation('neg-bez-ctl')).toEqual([
      'Chłopcy nie rozwiązali zadania bez problemu.',
      'Nikt nie rozwiązał zadania bez problemu.',
      'Żadni chłopcy nie rozwiązali zadania bez problemu.',
    ]);
  });
  it('negating coordinated predicates: not when the second refers to the first event (*a to nie zniszczy domów)', () => {
    expect(negation('neg-a-to')).toEqual([]);
    expect(negation('neg-a-to-ctl')).toEqual(['Deszcz nie spowoduje powodzi, a wiatr nie zniszczy domów.']);
  });
  it('negating coordinated predicates: not under an alternation (*Na przemian nie straszą i nie obiecują)', () => {
    expect(negation('neg-przemian')).toEqual([]);
    expect(negation('neg-przemian-ctl')).toEqual(['Nie straszą i nie obiecują.']);
  });
  it('negation: a gapped positive clause on the verb stays out (*Nie nastąpi najpierw msza, a po niej koncert)', () => {
    expect(negation('neg-gap')).toEqual([]);
    expect(negation('neg-gap-ctl')).toEqual(['Nie nastąpi najpierw msza.']);
  });
  it('negating coordinated predicates: not a disjunction (*Reszta nie poległa bądź nie uciekła)', () => {
    expect(negation('neg-badz')).toEqual([]);
    expect(negation('neg-badz-ctl')).toEqual(['Reszta nie poległa i nie uciekła.']);
  });
  it('negation: not a first-person piece of advice (*Nie radzę ci wyjechać)', () => {
    expect(negation('neg-radze')).toEqual([]);
    expect(negation('neg-radze-ctl')).toEqual(['Nie pozwalam ci wyjechać.']);
  });
  it('negation: not a discourse filler wiesz (*Nie wiesz, jutro wyjeżdżam); with an object it is negated', () => {
    expect(negation('neg-wiesz')).toEqual([]);
    expect(negation('neg-wiesz-ctl')).toEqual(['Nie wiesz wszystkiego.']);
  });
  it('negating coordinated predicates: not with a sequence adverb on a second with its own subject (*…, potem matka się nie uśmiechnęła)', () => {
    expect(negation('neg-potem')).toEqual([]);
    expect(negation('neg-potem-ctl')).toEqual(['Ojciec nie spojrzał surowo i matka się nie uśmiechnęła.']);
  });
  it('negation: no żaden before a noun with a content clause (*Żaden fakt że Jan wygrał nie wywołał szoku); nie stays', () => {
    expect(negation('neg-fakt')).toEqual(['Fakt, że Jan wygrał, nie wywołał szoku.']);
    expect(negation('neg-fakt-ctl')).toEqual(['Nowy fakt nie wywołał szoku.', 'Żaden fakt nie wywołał szoku.', 'Żaden nowy fakt nie wywołał szoku.']);
  });
  it('negation: not an object whose determiner has an inflecting fixed part (*nie powtarza tej samą śpiewki)', () => {
    expect(negation('neg-ten-sam')).toEqual([]);
    expect(negation('neg-ten-sam-ctl')).toEqual(['Jan nie powtarza tej śpiewki.', 'Nikt nie powtarza tej śpiewki.']);
  });
  it('removing a conjunct: not from a list after a colon that spells out a counted head (*dwie formy: lód brzegowy)', () => {
    expect(conjunct('neg-formy')).toEqual([]);
    expect(conjunct('neg-formy-ctl')).toEqual(['Wyróżniamy formy: lód brzegowy.']);
  });
  it('negation: not under a possibility particle, maybe p and maybe not p are compatible (*Może Jan się nie myli)', () => {
    expect(negation('neg-moze')).toEqual([]);
    expect(negation('neg-moze-ctl')).toEqual(['Jan się nie myli.', 'Nikt się nie myli.']);
  });
});
