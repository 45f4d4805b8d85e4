// The bundled rules on hand-written sentences (fixtures/pl/review10.conllu): the causes of
// reviews 10a and 10b ("Causes and general fixes", "Remaining error patterns and general fixes").
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/review10.conllu');
});

const texts = (id: string, type: string) => [...new Set(textsOf(cands, id, (c) => c.type === type))];
const ruleTexts = (id: string, type: string, rule: string) => [...new Set(textsOf(cands, id, (c) => c.type === type && c.rule === rule))];

describe('mixing_dependents: a donor never repeats a dependent the verb keeps', () => {
  it('zjeżdża na nartach po stoku -/-> zjeżdża na nartach na nartach', () => {
    expect(ruleTexts('r10-narty', 'mixing_dependents', 'oblique')).toEqual([]);
  });
  it('a donor that fills no kept role still comes in (positive control)', () => {
    expect(ruleTexts('r10-gora', 'mixing_dependents', 'oblique')).toEqual(['Kobieta zjeżdża po stoku z góry.']);
  });
});
