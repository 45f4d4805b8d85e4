// Wrong forms that a read of real output found and that are now dropped or corrected
// (fixtures/pl/forms.conllu): each fixture sentence has its control, and each test fails on the rules before.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];
let mixing: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/forms.conllu', { types: ['negation', 'removing_adjuncts', 'removing_conjunct_in_adjunct'], quiet: true });
  mixing = await generateFixture('fixtures/pl/forms.conllu', { types: ['mixing_dependents'], quiet: true });
}, 120_000);

const of = (type: string) => (id: string) => textsOf(cands, id, (c) => c.type === type);
const negation = of('negation');
const removal = of('removing_adjuncts');
const conjunct = of('removing_conjunct_in_adjunct');

describe('genitive of negation', () => {
  it('an object the parser tagged nominative is not negated (it would keep its nominative); tagged accusative it is', () => {
    expect(negation('forms-napoj-nom')).toEqual([]);
    expect(negation('forms-napoj-acc')).toEqual([
      'Mężczyzna nie pije pomarańczowego napoju.',
      'Nikt nie pije pomarańczowego napoju.',
      'Żaden mężczyzna nie pije pomarańczowego napoju.',
    ]);
  });
  it('the numeral of a plurale tantum object takes the genitive too (kilka warunków -> nie … kilku warunków)', () => {
    expect(negation('forms-warunki')).toEqual(['Prawo nie określa kilku warunków.', 'Żadne prawo nie określa kilku warunków.']);
  });
});

describe('removing a governing numeral', () => {
  it('not from an object (the noun would keep the form the numeral licensed); from a subject it goes (issue-piec in the rule examples)', () => {
    expect(removal('forms-zawodnicy')).toEqual([]);
    expect(negation('forms-zawodnicy')).toEqual(['Klub nie zakontraktował dziewięciu zawodników.', 'Żaden klub nie zakontraktował dziewięciu zawodników.']);
  });
});

describe('coordinated adjectives that make a singular noun two things', () => {
  it('under a plural verb neither adjective goes (*Jasny pies biegają); under a singular verb either may', () => {
    expect(conjunct('forms-psy')).toEqual([]);
    expect(removal('forms-psy')).toEqual([]);
    expect(conjunct('forms-pies')).toEqual(['Ciemny pies biega.', 'Jasny pies biega.']);
    expect(removal('forms-pies')).toEqual(['Pies biega.']);
  });
});

describe('vocalic z', () => {
  it('z stays z before mniejszość (only mną and mnie take ze)', () => {
    expect(removal('forms-mniejszosc')).toEqual(['Długo rozmawiał.', 'Rozmawiał z mniejszością.', 'Rozmawiał.']);
  });
});

describe('mixing an object', () => {
  it('not when a later pronoun may refer back to it (*znalazł klucz i oddał ją); without the pronoun it is mixed', () => {
    const objects = (id: string) => textsOf(mixing, id, (c) => c.rule === 'object');
    expect(objects('forms-pilka-ja')).toEqual([]);
    expect(objects('forms-pilka')).toEqual(['Chłopiec znalazł klucz.']);
  });
});
