// removing_adjuncts guards of @qrem2_keep on hand-written sentences (fixtures/pl/qrem2.conllu): goals of
// sending and leading verbs, numbers of kinds, empty nouns, inny under a negation further up, a reason that
// licenses a modal, whose benefit, what something is limited to, second-class.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/qrem2.conllu', { types: ['removing_adjuncts'] });
});

const texts = (id: string) => textsOf(cands, id, (c) => c.type === 'removing_adjuncts');

describe('removing_adjuncts: arguments parsed as obl stay', () => {
  it('the goal of a verb of sending or transporting (odwieziono do szpitala)', () => {
    expect(texts('q2-odwiezc')).toEqual(['Kierowcę odwieziono do szpitala.']);
  });
  it('the do-phrase of prowadzić (prowadzą do wzrostu cen -/-> prowadzą)', () => {
    expect(texts('q2-prowadzi')).toEqual([
      'Przepisy prowadzą do wzrostu cen.',
      // prec_keep (removing_adjuncts.drv, '--- prec ---'): a noun keeps its only modifier when that is a genitive noun (wzrost cen)
    ]);
  });
  it('the goal of admitting, not the place of adopting (przyjęto do szpitala; przyjęta na posiedzeniu may go)', () => {
    expect(texts('q2-przyjeto')).toEqual(['Chorego przyjęto do szpitala.']);
    expect(texts('q2-przyjeta')).toEqual(['Poprawka została przyjęta.']);
  });
  it('what something is limited to keeps its modifiers', () => {
    expect(texts('q2-ogranicza')).toEqual(['Traktat ograniczył terytorium do centralnych regionów.']);
  });
});

describe('removing_adjuncts: modifiers the claim rests on stay', () => {
  it('the number of a noun of kinds (w kilkunastu gatunkach -/-> w gatunkach)', () => {
    expect(texts('q2-gatunki')).toEqual(['Papugi występują w kilkunastu gatunkach.', 'Papugi występują.']);
  });
  it('the only complement of an empty noun evaluated by a za-phrase (Pomysł z … uważam za dobry)', () => {
    expect(texts('q2-pomysl')).toEqual(['Pomysł z podatkami uważam za dobry.']);
  });
  it('inny under a negation further up stays; without the negation it may go', () => {
    expect(texts('q2-nie-wierze')).toEqual([]);
    expect(texts('q2-wierze')).toEqual(['Wierzę, że dostanę szansę.']);
  });
  it('the reason that licenses a modal (Z ważnych powodów sąd może …)', () => {
    expect(texts('q2-powod')).toEqual(['Z ważnych powodów sąd może przyznać odszkodowanie.']);
  });
  it('whose benefit, and na korzyść of działać', () => {
    expect(texts('q2-korzysc')).toEqual(['Przepis działa na korzyść firm.']);
  });
  it('obywatele drugiej kategorii keeps drugiej', () => {
    expect(texts('q2-kategoria')).toEqual(['Obywatele protestują.']);
  });
});

describe('removing_adjuncts, round 2: scope, reasons, anaphors, appositions, terms', () => {
  it('the modifier of the object of a negated verb stays; without the negation it may go', () => {
    expect(texts('q2-nie-widze')).toEqual([]);
    expect(texts('q2-widze')).toEqual(['Widzę ludzi.']);
  });
  it('the nouns of a bo-clause keep their modifiers; a gdy-clause need not', () => {
    expect(texts('q2-bo-zima')).toEqual(['Straty wzrosły.']);
    expect(texts('q2-gdy-zima')).toEqual(['Straty wzrosły, gdy nadeszła zima.', 'Straty wzrosły.']);
  });
  it('a pair that a later ten drugi points back to stays', () => {
    expect(texts('q2-ten-drugi')).toEqual(['Zrobili program o wojsku i o lustracji, a ten drugi poszedł.']);
  });
  it('a common-noun apposition goes whole or keeps its modifier', () => {
    expect(texts('q2-rzecznik')).toEqual(['Przemawiał Jan Kowalski.']);
  });
  it('the genitive of what stanowić predicates stays (stanowi cenę wolności)', () => {
    expect(texts('q2-stanowi')).toEqual(['Podatek stanowi cenę wolności.']);
  });
  it('plac zabaw is one term', () => {
    expect(texts('q2-plac')).toEqual(['Dziewczynka bawi się.']);
  });
});

describe('removing_adjuncts, round 3: predicate nouns and superlatives', () => {
  it('the adjective of a generic predicate noun stays (jest przyzwoitym człowiekiem); of a lekarz it may go', () => {
    expect(texts('q2-czlowiek')).toEqual([]);
    expect(texts('q2-lekarz')).toEqual(['Jan jest lekarzem.']);
  });
  it('a superlative on a predicate noun and its domain stay (najczęstszą chorobą u dzieci)', () => {
    expect(texts('q2-grypa')).toEqual([]);
  });
});

describe('removing_adjuncts, round 4: conditions, ordinals of time, genitives of quality', () => {
  it('nothing inside the antecedent of jeżeli goes; inside a gdy-clause it may', () => {
    expect(texts('q2-jezeli')).toEqual([]);
    expect(texts('q2-gdy')).toEqual([
      'Gdy pracownik zachoruje wskutek wypadku, otrzyma zasiłek.',
      'Gdy pracownik zachoruje, otrzyma zasiłek.',
      'Otrzyma zasiłek.',
    ]);
  });
  it('the ordinal of a time noun stays (w trzeci czwartek listopada -/-> w czwartek listopada)', () => {
    expect(texts('q2-czwartek')).toEqual(['Święto przypada w trzeci czwartek.']);
  });
  it('the adjective of a genitive of quality stays (są dobrej jakości -/-> są jakości)', () => {
    expect(texts('q2-jakosc')).toEqual([]);
  });
});

describe('removing_adjuncts, round 5: restrictors of tylko, idioms', () => {
  it('nothing in the restrictor of tylko goes; without tylko it may', () => {
    expect(texts('q2-tylko')).toEqual([]);
    expect(texts('q2-bez-tylko')).toEqual(['Pracują osoby ze świadectwem.', 'Pracują osoby.']);
  });
  it('padł na deski keeps na deski (padł alone: died)', () => {
    expect(texts('q2-deski')).toEqual(['Bokser padł na deski w rundzie.', 'Bokser padł na deski.']);
  });
});
