// The bundled rules on hand-written sentences (fixtures/pl/review8misc.conllu): causes 5–8 of
// review 8 (docs/reviews/review-8.md, "Remaining error patterns and general fixes").
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

const FIXTURE = 'fixtures/pl/review8misc.conllu';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture(FIXTURE);
});

const texts = (id: string, type: string, rule = '') =>
  textsOf(cands, id, (c) => c.type === type && c.rule.startsWith(rule));

describe('swapping_rc_ptcp (cause 5): a lasting function of a thing a past verb brings out stays present', () => {
  it('wprowadziła aplikację pozwalającą -> która pozwala (not pozwalała)', () => {
    expect(texts('r8-aplikacja', 'swapping_rc_ptcp')).toEqual([
      'Firma wprowadziła nową aplikację, która pozwala klientom śledzić wydatki.',
    ]);
  });
  it('an ordinary event participle in a past clause still takes the past', () => {
    expect(texts('r8-kierowca', 'swapping_rc_ptcp')).toEqual(['Policja zatrzymała kierowcę, który jechał szybko autem.']);
  });
});

describe('punctuation repair (cause 6): an abbreviation keeps the period it shared with the sentence end', () => {
  it('p.n.e. before an inserted clause', () => {
    expect(texts('r8-pne', 'swapping_rc_ptcp')).toEqual(['W muzeum leżą naczynia z 3000 r. p.n.e., które są zniszczone.']);
  });
});

describe('swapping_rc_ptcp (cause 6): no second który clause after one inside the noun phrase', () => {
  it('zamrożoną mumię człowieka, który żył … is left alone', () => {
    expect(texts('r8-mumia', 'swapping_rc_ptcp')).toEqual([]);
  });
});

describe('agreement (cause 7): a distributive jeden za drugim does not agree with the subject', () => {
  it('removing the numeral leaves jeden singular', () => {
    // not: Ludzie, jedni za drugim, …
    expect(texts('r8-jeden', 'removing_adjuncts')).toEqual([
      'Ludzie schodzą.',
      'Ludzie, jeden za drugim, schodzą z góry.',
      'Pięcioro ludzi schodzi z góry.',
      'Pięcioro ludzi schodzi.',
      'Pięcioro ludzi, jeden za drugim, schodzi.',
    ]);
  });
});

describe('mixing_dependents (cause 8): a reciprocal predicate takes only plural subjects', () => {
  it('trzymając się za ręce: Trzy osoby, not Mężczyzna', () => {
    expect(texts('r8-rece', 'mixing_dependents', 'subject')).toEqual([
      'Trzy osoby stoją na lodowisku, trzymając się za ręce.',
    ]);
  });
  it('without a reciprocal any subject donor is fine', () => {
    expect(texts('r8-mezczyzna', 'mixing_dependents', 'subject')).toEqual(['Trzy osoby stoją przy ogrodzeniu.']);
    expect(texts('r8-osoby', 'mixing_dependents', 'subject')).toEqual(['Mężczyzna stoi przy bramie.']);
  });
});

describe('mixing_dependents: a partitive picking from the subject (fixtures/pl/partitive.conllu)', () => {
  let pt: Candidate[] = [];
  beforeAll(async () => {
    pt = await generateFixture('fixtures/pl/partitive.conllu', { types: ['mixing_dependents'] });
  });
  it('jeden z nich agrees with the subject in gender: no donor (-/-> Trzy osoby stoją …, jeden z nich)', () => {
    expect(textsOf(pt, 'pt-jeden')).toEqual([]);
  });
  it('a plain plural pronoun takes a plural donor of any gender', () => {
    expect(textsOf(pt, 'pt-ich')).toEqual(['Trzy osoby stoją pod drzwiami, ich matka trzyma torbę.']);
    expect(textsOf(pt, 'pt-osoby')).toEqual(['Dwaj chłopcy stoją przy bramie.']);
  });
});
