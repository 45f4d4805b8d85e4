// Participle -> relative clause on hand-written sentences (fixtures/pl/qswap.conllu): the new który must
// not find a nearer antecedent, swallow a following predicate or bring a case slip of the source to the fore.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/qswap.conllu');
});

const texts = (id: string) => textsOf(cands, id, (c) => c.type === 'swapping_rc_ptcp');

describe('swapping_rc_ptcp: a nearer noun of the same gender and number blocks the clause', () => {
  it('oddech tłumu -/-> oddech tłumu, który był zmasowany', () => {
    expect(texts('qs-oddech')).toEqual([]);
  });
  it('positive control: oddech kobiet, który był zmasowany', () => {
    expect(texts('qs-oddech-ctl')).toEqual(['Słyszał oddech kobiet, który był zmasowany.']);
  });
  it('kobietę z sąsiedniej wioski -/-> wioski, która stoi obok', () => {
    expect(texts('qs-wioska')).toEqual([]);
  });
  it('control: a neuter noun in between is no rival (kobietę z sąsiedniego miasta, która stoi obok)', () => {
    expect(texts('qs-wioska-ctl')).toEqual(['Dziecko patrzy na kobietę z sąsiedniego miasta, która stoi obok.']);
  });
  it('clothes worn by the noun are no antecedent (kobietę w zielonej kurtce, która stoi obok)', () => {
    expect(texts('qs-kurtka')).toEqual(['Dziecko patrzy na kobietę w zielonej kurtce, która stoi obok.']);
  });
});

describe('swapping_rc_ptcp: no clause before a further predicate after a comma', () => {
  it('z Sarą Errani, ale przegrała -/-> z Sarą Errani, która broniła tytułu, ale przegrała', () => {
    expect(texts('qs-errani')).toEqual([]);
  });
  it('positive control without the second predicate', () => {
    expect(texts('qs-errani-ctl')).toEqual(['Zmierzyła się z Sarą Errani, która broniła tytułu.']);
  });
});

describe('swapping_rc_ptcp: a participle that does not agree in case with its noun', () => {
  it('podczas trwającej do rana imprezie -/-> podczas imprezie, która trwała', () => {
    expect(texts('qs-impreza')).toEqual([]);
  });
  it('positive control: podczas imprezy, która trwała do rana', () => {
    expect(texts('qs-impreza-ctl')).toEqual(['Bawili się podczas imprezy, która trwała do rana.']);
  });
});

describe('swapping_rc_ptcp: events take został, states być', () => {
  it('znalezionych tam darów -> które zostały tam znalezione (not *są tam znalezione)', () => {
    expect(texts('qs-dary')).toEqual(['Informacje pochodzą z darów, które zostały tam znalezione.']);
  });
  it('control: a state stays with być (zgromadzonych tam darów -> które są tam zgromadzone)', () => {
    expect(texts('qs-dary-ctl')).toEqual(['Informacje pochodzą z darów, które są tam zgromadzone.']);
  });
  it('placed in time: przeszkolonymi wcześniej pilotami -> którzy zostali wcześniej przeszkoleni', () => {
    expect(texts('qs-piloci-ctl')).toEqual(['System działał nawet z pilotami, którzy zostali wcześniej przeszkoleni.']);
  });
  it('a nie- participle placed in time gives no clause (*którzy byli nieprzeszkoleni wcześniej)', () => {
    expect(texts('qs-piloci')).toEqual([]);
  });
});

describe('swapping_rc_ptcp: a past-time adverb puts the verb in the past', () => {
  it('sklepu należącego kiedyś do spółdzielni -> który kiedyś należał (not *należy)', () => {
    expect(texts('qs-sklep')).toEqual(['Niszczeje budynek sklepu, który kiedyś należał do spółdzielni.']);
  });
});

describe('swapping_rc_ptcp: misparses and terms', () => {
  it('a postposed participle with its instrumental agent, parsed as prenominal, gives no clause', () => {
    expect(texts('qs-decyzja')).toEqual([]);
  });
  it('control: no agreeing noun before the comma, so the participle is prenominal (rozporządzeniem Komisji, ostatnio zmienioną decyzją)', () => {
    expect(texts('qs-decyzja-ctl')).toEqual([
      'Wykaz ustanowiono rozporządzeniem Komisji, decyzją Parlamentu, która została ostatnio zmieniona.',
    ]);
  });
  it('linia tworząca is a term (-/-> linii, które tworzą część walcową)', () => {
    expect(texts('qs-linie')).toEqual([]);
  });
  it('control: prętów tworzących część walcową -> prętów, które tworzą część walcową', () => {
    expect(texts('qs-linie-ctl')).toEqual(['Mierzy odchylenie od prętów, które tworzą część walcową.']);
  });
});

