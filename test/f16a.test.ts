// The bundled rules on hand-written sentences (fixtures/pl/f16a.conllu): follow-up fixes for review 16
// (seeds 2047-2050) in removing_adjuncts, each with a positive control that differs in one feature.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, ofType, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f16a.conllu');
});

const texts = (id: string) => textsOf(cands, id, ofType('removing_adjuncts'));

describe('removing_adjuncts: no stronger claim under a verb that forbids or a negation (f16a_neg_keep)', () => {
  it('zakazał handlu zagranicznego -/-> *zakazał handlu', () => {
    expect(texts('f16a-zakaz')).toEqual([]);
  });
  it('bronił handlu zagranicznego -> bronił handlu (positive control)', () => {
    expect(texts('f16a-zakaz-ctrl')).toEqual(['Minister bronił handlu.']);
  });
  it('Nie przyszedł, aby pomóc bratu -/-> *Nie przyszedł.', () => {
    expect(texts('f16a-aby')).toEqual([]);
  });
  it('Przyszedł, aby pomóc bratu -> Przyszedł. (positive control)', () => {
    expect(texts('f16a-aby-ctrl')).toEqual(['Przyszedł.']);
  });
});

describe('removing_adjuncts: words the verb or phrase needs stay (f16a_sense_keep)', () => {
  it('stoi tyłem przy oknie -/-> *stoi przy oknie', () => {
    expect(texts('f16a-tylem')).toEqual(['Mężczyzna stoi tyłem.']);
  });
  it('stoi godzinami przy oknie loses either phrase (positive control)', () => {
    expect(texts('f16a-tylem-ctrl')).toEqual(['Mężczyzna stoi godzinami.', 'Mężczyzna stoi przy oknie.', 'Mężczyzna stoi.']);
  });
  it('pracował do spółki z bratem -/-> *pracował do spółki', () => {
    expect(texts('f16a-spolka')).toEqual(['Marek pracował.']);
  });
  it('pracował w spółce z bratem -> pracował w spółce (positive control)', () => {
    expect(texts('f16a-spolka-ctrl')).toEqual(['Marek pracował w spółce.', 'Marek pracował.']);
  });
  it('badawczym wzrokiem obejrzał -/-> *wzrokiem obejrzał', () => {
    expect(texts('f16a-wzrok')).toEqual(['Jerzy obejrzał kartę.']);
  });
  it('szybkim ruchem obrócił -> ruchem obrócił (positive control)', () => {
    expect(texts('f16a-wzrok-ctrl')).toEqual(['Jerzy obrócił kartę.', 'Jerzy ruchem obrócił kartę.']);
  });
  it('przystawia usta do szyby -/-> *przystawia usta', () => {
    expect(texts('f16a-przystawia')).toEqual([]);
  });
  it('wystawia usta do słońca -> wystawia usta (positive control)', () => {
    expect(texts('f16a-przystawia-ctrl')).toEqual(['Dziewczynka wystawia usta.']);
  });
  it('Terminy podaje się w dniach roboczych -/-> *Terminy podaje się.', () => {
    expect(texts('f16a-podaje')).toEqual([]);
  });
  it('Terminy zmienia się w dniach roboczych -> Terminy zmienia się. (positive control)', () => {
    expect(texts('f16a-podaje-ctrl')).toEqual(['Terminy zmienia się.']);
  });
  it('Przemawia w nich artysta -/-> *Przemawia artysta.', () => {
    expect(texts('f16a-przemawia')).toEqual([]);
  });
  it('Przemawia w sali artysta -> Przemawia artysta. (positive control)', () => {
    expect(texts('f16a-przemawia-ctrl')).toEqual(['Przemawia artysta.']);
  });
});

