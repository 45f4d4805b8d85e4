// The bundled rules on hand-written sentences (fixtures/pl/neg2.conllu): the faults found in the neg2
// reading rounds (seeds 5211, 5212) and scans of the output, each with a positive control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, ofVariant, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/neg2.conllu');
});

const variantTexts = (id: string, type: string, variant: string) => textsOf(cands, id, ofVariant(type, variant));

describe('negation: no nie over a correlative zarówno … jak', () => {
  it('zatrzymała zarówno kierowcę, jak pasażerkę -/-> *nie zatrzymała zarówno kierowcy, jak pasażerki', () => {
    expect(variantTexts('neg2-zarowno', 'negation', 'nie')).toEqual([]);
  });
  it('a plain coordination is negated (positive control)', () => {
    expect(variantTexts('neg2-zarowno-ctrl', 'negation', 'nie')).toEqual(['Policja nie zatrzymała kierowcy i pasażerki.']);
  });
});

describe('dropping_conjunction: a participle phrase before the noun holds no single dash', () => {
  it('czyta książkę - powieść i pije -/-> *Czytający książkę - powieść chłopiec pije', () => {
    expect(variantTexts('neg2-dash', 'dropping_conjunction', 'pact_first')).toEqual([]);
  });
  it('without the dash the phrase moves (positive control)', () => {
    expect(variantTexts('neg2-dash-ctrl', 'dropping_conjunction', 'pact_first')).toEqual(['Czytający książkę chłopiec pije herbatę.']);
  });
});

describe('negation: no nie in an exclamation with a question word (nie is expletive there)', () => {
  it('Ileż zupy ugotowali -/-> *Ileż zupy nie ugotowali (= they cooked a lot)', () => {
    expect(textsOf(cands, 'neg2-ilez', (c) => c.type === 'negation')).toEqual([]);
  });
  it('a plain fronted object is negated (positive control)', () => {
    expect(variantTexts('neg2-ilez-ctrl', 'negation', 'nie')).toEqual(['Zupy nie ugotowali w kuchni.']);
  });
});

describe('negation: no nie on the frame after a quoted interjection', () => {
  it('— Och — westchnęła Ewa -/-> *— Och — nie westchnęła Ewa', () => {
    expect(textsOf(cands, 'neg2-aaa', (c) => c.type === 'negation')).toEqual([]);
  });
  it('an interjection before a plain clause stays (positive control)', () => {
    expect(variantTexts('neg2-aaa-ctrl', 'negation', 'nie')).toEqual(['Och, Ewa nie westchnęła.']);
  });
});

describe('negation: no nie before a certainty phrase after the verb', () => {
  it('Teraz pociąg jedzie na pewno -/-> *Teraz pociąg nie jedzie na pewno', () => {
    expect(textsOf(cands, 'neg2-napewno', (c) => c.type === 'negation')).toEqual([]);
  });
  it('a manner adverb after the verb stays (positive control)', () => {
    expect(variantTexts('neg2-napewno-ctrl', 'negation', 'nie')).toEqual(['Teraz pociąg nie jedzie szybko.']);
  });
});

describe('negation: a filler wiesz before a bare clause is not negated', () => {
  it('Wiesz, ludzie czasem chorują -/-> *Nie wiesz, ludzie czasem chorują', () => {
    expect(textsOf(cands, 'neg2-wiesz', (c) => c.type === 'negation')).toEqual([]);
  });
  it('wiesz with a że clause is negated (positive control)', () => {
    expect(variantTexts('neg2-wiesz-ctrl', 'negation', 'nie')).toEqual(['Nie wiesz, że ludzie czasem chorują.']);
  });
});

describe('negation: a comparative quantity before the verb', () => {
  it('W nocy więcej skradziono butelek -/-> *W nocy więcej nie skradziono butelek', () => {
    expect(textsOf(cands, 'neg2-wiecej', (c) => c.type === 'negation')).toEqual([]);
  });
  it('after the verb it stays (positive control)', () => {
    expect(variantTexts('neg2-wiecej-ctrl', 'negation', 'nie')).toEqual(['W nocy nie skradziono więcej butelek.']);
  });
});

describe('removing_conjunct_in_adjunct: a repeated conjunct is emphasis, not a list', () => {
  it('czeka bardzo, bardzo długo -/-> czeka bardzo długo (as Idzie wiosna, idzie -/-> *Idzie wiosna)', () => {
    expect(textsOf(cands, 'neg2-bardzo', (c) => c.type === 'removing_conjunct_in_adjunct')).toEqual([]);
  });
  it('two different conjuncts are a list (positive control)', () => {
    expect(textsOf(cands, 'neg2-bardzo-ctrl', (c) => c.type === 'removing_conjunct_in_adjunct')).toEqual([
      'Chłopiec czeka bardzo długo.',
      'Chłopiec czeka naprawdę długo.',
    ]);
  });
});

describe('negation: no nie over an exemplifying particle', () => {
  it('sprzedaje na przykład świeżą bułkę -/-> *nie sprzedaje na przykład świeżej bułki', () => {
    expect(textsOf(cands, 'neg2-np', (c) => c.type === 'negation')).toEqual([]);
  });
  it('without it the object is negated (positive control)', () => {
    expect(variantTexts('neg2-np-ctrl', 'negation', 'nie')).toEqual(['Sklep nie sprzedaje świeżej bułki.']);
  });
});

describe('negation: no nie before a colon and a clause that spells the claim out', () => {
  it('wpłynie na ceny: wzrośnie inflacja -/-> *nie wpłynie na ceny: wzrośnie inflacja', () => {
    expect(textsOf(cands, 'neg2-colon', (c) => c.type === 'negation')).toEqual([]);
  });
  it('without the colon clause it is negated (positive control)', () => {
    expect(variantTexts('neg2-colon-ctrl', 'negation', 'nie')).toEqual(['Podatek nie wpłynie na ceny.']);
  });
});

describe('negation: no nie before a converb of result', () => {
  it('połączyła się z jeziorem, tworząc zatokę -/-> *nie połączyła się z jeziorem, tworząc zatokę', () => {
    expect(textsOf(cands, 'neg2-result', (c) => c.type === 'negation')).toEqual([]);
  });
  it('a converb of manner stays (positive control)', () => {
    expect(variantTexts('neg2-result-ctrl', 'negation', 'nie')).toEqual(['Rzeka nie połączyła się z jeziorem, omijając zatokę.']);
  });
});
