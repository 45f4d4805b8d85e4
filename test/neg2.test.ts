// The bundled rules on hand-written sentences (fixtures/pl/neg2.conllu): the faults found in the neg2
// reading rounds (seeds 5211, 5212) and scans of the output, each with a positive control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/neg2.conllu');
});

const variantTexts = (id: string, type: string, variant: string) =>
  textsOf(cands, id, (c) => c.type === type && c.variant === variant);

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
