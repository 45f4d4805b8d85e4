// Session 15's fixes (reviews 27 and 28), on hand-written PDB-style input (fixtures/pl/s15.conllu) and one in UD Polish
// LFG style (fixtures/pl/s15-lfg.conllu). Each guard has a control sentence that differs in the one thing the guard
// looks at.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, ofType, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];
let lfg: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/s15.conllu', { types: ['removing_adjuncts', 'passivisation'] });
  lfg = await generateFixture('fixtures/pl/s15-lfg.conllu', { types: ['removing_adjuncts'] });
});

const removals = (id: string): string[] => textsOf(cands, id, ofType('removing_adjuncts'));
const passives = (id: string): string[] => textsOf(cands, id, ofType('passivisation'));

describe('removing_adjuncts keeps hedges of degree (review 27c)', () => {
  it('w dużej mierze stays (był w dużej mierze podyktowany -/-> *był podyktowany); other adjuncts may go', () => {
    expect(removals('s15-degree')).toEqual(['Wybór był w dużej mierze podyktowany.']);
  });
  it('control: a time phrase in the same place may go', () => {
    expect(removals('s15-control-degree')).toEqual(['Wybór był podyktowany kosztami.', 'Wybór był podyktowany.', 'Wybór był w czerwcu podyktowany.']);
  });
  it('w miarę stays with its adverb (funkcjonują w miarę normalnie -/-> *funkcjonują normalnie)', () => {
    expect(removals('s15-fairly')).toEqual(['Pacjenci funkcjonują.']);
  });
  it('control: całkiem may go', () => {
    expect(removals('s15-control-fairly')).toEqual(['Pacjenci funkcjonują normalnie.', 'Pacjenci funkcjonują.']);
  });
  it('zasadniczo is a hedge (Radni zasadniczo poparli wniosek -/-> *Radni poparli wniosek)', () => {
    expect(removals('s15-basically')).toEqual([]);
  });
  it('control: wczoraj may go', () => {
    expect(removals('s15-control-basically')).toEqual(['Radni poparli wniosek.']);
  });
});

describe('removing_adjuncts: nouns and verbs that say next to nothing alone (reviews 27a, 28b)', () => {
  it('ludność keeps its last modifier (wysiedliły ludność niemiecką -/-> *wysiedliły ludność)', () => {
    expect(removals('s15-population')).toEqual([]);
  });
  it('control: rodziny may lose it', () => {
    expect(removals('s15-control-population')).toEqual(['Władze wysiedliły rodziny.']);
  });
  it('działać after its subject keeps its last adjunct (Fundacja działa na rzecz dzieci -/-> *Fundacja działa)', () => {
    expect(removals('s15-light-verb')).toEqual([]);
  });
  it('control: pracować may stand alone', () => {
    expect(removals('s15-control-light-verb')).toEqual(['Fundacja pracuje.']);
  });
  it('before its subject działać, powstać introduce what the subject names and may stand alone (Powstała fundacja.)', () => {
    expect(removals('s15-light-verb-inverted')).toEqual(['Powstała fundacja.']);
  });
});

describe('removing_adjuncts: session 15 guards from review 28', () => {
  it('inny stays while niż compares its noun (inną działalność, niż usługowa -/-> *działalność, niż usługowa)', () => {
    expect(removals('s15-other-than')).toEqual([]);
  });
  it('control: without niż, inny may go', () => {
    expect(removals('s15-control-other-than')).toEqual(['Gmina dopuszcza działalność.']);
  });
  it('z miesiąca na miesiąc goes whole or not at all (-/-> *przedłużano z miesiąca, *przedłużano na miesiąc)', () => {
    expect(removals('s15-month')).toEqual([]);
  });
  it('control: a z-phrase with another noun is an adjunct of its own', () => {
    expect(removals('s15-control-month')).toEqual(['Umowę przedłużano na miesiąc.', 'Umowę przedłużano z powodu kryzysu.', 'Umowę przedłużano.']);
  });
  it('the date of datować się stays (Skarb datuje się na średniowiecze -/-> *Skarb datuje się)', () => {
    expect(removals('s15-date')).toEqual([]);
  });
  it('control: the place of znaleźć may go', () => {
    expect(removals('s15-control-date')).toEqual(['Skarb znaleziono.']);
  });
  it('rzadko makes its restriction part of the claim (rzadko lądują poza lęgowiskiem -/-> rzadko lądują)', () => {
    expect(removals('s15-rarely')).toEqual([]);
  });
  it('control: under często the restriction may go, and często too', () => {
    expect(removals('s15-control-rarely')).toEqual(['Ptaki często lądują.', 'Ptaki lądują poza lęgowiskiem.', 'Ptaki lądują.']);
  });
  it('wystąpić o + accusative is an argument (Firma wystąpiła o kredyt -/-> *Firma wystąpiła)', () => {
    expect(removals('s15-apply')).toEqual([]);
  });
  it('control: wystąpić w telewizji is a place', () => {
    expect(removals('s15-control-apply')).toEqual(['Firma wystąpiła.']);
  });
  it('the relative clause on a noun inside a nieliczny phrase stays; nieliczny itself and the whole phrase may go', () => {
    expect(removals('s15-few-inner')).toEqual(['Kościół jest jednym z budynków w mieście, które przetrwało wojnę.', 'Kościół jest jednym z budynków.']);
  });
  it('control: with a plain adjective the relative clause may go', () => {
    expect(removals('s15-control-few-inner')).toEqual([
      'Kościół jest jednym z budynków w mieście, które przetrwało wojnę.',
      'Kościół jest jednym z budynków.',
      'Kościół jest jednym ze starych budynków w mieście.',
      'Kościół jest jednym ze starych budynków.',
    ]);
  });
  it('the goal of przywędrować stays (Eksponaty przywędrowały do szkoły -/-> *Eksponaty przywędrowały)', () => {
    expect(removals('s15-arrival')).toEqual([]);
  });
  it('control: wędrować may lose it', () => {
    expect(removals('s15-control-arrival')).toEqual(['Eksponaty wędrowały.']);
  });
});

