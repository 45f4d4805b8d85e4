// The bundled rules on hand-written sentences (fixtures/pl/f20.conllu): review 20's causes fixed in
// session 7, each with a one-change control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, ofType, ofRules, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f20.conllu', { types: ['negation', 'removing_adjuncts', 'removing_conjunct_in_adjunct', 'mixing_dependents'] });
});

describe('negation: a czy-question is no statement, whatever its final mark', () => {
  it('Czy prawo pozwala zabrać dziecko matce. -/-> *Czy prawo nie pozwala …', () => {
    expect(textsOf(cands, 'f20-czy', ofType('negation'))).toEqual([]);
  });
  it('the same sentence without czy is negated (one-change control)', () => {
    expect(textsOf(cands, 'f20-czy-ctrl', ofType('negation'))).toEqual([
      'Prawo nie pozwala zabrać dziecka matce.',
      'Żadne prawo nie pozwala zabrać dziecka matce.',
    ]);
  });
});

describe('removing_adjuncts: the tak of a first-person hedge stays (że tak powiem)', () => {
  it('Szef ma, że tak powiem, pewne przywileje -/-> *Szef ma, że powiem, pewne przywileje', () => {
    expect(textsOf(cands, 'f20-tak', ofType('removing_adjuncts'))).toEqual([]);
  });
  it('a third-person że tak powie is no hedge: tak goes (one-change control)', () => {
    expect(textsOf(cands, 'f20-tak-ctrl', ofType('removing_adjuncts'))).toEqual(['Szef wie, że powie.']);
  });
});

describe('removing_conjunct_in_adjunct: the coordinated genitives of a minister name one office', () => {
  it('Minister kultury i sztuki -/-> *Minister kultury', () => {
    expect(textsOf(cands, 'f20-minister', ofType('removing_conjunct_in_adjunct'))).toEqual([]);
  });
  it('under another head either conjunct goes (one-change control)', () => {
    expect(textsOf(cands, 'f20-minister-ctrl', ofType('removing_conjunct_in_adjunct'))).toEqual([
      'Muzeum kultury otworzyło wystawę.',
      'Muzeum sztuki otworzyło wystawę.',
    ]);
  });
});

describe('punctuation: a comma that closed a replaced insertion goes before a simple i', () => {
  it('przyjacielem Piotra, znanego reżysera, i pracuje -> przyjacielem rodziny i pracuje (not *rodziny, i)', () => {
    expect(textsOf(cands, 'f20-comma', ofRules('mixing_dependents', 'noun_modifier_bare'))).toEqual(['Jan jest przyjacielem rodziny i pracuje w kinie.']);
  });
  it('the comma stays where the apposition stays (removals inside it or after it)', () => {
    expect(textsOf(cands, 'f20-comma', ofType('removing_adjuncts'))).toEqual([
      'Jan jest przyjacielem Piotra i pracuje w kinie.',
      'Jan jest przyjacielem Piotra i pracuje.',
      'Jan jest przyjacielem Piotra, reżysera, i pracuje w kinie.',
      'Jan jest przyjacielem Piotra, znanego reżysera, i pracuje.',
    ]);
  });
  it('before a, which takes a comma, it stays (one-change control)', () => {
    expect(textsOf(cands, 'f20-comma-ctrl', ofRules('mixing_dependents', 'noun_modifier_bare'))).toEqual(['Jan jest przyjacielem rodziny, a pracuje w kinie.']);
  });
});