describe('removing_adjuncts: a source attribution stays like według X (f16a_source_keep)', () => {
  it('Zgodnie z informacją, pociągi pojadą jutro keeps the source', () => {
    expect(texts('f16a-zgodnie')).toEqual(['Zgodnie z informacją, pociągi pojadą.']);
  });
  it('Zgodnie z rozkazem may go (positive control; plan is a schedule source since f17a)', () => {
    expect(texts('f16a-zgodnie-ctrl')).toEqual(['Pociągi pojadą jutro.', 'Pociągi pojadą.', 'Zgodnie z rozkazem, pociągi pojadą.']);
  });
  it('podała wiadomość za agencją -/-> *podała wiadomość', () => {
    expect(texts('f16a-za')).toEqual([]);
  });
  it('podała wiadomość za granicą -> podała wiadomość (positive control)', () => {
    expect(texts('f16a-za-ctrl')).toEqual(['Gazeta podała wiadomość.']);
  });
});

describe('removing_adjuncts: contrast words stay (f16a_contrast_keep)', () => {
  it('zamieniła własny komponent na baterię innego producenta: neither half of the contrast goes', () => {
    expect(texts('f16a-wlasny')).toEqual([]);
  });
  it('stary komponent … innego producenta: both may go (positive control)', () => {
    expect(texts('f16a-wlasny-ctrl')).toEqual([
      'Firma zamieniła komponent na baterię innego producenta.',
      'Firma zamieniła komponent na baterię producenta.',
      'Firma zamieniła stary komponent na baterię producenta.',
    ]);
  });
  it('Dziecko inaczej widzi świat -/-> *Dziecko widzi świat.', () => {
    expect(texts('f16a-inaczej')).toEqual([]);
  });
  it('Dziecko wyraźnie widzi świat -> Dziecko widzi świat. (positive control)', () => {
    expect(texts('f16a-inaczej-ctrl')).toEqual(['Dziecko widzi świat.']);
  });
});

describe('removing_adjuncts: the antecedent of a kept ten + noun stays (f16a_anaphor_keep)', () => {
  it('Kiedy Kopernik opisał ruch planet, astronomowie przyjęli tę ideę: the fronted clause stays', () => {
    expect(texts('f16a-idea')).toEqual([]);
  });
  it('… przyjęli nową ideę: the clause may go (positive control)', () => {
    expect(texts('f16a-idea-ctrl')).toEqual([
      'Astronomowie przyjęli ideę.',
      'Astronomowie przyjęli nową ideę.',
      'Kiedy Kopernik opisał ruch planet, astronomowie przyjęli ideę.',
    ]);
  });
  it('mieszka w domu nad jeziorem i lubi to jezioro -/-> *w domu i lubi to jezioro', () => {
    expect(texts('f16a-jezioro')).toEqual([]);
  });
  it('… i lubi to miasto -> w domu i lubi to miasto (positive control)', () => {
    expect(texts('f16a-jezioro-ctrl')).toEqual(['Ojciec mieszka w domu i lubi to miasto.']);
  });
});

describe('removing_adjuncts: a floating thing keeps its only place (f16a_place_keep)', () => {
  it('Balon unosi się nad miastem -/-> *Balon unosi się.', () => {
    expect(texts('f16a-unosi')).toEqual([]);
  });
  it('Ptak szybuje nad miastem -> Ptak szybuje. (positive control; unosić się keeps its place with any subject since f17a)', () => {
    expect(texts('f16a-unosi-ctrl')).toEqual(['Ptak szybuje.']);
  });
});

describe('removing_adjuncts: no tautology between the subject and its predicate noun (f16a_tautology_keep)', () => {
  it('Energia słoneczna jest źródłem energii -/-> *Energia jest źródłem energii.', () => {
    expect(texts('f16a-energia')).toEqual([]);
  });
  it('Energia słoneczna jest źródłem ciepła -> Energia jest źródłem ciepła. (positive control)', () => {
    expect(texts('f16a-energia-ctrl')).toEqual(['Energia jest źródłem ciepła.']);
  });
});

describe('removing_adjuncts: a fronted argument is in the scope of the negation (f16a_fronted_neg_keep)', () => {
  it('Na życzliwość sąsiadów matka nie ma co liczyć -/-> *Na życzliwość matka nie ma co liczyć.', () => {
    expect(texts('f16a-liczyc')).toEqual([]);
  });
  it('Na życzliwość sąsiadów matka może liczyć -> Na życzliwość matka może liczyć. (positive control)', () => {
    expect(texts('f16a-liczyc-ctrl')).toEqual(['Na życzliwość matka może liczyć.']);
  });
});
