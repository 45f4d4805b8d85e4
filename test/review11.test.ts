// The bundled rules on hand-written sentences (fixtures/pl/review11.conllu): the causes of
// reviews 11a and 11b ("Causes") outside the removal types.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/review11.conllu');
});

const texts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type);
const ruleTexts = (id: string, type: string, rule: string) => textsOf(cands, id, (c) => c.type === type && c.rule === rule);

describe('mixing_dependents: a donor never doubles a genitive role the verb keeps', () => {
  it('zjeżdża z fioletowej zjeżdżalni do basenu -/-> zjeżdża z fioletowej zjeżdżalni ze śnieżnej zaspy', () => {
    expect(ruleTexts('r11-basen', 'mixing_dependents', 'oblique')).toEqual(['Kobieta zjeżdża ze śnieżnej zaspy do basenu.']);
  });
  it('a source for a source still comes in (positive control)', () => {
    expect(ruleTexts('r11-zaspa', 'mixing_dependents', 'oblique')).toEqual(['Chłopiec zjeżdża z fioletowej zjeżdżalni.']);
  });
});

describe('mixing_dependents: a noun with a relative possessor takes no genitive donor', () => {
  it('Jana, którego czas pracy minął -/-> którego czas cesarza minął', () => {
    expect(ruleTexts('r11-kurion', 'mixing_dependents', 'noun_modifier_bare')).toEqual([]);
  });
  it('a noun without a possessor takes it (positive control)', () => {
    expect(ruleTexts('r11-cesarz', 'mixing_dependents', 'noun_modifier_bare')).toEqual(['Czas pracy minął.']);
  });
});

describe('negation: no żaden on a partitive or quantity noun', () => {
  it('Część z nich uciekła -/-> Żadna część (z nich) nie uciekła', () => {
    expect(ruleTexts('r11-czesc', 'negation', 'negate_predicate')).toEqual(['Część z nich nie uciekła do lasu.']);
  });
  it('Reszta gości wyszła -/-> Żadna reszta gości nie wyszła', () => {
    expect(ruleTexts('r11-reszta', 'negation', 'negate_predicate')).toEqual(['Reszta gości nie wyszła.']);
  });
  it('część of one whole keeps żaden with its whole (positive control)', () => {
    expect(ruleTexts('r11-region', 'negation', 'negate_predicate')).toEqual([
      'Część regionu nie leży w górach.',
      'Żadna część regionu nie leży w górach.',
    ]);
  });
});

describe('swapping_rc_ptcp: a split participle phrase and a product name get no relative clause', () => {
  it('tych proponowanych środków w programie -/-> środków, które są proponowane w programie', () => {
    expect(texts('r11-srodki', 'swapping_rc_ptcp')).toEqual([]);
  });
  it('a postposed participle phrase moves whole (positive control)', () => {
    expect(texts('r11-program', 'swapping_rc_ptcp')).toEqual(['Nie widzę środków, które są proponowane w programie.']);
  });
  it('je smażonego kurczaka -/-> je kurczaka, który jest smażony', () => {
    expect(texts('r11-kurczak', 'swapping_rc_ptcp')).toEqual([]);
  });
  it('with an agent it is an event (positive control)', () => {
    expect(texts('r11-babcia', 'swapping_rc_ptcp')).toEqual(['Chłopiec je kurczaka, który jest smażony przez babcię.']);
  });
});

describe('a sentence-initial institution noun keeps its capital when it moves', () => {
  it('Komisja monitoruje umowę -> Umowa jest monitorowana przez Komisję', () => {
    expect(texts('r11-komisja', 'passivisation')).toEqual(['Umowa jest monitorowana przez Komisję.']);
  });
  it('counted by an inserted żaden it is a common noun', () => {
    expect(ruleTexts('r11-komisja', 'negation', 'negate_predicate')).toEqual([
      'Komisja nie monitoruje umowy.',
      'Żadna komisja nie monitoruje umowy.',
    ]);
  });
  it('with a lower-case adjective it is a common noun (control)', () => {
    expect(texts('r11-egzamin', 'passivisation')).toEqual(['Umowa jest monitorowana przez komisję egzaminacyjną.']);
  });
});