describe('swapping_rc_ptcp: które is neuter singular and non-virile plural alike', () => {
  it('powietrze z pyłkami -/-> powietrze z pyłkami, które jest rozgrzane', () => {
    expect(texts('qs-powietrze')).toEqual([]);
  });
  it('control: powietrze z pyłem, które jest rozgrzane', () => {
    expect(texts('qs-powietrze-ctl')).toEqual(['Nocą powietrze z pyłem, które jest rozgrzane, wędruje do stratosfery.']);
  });
});

describe('swapping_rc_ptcp: no clause wedged into a który clause that goes on', () => {
  it('która osoby łamiące przepisy może ukarać -/-> która osoby, które łamią przepisy, może ukarać', () => {
    expect(texts('qs-straz')).toEqual([]);
  });
  it('control: the participle ends the który clause', () => {
    expect(texts('qs-straz-ctl')).toEqual(['Straż, która może ukarać osoby, które łamią przepisy, działa sprawnie.']);
  });
});

describe('swapping_rc_ptcp: a comma-set participle after a phrase of the verb stays put', () => {
  it('ekran nad klawiaturą, oczekiwany przez fanów -/-> ekran, który jest oczekiwany przez fanów, nad klawiaturą', () => {
    expect(texts('qs-ekran')).toEqual([]);
  });
  it('control: the participle right after its noun', () => {
    expect(texts('qs-ekran-ctl')).toEqual(['Widzimy ekran, który jest oczekiwany przez fanów, nad klawiaturą.']);
  });
});

describe('swapping_rc_ptcp: round 3 (seed 8123)', () => {
  it('się of a clause ending with its verb goes after który (dzieci, które się uśmiechają)', () => {
    expect(texts('qs-usmiech')).toEqual(['Kobieta patrzy na dzieci, które się uśmiechają.']);
  });
  it('następnie makes a perfective participle an event (które zostało następnie zwołane)', () => {
    expect(texts('qs-posiedzenie')).toEqual(['Na posiedzeniu, które zostało następnie zwołane, przemawiał minister.']);
  });
  it('a passive relative clause with a word before the participle stays a clause', () => {
    expect(texts('qs-siec')).toEqual([]);
  });
  it('control: sieci, która jest wykorzystywana w handlu -> sieci wykorzystywanej w handlu', () => {
    expect(texts('qs-siec-ctl')).toEqual(['Projekt bazuje na sieci wykorzystywanej w handlu.']);
  });
  it('a past century keeps the present out (*które zamieszkują region pod koniec XV w.)', () => {
    expect(texts('qs-wiek')).toEqual([]);
  });
  it('control: plemion, które zamieszkują region', () => {
    expect(texts('qs-wiek-ctl')).toEqual(['Nazwa pochodzi od plemion, które zamieszkują region.']);
  });
});

describe('swapping_rc_ptcp: round 4 (seed 9071)', () => {
  it('a bare nie- participle is an adjective (nienarodzone dziecko -/-> dziecko, które jest nienarodzone)', () => {
    expect(texts('qs-nienarodzone')).toEqual([]);
  });
  it('control: the same nie- participle with a word of its own (jeszcze nienarodzone dziecko)', () => {
    expect(texts('qs-nienarodzone-ctl')).toEqual(['Matka kocha dziecko, które jest jeszcze nienarodzone.']);
  });
  it('control: a nie- participle with its own phrase still becomes a clause', () => {
    expect(texts('qs-niezadowolone')).toEqual(['Matka kocha dziecko, które jest niezadowolone z wyjazdu.']);
  });
  it('dotychczas makes a perfective participle an event (które zostały dotychczas przedstawione)', () => {
    expect(texts('qs-projekty')).toEqual(['Zgadzam się z projektami, które zostały dotychczas przedstawione.']);
  });
});

const passive = (id: string) => textsOf(cands, id, (c) => c.type === 'passivisation');

describe('passivisation: round 5 (seed 4421, PDB test)', () => {
  it('a multiword name keeps its capital in the agent phrase (przez Urząd Miasta)', () => {
    expect(passive('qs-urzad')).toEqual(['Zamki zostały wymienione przez Urząd Miasta.']);
  });
  it('control: a title before a name is lower-cased (przez selekcjonera Jerzego Engela)', () => {
    expect(passive('qs-selekcjoner')).toEqual(['Monety zostały rozdane przez selekcjonera Jerzego Engela.']);
  });
  it('an object with a dash-opened phrase does not go first (no closing dash)', () => {
    expect(passive('qs-orzechy')).toEqual([]);
  });
  it('control: the object without the dash phrase', () => {
    expect(passive('qs-orzechy-ctl')).toEqual(['Wachlarz symptomów jest wywoływany przez orzechy.']);
  });
});

describe('swapping_rc_ptcp: concessive nawet', () => {
  it('sytuacji, nawet mającej tragiczne skutki -/-> *sytuacji, która nawet ma tragiczne skutki', () => {
    expect(texts('qs-nawet')).toEqual([]);
  });
  it('control: without nawet', () => {
    expect(texts('qs-nawet-ctl')).toEqual(['Nie można oceniać sytuacji, która ma tragiczne skutki.']);
  });
});
