// Session 10's fixes, on hand-written PDB-style input (fixtures/pl/s10.conllu).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, ofType, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/s10.conllu', { types: ['removing_adjuncts', 'negation', 'mixing_dependents'] });
});

const removals = (id: string): string[] => textsOf(cands, id, ofType('removing_adjuncts'));

describe('removing_adjuncts keeps what carries the claim (review 22)', () => {
  it('the adverb before an infinitive under być is the predicate, also when hung on the infinitive (okropnie było oglądać)', () => {
    expect(removals('s10-byc-inf-adverb')).toEqual(['Okropnie było oglądać go.']);
  });
  it('control: the adverb of an infinitive under another verb is an adjunct (chciał szybko oglądać)', () => {
    expect(removals('s10-control-inf-adverb')).toEqual(['Chciał oglądać mecz w telewizji.', 'Chciał oglądać mecz.', 'Chciał szybko oglądać mecz.']);
  });
  it('a predicate nominal whose subject is the demonstrative to keeps its last modifier (To był miły wieczór -/-> To był wieczór)', () => {
    expect(removals('s10-to-predicate')).toEqual(['To był miły wieczór.', 'To był wieczór w górach.']);
    expect(removals('s10-to-quasi-copula')).toEqual(['To dobry pomysł.']);
    // while another modifier stays, one may go
    expect(removals('s10-to-quasi-copula-two')).toEqual(['To dobry pomysł.', 'To pomysł na lato.']);
  });
  it('control: with a subject of its own, dropped here, the predicate nominal may lose its adjective (Byłem chłopcem)', () => {
    expect(removals('s10-control-predicate-subject')).toEqual(['Byłem chłopcem.']);
  });
  it('a quoted clause is not cut to its bare verb', () => {
    expect(removals('s10-quote-bare-verb')).toEqual([]);
  });
  it('control: a quoted clause keeps its object and may lose its adverb', () => {
    expect(removals('s10-control-quote-object')).toEqual(['„Wygramy mecz” – powiedział trener.']);
  });
  it('the goal of a w- verb of putting stays; its time phrase goes (wsadzili go do pociągu)', () => {
    expect(removals('s10-placing-goal')).toEqual(['Bandyci wsadzili go do pociągu.']);
  });
  it('a time noun after do is still the goal (doprowadziła do okresu rozwoju)', () => {
    expect(removals('s10-placing-time-goal')).toEqual(['Reforma doprowadziła do okresu rozwoju.']);
  });
  it('an instrument term keeps its do-phrase while another modifier stays (zwykłymi nożycami do drutu)', () => {
    expect(removals('s10-instrument-do')).toEqual(['Posługiwał się nożycami do drutu.', 'Posługiwał się nożycami.']);
  });
  it('control: without another modifier the do-phrase may go (nożycami)', () => {
    expect(removals('s10-control-instrument-bare')).toEqual(['Posługiwał się nożycami.']);
  });
});

describe('negation: the genitive reaches a numeral whose tag has no collectivity slot', () => {
  it('pięć (num:pl:acc:m3:rec) goes to the congruent genitive pięciu, not the collective pięciorga', () => {
    expect(textsOf(cands, 's10-neg-numeral-no-collectivity', ofType('negation'))).toEqual([
      'Firma nie kupiła pięciu samochodów.',
      'Żadna firma nie kupiła pięciu samochodów.',
    ]);
  });
});

describe('UD Polish LFG style (fixtures/pl/s10-lfg.conllu; review 23e)', () => {
  let lfg: Candidate[] = [];
  beforeAll(async () => {
    lfg = await generateFixture('fixtures/pl/s10-lfg.conllu', { types: ['removing_adjuncts', 'negation'] });
  });
  it("the bare accusative obl that is a verb's object takes the genitive of negation (nie ma problemu)", () => {
    expect(textsOf(lfg, 's10-lfg-neg-bare-acc', ofType('negation'))).toEqual(['Łucja nie ma problemu.']);
  });
  it('control: a bare accusative time phrase keeps the accusative (nie spała godzinę)', () => {
    expect(textsOf(lfg, 's10-lfg-neg-bare-acc-time', ofType('negation'))).toEqual(['Łucja nie spała godzinę.']);
  });
  it("a plain nummod over a genitive object and the object's accusative conjunct take the genitive", () => {
    expect(textsOf(lfg, 's10-lfg-neg-numeral', ofType('negation'))).toEqual([
      'Ogień nie strawił pięciu stodół i dwóch obór.',
      'Żaden ogień nie strawił pięciu stodół i dwóch obór.',
    ]);
  });
  it('an epistemic hedge stays when the other adjuncts go (chyba)', () => {
    expect(textsOf(lfg, 's10-lfg-hedge', ofType('removing_adjuncts'))).toEqual(['Trener chyba ma rację.']);
  });
});

describe('capitals', () => {
  it('a source that opens with a digit is capitalised when that word goes (14-letni chłopak -> Chłopak; review 23a)', () => {
    expect(removals('s10-digit-first-word')).toEqual(['Chłopak nie jadł obiadu.']);
  });
});

describe('arguments and fixed phrases the parse marks as adjuncts (review 23)', () => {
  it('the o + accusative phrase of a verb of asking is its argument (poprosiliśmy sąsiadów o pomoc)', () => {
    expect(removals('s10-o-argument')).toEqual(['Poprosiliśmy sąsiadów o pomoc.']);
  });
  it('control: an o + locative topic may go (rozmawialiśmy o pogodzie)', () => {
    expect(removals('s10-control-o-topic')).toEqual(['Rozmawialiśmy o pogodzie.', 'Rozmawialiśmy.', 'Wczoraj rozmawialiśmy.']);
  });
  it('w pierwszej kolejności goes whole or not at all', () => {
    expect(removals('s10-fixed-phrase')).toEqual(['Sprawdzono dokumenty.']);
  });
});

describe('negation: żaden with the bare noun', () => {
  it('no zaden_bare when a privative modifier names another referent (była żona is no wife; review 23b)', () => {
    expect(textsOf(cands, 's10-zaden-privative', ofType('negation'))).toEqual([
      'Była żona prezesa nie założyła firmy.',
      'Nikt nie założył firmy.',
      'Żadna była żona prezesa nie założyła firmy.',
    ]);
  });
  it('control: another adjective allows the bare noun (Żadna żona nie założyła firmy)', () => {
    expect(textsOf(cands, 's10-control-zaden-plain', ofType('negation'))).toEqual([
      'Młoda żona prezesa nie założyła firmy.',
      'Nikt nie założył firmy.',
      'Żadna młoda żona prezesa nie założyła firmy.',
      'Żadna żona nie założyła firmy.',
    ]);
  });
});

describe('mixing_dependents keeps a correlative whole (review 23d g192)', () => {
  it('an object holding the tym of im … tym is not replaced', () => {
    expect(textsOf(cands, 's10-mix-correlative', ofType('mixing_dependents'))).toEqual([]);
  });
  it('control: plain objects of the same verb are swapped', () => {
    expect(textsOf(cands, 's10-mix-control', ofType('mixing_dependents'))).toEqual(['Codziennie widzę stary most.']);
    expect(textsOf(cands, 's10-mix-donor', ofType('mixing_dependents'))).toEqual(['Z okna widzę morze.']);
  });
});
