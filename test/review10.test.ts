// The bundled rules on hand-written sentences (fixtures/pl/review10.conllu): the causes of
// reviews 10a and 10b ("Causes and general fixes", "Remaining error patterns and general fixes").
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/review10.conllu');
});

const texts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type);
const ruleTexts = (id: string, type: string, rule: string) => textsOf(cands, id, (c) => c.type === type && c.rule === rule);

describe('mixing_dependents: a donor never repeats a dependent the verb keeps', () => {
  it('zjeżdża na nartach po stoku -/-> zjeżdża na nartach na nartach', () => {
    expect(ruleTexts('r10-narty', 'mixing_dependents', 'oblique')).toEqual([]);
  });
  it('a donor that fills no kept role still comes in (positive control)', () => {
    expect(ruleTexts('r10-gora', 'mixing_dependents', 'oblique')).toEqual(['Kobieta zjeżdża po stoku z góry.']);
  });
});

describe('removing_adjuncts: the superlative in the partitive of a predicative jeden stays', () => {
  it('jest jednym z najgłębszych systemów -/-> jest jednym z systemów (single and all)', () => {
    expect(texts('r10-metro', 'removing_adjuncts')).toEqual(['Metro jest jednym z najgłębszych systemów.']);
  });
  it('czyni ją jedną z najbardziej ekspansywnych kultur -/-> czyni ją jedną z kultur', () => {
    expect(texts('r10-kultura', 'removing_adjuncts')).toEqual([]);
  });
  it('a subject jeden is no predicate: its superlative may go (positive control)', () => {
    expect(texts('r10-najstarszy', 'removing_adjuncts')).toEqual([
      'Jeden z mężczyzn siedzi na ławce.',
      'Jeden z mężczyzn siedzi.',
      'Jeden z najstarszych mężczyzn siedzi.',
    ]);
  });
});

describe('swapping_rc_ptcp: a bare participle of esteem before its noun is an adjective', () => {
  it('tom uznanej serii -/-> tom serii, która jest uznana', () => {
    expect(texts('r10-seria', 'swapping_rc_ptcp')).toEqual([]);
  });
  it('with an agent it is an event (positive control)', () => {
    expect(texts('r10-krytycy', 'swapping_rc_ptcp')).toEqual(['Autor pisze tom serii, która została uznana przez krytyków.']);
  });
});

describe('removing_adjuncts: a relational or figurative head keeps its genitive, a term its adjective', () => {
  it('uczestnik ruchu -/-> uczestnik', () => {
    expect(texts('r10-uczestnik', 'removing_adjuncts')).toEqual(['Policja zatrzymała uczestnika ruchu.']);
  });
  it('obywatele państw trzecich -/-> obywatele (państw)', () => {
    expect(texts('r10-obywatele', 'removing_adjuncts')).toEqual(['Obywatele państw trzecich pracują.']);
  });
  it('cud wiosny -/-> cud', () => {
    // the time phrase stays too since session 15: zdarzać się after its subject keeps its last adjunct (s15.test.ts)
    expect(texts('r10-cud', 'removing_adjuncts')).toEqual([]);
  });
});

describe('removing_adjuncts: no possessor removed before an indeclinable name that would take its place', () => {
  it('Mimo jej spóźnienia Kate ją przywitała -/-> Mimo spóźnienia Kate …', () => {
    expect(texts('r10-kate', 'removing_adjuncts')).toEqual(['Kate ją przywitała.']);
  });
  it('a declined name (Anna) keeps the two apart (positive control)', () => {
    expect(texts('r10-anna', 'removing_adjuncts')).toEqual(['Anna ją przywitała.', 'Mimo spóźnienia Anna ją przywitała.']);
  });
});

describe('removing_adjuncts: the bound of a change verb under a scalar focus stays', () => {
  it('po raz pierwszy … spadła poniżej zera -/-> po raz pierwszy … spadła', () => {
    expect(texts('r10-raz', 'removing_adjuncts')).toEqual(['Temperatura spadła poniżej zera.', 'Temperatura spadła.']);
  });
  it('without the focus the bound may go (positive control)', () => {
    expect(texts('r10-wczoraj', 'removing_adjuncts')).toEqual([
      'Temperatura spadła poniżej zera.',
      'Temperatura spadła.',
      'Wczoraj temperatura spadła.',
    ]);
  });
});
