// The bundled rules on hand-written sentences (fixtures/pl/f15b.conllu): the faults of review 15 (seeds 2045,
// 2046) fixed in the f15b round, each with a positive control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f15b.conllu');
});

const ruleTexts = (id: string, type: string, rule: string) =>
  textsOf(cands, id, (c) => c.type === type && c.rule === rule);

describe('mixing_dependents: the genitive of a frozen noun + genitive pair is no slot and no donor', () => {
  it('Z tego punktu widzenia -/-> *Z tego punktu programu', () => {
    expect(ruleTexts('f15b-punkt', 'mixing_dependents', 'noun_modifier_bare')).toEqual([]);
  });
  it('a plain genitive of punkt is replaced, never by widzenia (positive control)', () => {
    expect(ruleTexts('f15b-punkt-ctrl', 'mixing_dependents', 'noun_modifier_bare')).toEqual(['Ten punkt zbiórki jest dobry.']);
  });
  it('w imieniu rządu -/-> *w imieniu dziecka', () => {
    expect(ruleTexts('f15b-imie', 'mixing_dependents', 'noun_modifier_bare')).toEqual([]);
  });
  it('imię dziecka takes the genitive of a plain imię (psa), never rządu of w imieniu rządu', () => {
    expect(ruleTexts('f15b-imie-donor', 'mixing_dependents', 'noun_modifier_bare')).toEqual(['Imię psa brzmi ładnie.']);
    expect(ruleTexts('f15b-imie-donor-ok', 'mixing_dependents', 'noun_modifier_bare')).toEqual(['Imię dziecka jest krótkie.']);
  });
});

describe('removing_conjunct_in_adjunct: no conjunct removed from the title of an act or from a name', () => {
  it('ustawę o komercjalizacji i prywatyzacji -/-> *ustawę o prywatyzacji', () => {
    expect(textsOf(cands, 'f15b-ustawa', (c) => c.type === 'removing_conjunct_in_adjunct')).toEqual([]);
  });
  it('a report on two things loses one (positive control)', () => {
    expect(textsOf(cands, 'f15b-ustawa-ctrl', (c) => c.type === 'removing_conjunct_in_adjunct')).toEqual([
      'Sejm omówił raport o komercjalizacji.',
      'Sejm omówił raport o prywatyzacji.',
    ]);
  });
  it('w Ministerstwie Kultury i Sztuki -/-> *w Ministerstwie Sztuki', () => {
    expect(textsOf(cands, 'f15b-nazwa', (c) => c.type === 'removing_conjunct_in_adjunct')).toEqual([]);
  });
  it('a lower-case centrum kultury i sztuki loses one (positive control)', () => {
    expect(textsOf(cands, 'f15b-nazwa-ctrl', (c) => c.type === 'removing_conjunct_in_adjunct')).toEqual([
      'Pracuje w centrum kultury.',
      'Pracuje w centrum sztuki.',
    ]);
  });
});

describe('removing_adjuncts: a relative clause of żyć keeps its last dependent', () => {
  it('człowieka, który żył w górach -/-> *człowieka, który żył.', () => {
    expect(ruleTexts('f15b-zyl', 'removing_adjuncts', 'single_adjunct').sort()).toEqual(['Znaleziono mumię człowieka.'].sort()); // and prec_keep (removing_adjuncts.drv, '--- prec ---'): a noun keeps its only modifier when that is a genitive noun (mumia człowieka)
  });
  it('a relative clause with its relative word as object loses it (positive control; since session 14 every relative clause whose relative word is the subject keeps it, test/s14.test.ts)', () => {
    expect(ruleTexts('f15b-zyl-ctrl', 'removing_adjuncts', 'single_adjunct').sort()).toEqual([
      'Znaleziono mumię człowieka.',
      'Znaleziono mumię człowieka, którego pochowano.',
      // prec_keep (removing_adjuncts.drv, '--- prec ---'): a noun keeps its only modifier when that is a genitive noun (mumia człowieka)
    ].sort());
  });
});
