// The bundled rules on hand-written sentences (fixtures/pl/f17a.conllu): follow-up fixes for review 17
// (seeds 2051-2054) in removing_adjuncts, each with a positive control that differs in one feature.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, ofType, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f17a.conllu');
});

const texts = (id: string) => textsOf(cands, id, ofType('removing_adjuncts'));

describe('removing_adjuncts: the phrase a verb\'s sense rests on stays (f17a_sense_keep)', () => {
  it('Zawodniczka przeskakuje przez płotek -/-> *Zawodniczka przeskakuje.', () => {
    expect(texts('f17a-przeskakuje')).toEqual([]);
  });
  it('Zawodniczka biegnie przez park -> Zawodniczka biegnie. (positive control)', () => {
    expect(texts('f17a-przeskakuje-ctrl')).toEqual(['Zawodniczka biegnie.']);
  });
  it('Kierowca prowadził w klasyfikacji -/-> *Kierowca prowadził.', () => {
    expect(texts('f17a-prowadzil')).toEqual([]);
  });
  it('Kierowca prowadził autobus w mieście -> Kierowca prowadził autobus. (positive control)', () => {
    expect(texts('f17a-prowadzil-ctrl')).toEqual(['Kierowca prowadził autobus.']);
  });
  it('Chłopcy unoszą się na wodzie -/-> *Chłopcy unoszą się.', () => {
    expect(texts('f17a-unosza')).toEqual([]);
  });
  it('Chłopcy bawią się na wodzie -> Chłopcy bawią się. (positive control)', () => {
    expect(texts('f17a-unosza-ctrl')).toEqual(['Chłopcy bawią się.']);
  });
});

describe('removing_adjuncts: the dative a verb governs stays whatever its relation (f17a_dative_keep)', () => {
  it('Koledzy będą mi dokuczać -/-> *Koledzy będą dokuczać.', () => {
    expect(texts('f17a-dokuczac')).toEqual([]);
  });
  it('Koledzy będą mi hałasować -> Koledzy będą hałasować. (positive control)', () => {
    expect(texts('f17a-dokuczac-ctrl')).toEqual(['Koledzy będą hałasować.']);
  });
});

describe('removing_adjuncts: the schedule a claim follows stays (f17a_source_keep)', () => {
  it('Zgodnie z programem prezydent przemówi wieczorem -/-> *Prezydent przemówi wieczorem.', () => {
    expect(texts('f17a-program')).toEqual(['Zgodnie z programem prezydent przemówi.']);
  });
  it('Zgodnie z procedurą prezydent przemówi wieczorem loses the procedure (positive control)', () => {
    expect(texts('f17a-program-ctrl')).toEqual(['Prezydent przemówi wieczorem.', 'Prezydent przemówi.', 'Zgodnie z procedurą prezydent przemówi.']);
  });
});

describe('removing_adjuncts: the jeden half of a jeden/drugi pair stays while drugi stays (f17a_contrast_keep)', () => {
  it('stoi na jednej nodze i unosi drugą nogę -/-> *stoi i unosi drugą nogę', () => {
    expect(texts('f17a-jedna')).toEqual([]);
  });
  it('stoi na lewej nodze i unosi drugą nogę -> stoi i unosi drugą nogę (positive control)', () => {
    expect(texts('f17a-jedna-ctrl')).toEqual(['Chłopiec stoi i unosi drugą nogę.', 'Chłopiec stoi i unosi nogę.']);
  });
});

describe('removing_adjuncts: a classifying noun keeps its -ski adjective (f17a_term_keep)', () => {
  it('czyta książkę w języku duńskim -/-> *czyta książkę w języku', () => {
    expect(texts('f17a-jezyk')).toEqual(['Marek czyta książkę.']);
  });
  it('czyta książkę w pociągu duńskim -> czyta książkę w pociągu (positive control)', () => {
    expect(texts('f17a-jezyk-ctrl')).toEqual(['Marek czyta książkę w pociągu.', 'Marek czyta książkę.']);
  });
});

describe('removing_adjuncts: ranking bands and directions of a step stay (f17a_term_keep)', () => {
  it('trafił do pierwszej dziesiątki -/-> *trafił do dziesiątki', () => {
    expect(texts('f17a-dziesiatka')).toEqual([]);
  });
  it('trafił do pierwszej grupy -> trafił do grupy (positive control)', () => {
    expect(texts('f17a-dziesiatka-ctrl')).toEqual(['Singiel trafił do grupy.']);
  });
  it('zrobiła skok do przodu -/-> *zrobiła skok', () => {
    expect(texts('f17a-skok')).toEqual([]);
  });
  it('zrobiła skok do wody -> zrobiła skok (positive control)', () => {
    expect(texts('f17a-skok-ctrl')).toEqual(['Firma zrobiła skok.']);
  });
});

describe('removing_adjuncts: a bare postposed participle, the noun\'s only modifier, names a kind (f17a_term_keep)', () => {
  it('wysłała pismo ponaglające -/-> *wysłała pismo', () => {
    expect(texts('f17a-ponaglajace')).toEqual([]);
  });
  it('wysłała pismo urzędowe -> wysłała pismo (positive control)', () => {
    expect(texts('f17a-ponaglajace-ctrl')).toEqual(['Prokuratura wysłała pismo.']);
  });
});

describe('removing_adjuncts: the adjectives of the two poles of a change stay (f17a_change_keep)', () => {
  it('zmieniła się od prostych krojów do bogatych zdobień loses no adjective', () => {
    expect(texts('f17a-zmiana')).toEqual([]);
  });
  it('rozwinęła się od prostych krojów do bogatych zdobień loses either (positive control)', () => {
    expect(texts('f17a-zmiana-ctrl')).toEqual([
      'Moda rozwinęła się od krojów do bogatych zdobień.',
      'Moda rozwinęła się od krojów do zdobień.',
      'Moda rozwinęła się od prostych krojów do zdobień.',
    ]);
  });
});