describe('removing_adjuncts: more session 15 guards from review 28', () => {
  it('często of a copular predicate quantifies the claim (Jeziora są często głębokie -/-> Jeziora są głębokie)', () => {
    expect(removals('s15-often-copula')).toEqual([]);
  });
  it('control: często of an event verb may go', () => {
    expect(removals('s15-control-often-copula')).toEqual(['Turyści odwiedzają jeziora.']);
  });
  it('inny opening the sentence points back (Inny pracownik dostał premię -/-> Pracownik dostał premię)', () => {
    expect(removals('s15-other-first')).toEqual([]);
  });
  it('control: inny after the verb may go', () => {
    expect(removals('s15-control-other-first')).toEqual(['Pracownik dostał premię.']);
  });
  it('control: inny after the head it modifies is not sentence-initial (Dwaj kolejni przyszli -> Dwaj przyszli)', () => {
    expect(removals('s15-control-other-after-head')).toEqual(['Dwaj przyszli.']);
  });
  it('the name that a later ten kraj points back to stays (burza niezwykła w Polsce … życie tego kraju)', () => {
    expect(removals('s15-place-anaphor')).toEqual([]);
  });
  it('control: without ten kraj the phrase holding the name may go', () => {
    expect(removals('s15-control-place-anaphor')).toEqual(['Burza sparaliżowała życie mieszkańców.']);
  });
  it('an adjective right after a degree adverb hung on the verb stays (-/-> *Bardzo pożar zniszczył las)', () => {
    expect(removals('s15-degree-strand')).toEqual(['Groźny pożar zniszczył las.', 'Pożar zniszczył las.']);
  });
  it('control: after a time adverb it may go', () => {
    expect(removals('s15-control-degree-strand')).toEqual(['Groźny pożar zniszczył las.', 'Pożar zniszczył las.', 'Wczoraj pożar zniszczył las.']);
  });
  it('cesarz rzymski is a title (tytuł cesarza rzymskiego -/-> tytuł cesarza)', () => {
    expect(removals('s15-emperor')).toEqual([]);
  });
  it('control: another adjective of cesarz may go', () => {
    expect(removals('s15-control-emperor')).toEqual(['Karol otrzymał tytuł cesarza.']);
  });
});

describe('passivisation leaves feelings that budzić evokes alone (review 28e)', () => {
  it('budzą sprzeciw -/-> *Sprzeciw radnych jest budzony przez takie pomysły', () => {
    expect(passives('s15-evoke')).toEqual([]);
  });
  it('control: budzić with a person as object passivises', () => {
    expect(passives('s15-control-evoke')).toEqual(['Dzieci sąsiadów są budzone przez hałasy.']);
  });
});

describe('removing_adjuncts: LFG labels nie plain advmod, and the negation guards see it (review 28e)', () => {
  const removalsLfg = (id: string): string[] => textsOf(lfg, id, ofType('removing_adjuncts'));
  it('a restrictor of a negated verb\'s object stays (nie zatwierdził proponowanych limitów -/-> nie zatwierdził limitów)', () => {
    expect(removalsLfg('s15-lfg-negated')).toEqual([]);
  });
  it('control: without nie it may go', () => {
    expect(removalsLfg('s15-lfg-control-negated')).toEqual(['Zarząd zatwierdził limity.']);
  });
});
