// The bundled removal rules on hand-written sentences (fixtures/pl/review11rem.conllu): the removal causes of
// reviews 11a and 11b (removing_adjuncts, removing_conjunct_in_adjunct).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/review11rem.conllu');
});

const texts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type);

describe('removing_adjuncts: an obligatory complement stays', () => {
  it('uznawana za piękne miejsce -/-> uznawana', () => {
    expect(texts('r11-uznawana', 'removing_adjuncts')).toEqual(['Wyspa jest uznawana za piękne miejsce.']);
  });
  it('zawarte są w raporcie -/-> zawarte są.', () => {
    expect(texts('r11-zawarte', 'removing_adjuncts')).toEqual([]);
  });
  it('control: the auxiliary before its participle does not end the clause (są zawarte w raporcie -> są zawarte)', () => {
    // (the guard is the clause-final auxiliary; zawrzeć's complement itself is not protected)
    expect(texts('r11-zawarte-ctl', 'removing_adjuncts')).toEqual(['Wyniki są zawarte.']);
  });
  it('są w złej kondycji -/-> są. / są w kondycji', () => {
    expect(texts('r11-kondycja', 'removing_adjuncts')).toEqual([]);
  });
  it('an auxiliary before its participle may end the clause (positive control)', () => {
    expect(texts('r11-zbudowany', 'removing_adjuncts')).toEqual(['Dom został zbudowany.']);
  });
});

describe('removing_adjuncts: po raz pierwszy and its time limit go together; a concession keeps its adjective', () => {
  it('po raz pierwszy od wojny -/-> po raz pierwszy / od wojny (together: yes)', () => {
    expect(texts('r11-raz', 'removing_adjuncts')).toEqual(['Partia wygrała wybory.']);
  });
  it('po raz pierwszy without a limit may go (positive control)', () => {
    expect(texts('r11-raz-bez', 'removing_adjuncts')).toEqual(['Ptaki przetrwały zimę.']);
  });
  it('Mimo surowej zimy -/-> Mimo zimy (the whole phrase may go)', () => {
    expect(texts('r11-mimo', 'removing_adjuncts')).toEqual(['Ptaki przetrwały.']);
  });
});

describe('removing_adjuncts: a linking word after a bare comma between clauses stays', () => {
  it('wrócił do domu, potem zjadł -/-> wrócił do domu, zjadł', () => {
    expect(texts('r11-potem', 'removing_adjuncts')).toEqual(['Jan wrócił, potem zjadł obiad.']);
  });
  it('potem inside its clause may go (positive control)', () => {
    expect(texts('r11-zjadl-potem', 'removing_adjuncts')).toEqual(['Jan zjadł obiad.']);
  });
});

describe('removing_adjuncts: fixed phrases and terms stay whole', () => {
  it('pod znakiem zapytania -/-> pod znakiem (jego may go: positive control)', () => {
    expect(texts('r11-znak', 'removing_adjuncts')).toEqual(['Dowody stawiają pod znakiem zapytania wersję.']);
  });
  it('służba zdrowia, sztuczna inteligencja -/-> służba, inteligencja', () => {
    expect(texts('r11-sluzba', 'removing_adjuncts')).toEqual([]);
  });
  it('control: polska inteligencja is no term and loses its adjective; służba zdrowia still stays whole', () => {
    // (służba zdrowia has no one-change control of its own: służba without its genitive or adjective is another thing)
    expect(texts('r11-sluzba-ctl', 'removing_adjuncts')).toEqual(['Rząd wspiera służbę zdrowia i inteligencję.']);
  });
  it('jest cechą dialektów -/-> jest cechą', () => {
    expect(texts('r11-cecha', 'removing_adjuncts')).toEqual(['Ta wymiana jest cechą dialektów.']);
  });
  it('w jednym studio -/-> w studio (the whole phrase may go)', () => {
    expect(texts('r11-studio', 'removing_adjuncts')).toEqual(['Animację wykonano.']);
  });
  it('opracował ulepszony silnik -/-> opracował silnik (parowy may go)', () => {
    expect(texts('r11-wynalazek', 'removing_adjuncts')).toEqual(['Wynalazca opracował ulepszony silnik.']);
  });
});

describe('removing_conjunct_in_adjunct: no conjunct goes when a numeral counts the conjuncts', () => {
  it('Trzy znaki wskazują dni wiosny i jesieni -/-> … dni wiosny', () => {
    expect(texts('r11-trzy', 'removing_conjunct_in_adjunct')).toEqual([]);
  });
  it('w dwudziestu artykułach ogłoszonych w polskich i zagranicznych pismach -/-> … w polskich pismach', () => {
    expect(texts('r11-publikacje', 'removing_conjunct_in_adjunct')).toEqual([]);
  });
  it('without a numeral either conjunct may go (positive control)', () => {
    expect(texts('r11-znaki', 'removing_conjunct_in_adjunct')).toEqual([
      'Znaki wskazują dni jesieni.',
      'Znaki wskazują dni wiosny.',
    ]);
  });
});

describe('removing_adjuncts: a removed numeral restores the nominative of a genitive predicate too', () => {
  it('znanych jest wiele stanowisk -> znane są stanowiska (not znanych są)', () => {
    expect(texts('r11-znanych', 'removing_adjuncts')).toEqual([
      'W regionie znane są stanowiska.',
      'Znane są stanowiska.',
      'Znanych jest wiele stanowisk.',
    ]);
  });
});

describe('review 11 guards: what they leave alone', () => {
  it('a manner adverb before być is its predicate and stays: Tak było zawsze -> Tak było, not *Było zawsze', () => {
    expect(texts('r11-tak', 'removing_adjuncts')).toEqual(['Tak było.']);
  });
  it('asyndetic adjectives under a counted subject are attributes: either may go', () => {
    expect(texts('r11-fotele', 'removing_conjunct_in_adjunct')).toEqual([
      'Trzy osoby siedzą na czarnych fotelach.',
      'Trzy osoby siedzą na dużych fotelach.',
    ]);
  });
});
