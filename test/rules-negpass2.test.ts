// The bundled rules for negation and passivisation on hand-written sentences
// (fixtures/pl/negpass2.conllu), from the review sample with seed 5309: adverbs before the
// verb under nikt/żaden, the ambiguous pronoun "je", abstract verbal nouns under żaden, and a
// purpose infinitive under passivisation; from seed 5310: quotation frames, nawet in coordinated
// predicates, następnie, and własny under passivisation.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

const FIXTURE = 'fixtures/pl/negpass2.conllu';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture(FIXTURE, { types: ['negation', 'passivisation'] });
});

const texts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type);

describe('negation', () => {
  it('a manner adverb before the verb: no nikt or żaden (*Nikt szybko nie biegnie), nie moves it after the verb', () => {
    expect(texts('np2-szybko', 'negation')).toEqual(['Chłopiec nie biegnie szybko po plaży.']);
  });

  it('a day adverb (wczoraj) stays before nie in every variant', () => {
    expect(texts('np2-wczoraj', 'negation')).toEqual([
      'Chłopiec wczoraj nie wyjechał.',
      'Nikt wczoraj nie wyjechał.',
      'Żaden chłopiec wczoraj nie wyjechał.',
    ]);
  });

  it('an object "je" (singular neuter or plural non-virile) is not negated: its genitive (go / ich) is a guess', () => {
    expect(texts('np2-je-sg', 'negation')).toEqual([]);
    expect(texts('np2-je-pl', 'negation')).toEqual([]);
  });

  it('a virile "ich" keeps its form', () => {
    expect(texts('np2-ich', 'negation')).toEqual(['Policja nie zatrzymała ich w porcie.']);
  });

  it('a quotation frame is not negated when part of the quotation precedes it (*Jutro - nie powiedział - wyjedziemy)', () => {
    expect(texts('np2-frame', 'negation')).toEqual([]);
  });

  it('coordinated predicates with nawet are not negated (*i nawet nie zjadł)', () => {
    expect(texts('np2-nawet', 'negation')).toEqual([]);
  });
  it('control: without nawet both predicates are negated (Chłopiec nie wstał i nie zjadł zupy)', () => {
    expect(texts('np2-nawet-ctl', 'negation')).toEqual(['Chłopiec nie wstał i nie zjadł zupy.']);
  });

  it('następnie stays before nie', () => {
    expect(texts('np2-nastepnie', 'negation')).toEqual(['Następnie nie wrócił do domu.']);
  });

  it('no żaden with an abstract verbal noun (*Żadne znaczenie nie rośnie)', () => {
    expect(texts('np2-znaczenie', 'negation')).toEqual(['Znaczenie portu nie rośnie.']);
  });
});

describe('passivisation', () => {
  it('no passive when a purpose infinitive was controlled by the subject', () => {
    expect(texts('np2-aby', 'passivisation')).toEqual([]);
    expect(texts('np2-zbieraja', 'passivisation')).toEqual(['Książki są zbierane w szkole przez harcerzy.']);
  });

  it('no passive with własny (*Własne koszty są pokrywane przez firmy)', () => {
    expect(texts('np2-wlasne', 'passivisation')).toEqual([]);
  });
  it('control: wysoki is no reflexive (Wysokie koszty są pokrywane przez firmy)', () => {
    expect(texts('np2-wlasne-ctl', 'passivisation')).toEqual(['Wysokie koszty są pokrywane przez firmy.']);
  });
});
