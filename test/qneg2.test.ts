// The bundled rules on hand-written sentences (fixtures/pl/qneg2.conllu): negation faults found
// reading PDB test + LFG test output (notes: session 4, qneg2).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let neg: Candidate[] = [];

beforeAll(async () => {
  neg = await generateFixture('fixtures/pl/qneg2.conllu', { types: ['negation'] });
});

const negTexts = (id: string) => textsOf(neg, id);

describe('negation: a phase adverb after the verb becomes już before nie', () => {
  it('Lawiny śnieżne atakują nadal -> Lawiny śnieżne już nie atakują (not *nie atakują nadal)', () => {
    expect(negTexts('qn2-nadal')).toEqual([
      'Lawiny śnieżne już nie atakują.',
      'Żadne lawiny już nie atakują.',
      'Żadne lawiny śnieżne już nie atakują.',
    ]);
  });
  it('control: before the verb, as before', () => {
    expect(negTexts('qn2-nadal-przed')).toEqual([
      'Lawiny śnieżne już nie atakują.',
      'Żadne lawiny już nie atakują.',
      'Żadne lawiny śnieżne już nie atakują.',
    ]);
  });
});

describe('negation: a converb of saying with its own content is not kept under a negated verb', () => {
  it('Sąsiad zaprzecza, tłumacząc, że wrócił wczoraj -/-> *Sąsiad nie zaprzecza, tłumacząc, że …', () => {
    expect(negTexts('qn2-tlumaczac')).toEqual([]);
  });
  it('control: a converb without content stays (CDS convention)', () => {
    expect(negTexts('qn2-usmiechajac')).toEqual([
      'Nikt nie zaprzecza, uśmiechając się.',
      'Sąsiad nie zaprzecza, uśmiechając się.',
      'Żaden sąsiad nie zaprzecza, uśmiechając się.',
    ]);
  });
});

describe('negation: a bound on a quantity scopes over nie', () => {
  it('Proceder trwał przynajmniej przez dwa lata -/-> *Proceder nie trwał przynajmniej przez dwa lata', () => {
    expect(negTexts('qn2-przynajmniej')).toEqual([]);
  });
  it('Powódź zabiła co najmniej dziesięć osób -/-> *nie zabiła co najmniej dziesięciu osób', () => {
    expect(negTexts('qn2-co-najmniej')).toEqual([]);
  });
  it('control: without the bound', () => {
    expect(negTexts('qn2-przez-dwa-lata')).toEqual([
      'Proceder nie trwał przez dwa lata.',
      'Żaden proceder nie trwał przez dwa lata.',
    ]);
  });
  it('control: a bound inside a clause of its own does not count', () => {
    expect(negTexts('qn2-ogloszono')).toEqual([
      'Rząd nie ogłosił, że przynajmniej w tym roku podatek nie wzrośnie.',
      'Żaden rząd nie ogłosił, że przynajmniej w tym roku podatek nie wzrośnie.',
    ]);
  });
});

describe("negation: żaden with the bare noun is not used for a body part of a possessor named by a pronoun", () => {
  it('Ręka jego drżała -/-> *Żadna ręka nie drżała (nie stays)', () => {
    expect(negTexts('qn2-reka-jego')).toEqual(['Ręka jego nie drżała.']);
  });
  it('control: an adjective is dropped by the bare variant as before', () => {
    expect(negTexts('qn2-reka-stara')).toEqual([
      'Stara ręka nie drżała.',
      'Żadna ręka nie drżała.',
      'Żadna stara ręka nie drżała.',
    ]);
  });
});

describe('negation: a formula of ignorance is not negated', () => {
  it('Czort go wie -/-> *Czort go nie wie, *Żaden czort go nie wie', () => {
    expect(negTexts('qn2-czort')).toEqual([]);
  });
  it('control: another subject', () => {
    expect(negTexts('qn2-sasiad-wie')).toEqual(['Sąsiad go nie zna.', 'Żaden sąsiad go nie zna.']);
  });
  it('control: the same verb outside the formula (*Sąsiad go wie is not Polish, so: Sąsiad to wie)', () => {
    expect(negTexts('qn2-sasiad-to-wie')).toEqual(['Nikt tego nie wie.', 'Sąsiad tego nie wie.', 'Żaden sąsiad tego nie wie.']);
  });
});

describe('negation: the moved adverb goes after a second-position connective', () => {
  it('Dobrze wypadły natomiast badania -> Nie wypadły natomiast dobrze badania (not *dobrze natomiast)', () => {
    expect(negTexts('qn2-natomiast')).toEqual(['Nie wypadły natomiast dobrze badania wody.']);
  });
  it('control: without the connective', () => {
    expect(negTexts('qn2-dobrze')).toEqual(['Nie wypadły dobrze badania wody.']);
  });
});

