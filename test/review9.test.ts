// The bundled rules on hand-written sentences (fixtures/pl/review9.conllu): causes 1, 2, 4, 5, 6 and 8
// of review 9 ("Remaining error patterns and general fixes").
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/review9.conllu');
});

const texts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type);

describe('removing_adjuncts (cause 1): the place or goal of a verb that needs one stays', () => {
  it('znalazłem się w dużej sali -/-> znalazłem się', () => {
    expect(texts('r9-zakret', 'removing_adjuncts')).toEqual([
      'Po dwóch zakrętach znalazłem się w sali.',
      'Po zakrętach znalazłem się w dużej sali.',
      'Znalazłem się w dużej sali.',
      'Znalazłem się w sali.',
    ]);
  });
  it('przebywa nad wodą -/-> przebywa', () => {
    expect(texts('r9-przebywa', 'removing_adjuncts')).toEqual(['Chłopiec przebywa nad wodą.']);
  });
});

describe('removing_adjuncts (cause 2): stan and pokrywa keep their modifiers', () => {
  it('w stanie spoczynku goes whole or not at all', () => {
    expect(texts('r9-spoczynek', 'removing_adjuncts')).toEqual(['Sędzia otrzymuje uposażenie.']);
  });
  it('pokrywa śnieżna -/-> pokrywa', () => {
    expect(texts('r9-pokrywa', 'removing_adjuncts')).toEqual([
      'Chłopiec uderza nogą.',
      'Chłopiec uderza o pokrywę śnieżną.',
      'Chłopiec uderza.',
    ]);
  });
});

describe('swapping_rc_ptcp (causes 4-6)', () => {
  it('an expletive participle (pieprzony) is no relative clause', () => {
    expect(texts('r9-glina', 'swapping_rc_ptcp')).toEqual([]);
  });
  it('a geographic relation of a named river takes the present in a past clause', () => {
    expect(texts('r9-ohio', 'swapping_rc_ptcp')).toEqual(['Najdłuższą była rzeka Ohio, która wpada do Missisipi.']);
  });
  it('an unnamed river keeps the narrative past', () => {
    expect(texts('r9-piaski', 'swapping_rc_ptcp')).toEqual(['Widzieli rzekę, która leżała wśród piasków.']);
  });
  it('tam goes between the auxiliary and the participle', () => {
    expect(texts('r9-tam', 'swapping_rc_ptcp')).toEqual(['W czasie, który był tam spędzony, pisał książki.']);
  });
});

describe('negation (cause 8): no nikt or żaden controlling a purpose clause', () => {
  it('Aby odpocząć, mężczyzna spędził … -> only the nie variant', () => {
    expect(texts('r9-aby', 'negation')).toEqual(['Aby odpocząć, mężczyzna nie spędził lata w górach.']);
  });
});