describe('negation: coordinated predicates with a nie attached as a plain advmod', () => {
  it('Ciotka usiadła i nie odzywała się -/-> *… i nie nie odzywała się', () => {
    expect(negTexts('qn2-nie-advmod')).toEqual([]);
  });
  it('control: without the nie', () => {
    expect(negTexts('qn2-usiadla')).toEqual(['Ciotka nie usiadła i nie odzywała się.']);
  });
});

describe('negation: a postposed relational adjective in -ski/-cki names one entity', () => {
  it('Milicja białoruska rozpędziła -/-> *Żadna milicja białoruska nie rozpędziła (bare żaden and nie stay)', () => {
    expect(negTexts('qn2-milicja')).toEqual([
      'Milicja białoruska nie rozpędziła demonstrantów.',
      'Żadna milicja nie rozpędziła demonstrantów.',
    ]);
  });
  it('control: a preposed adjective', () => {
    expect(negTexts('qn2-milicja-uzbrojona')).toEqual([
      'Uzbrojona milicja nie rozpędziła demonstrantów.',
      'Żadna milicja nie rozpędziła demonstrantów.',
      'Żadna uzbrojona milicja nie rozpędziła demonstrantów.',
    ]);
  });
});

describe('negation: no żaden for a singular noun with a plural verb', () => {
  it('Czarny i biały pies biegają -/-> *Żaden pies nie biegają', () => {
    expect(negTexts('qn2-dwa-psy')).toEqual(['Czarny i biały pies nie biegają po plaży.']);
  });
  it('control: a singular verb', () => {
    expect(negTexts('qn2-czarny-pies')).toEqual([
      'Czarny pies nie biega po plaży.',
      'Żaden czarny pies nie biega po plaży.',
      'Żaden pies nie biega po plaży.',
    ]);
  });
});

describe('negation: a vague large quantity in an adjunct before the verb scopes over nie', () => {
  it('W wielu przypadkach koszty rosną -/-> *W wielu przypadkach koszty nie rosną', () => {
    expect(negTexts('qn2-w-wielu')).toEqual([]);
  });
  it('control: a demonstrative', () => {
    expect(negTexts('qn2-w-tych')).toEqual([
      'W tych przypadkach koszty nie rosną.',
      'W tych przypadkach żadne koszty nie rosną.',
    ]);
  });
});

describe('negation: a restrictive particle after the verb scopes over nie', () => {
  it('Marek zdobył zaledwie trzy punkty -/-> *Marek nie zdobył zaledwie trzech punktów', () => {
    expect(negTexts('qn2-zaledwie')).toEqual([]);
  });
  it('Wie tylko, że ona tam jest -/-> *Nie wie tylko, że …', () => {
    expect(negTexts('qn2-tylko-wie')).toEqual([]);
  });
  it('control: without the particle', () => {
    expect(negTexts('qn2-trzy-punkty')).toEqual(['Marek nie zdobył trzech punktów.', 'Nikt nie zdobył trzech punktów.']);
  });
});

describe('negation: a single occasion (raz) scopes over nie', () => {
  it('Syn raz sam się przekonał -/-> *Syn raz sam się nie przekonał', () => {
    expect(negTexts('qn2-raz')).toEqual([]);
  });
  it('control: without raz', () => {
    expect(negTexts('qn2-sam')).toEqual([
      'Nikt sam się nie przekonał.',
      'Syn sam się nie przekonał.',
      'Żaden syn sam się nie przekonał.',
    ]);
  });
});

describe('negation: dopiero (a late point) scopes over nie', () => {
  it('Dopiero dziś Adam przyjechał -/-> *Dopiero dziś Adam nie przyjechał', () => {
    expect(negTexts('qn2-dopiero')).toEqual([]);
  });
  it('control: without dopiero', () => {
    expect(negTexts('qn2-dzis')).toEqual(['Dziś Adam nie przyjechał.', 'Dziś nikt nie przyjechał.']);
  });
  it('… i dopiero potem naklejamy -/-> *… i dopiero potem nie naklejamy (coordinated predicates)', () => {
    expect(negTexts('qn2-dopiero-potem')).toEqual([]);
  });
  it('control: coordinated predicates without dopiero', () => {
    expect(negTexts('qn2-potem')).toEqual(['Nie osadzamy krążka i potem nie naklejamy etykiety.']);
  });
});

describe('negation: żaden before the subject phrase does not take in a connective', () => {
  it('Z kolei rząd popiera -/-> *Żaden z kolei rząd; the bare variant puts żaden after it', () => {
    expect(negTexts('qn2-z-kolei')).toEqual(['Z kolei rząd nie popiera ustawy.', 'Z kolei żaden rząd nie popiera ustawy.']);
  });
});

describe('negation: a dopóki clause on the verb bounds the event', () => {
  it('Szukam w szafie, dopóki nie znajdę klucza -/-> *Nie szukam w szafie, dopóki nie znajdę klucza', () => {
    expect(negTexts('qn2-dopoki')).toEqual([]);
  });
  it('control: without the clause', () => {
    expect(negTexts('qn2-szukam')).toEqual(['Nie szukam w szafie klucza.']);
  });
});
