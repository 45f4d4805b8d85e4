// Input in the UD Polish LFG style, where masculine words carry SubGender (Masc1/2/3) and no
// Animacy (fixtures/pl/s8-lfg.conllu, hand-written): agreement must carry the subgender over, and a
// subgender left on a word that became feminine or neuter must not make it masculine.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, ofType, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/s8-lfg.conllu', { types: ['passivisation', 'negation', 'mixing_dependents'] });
});

describe('LFG-style SubGender', () => {
  it('the passive participle agrees with a feminine subject, not with the masculine-personal verb it replaces', () => {
    expect(textsOf(cands, 's8-lfg-passive', ofType('passivisation'))).toEqual(['Książki były noszone przez brata.']);
  });
  it('żaden takes the subgender of its noun (Żadne psy, not *Żadni psy)', () => {
    expect(textsOf(cands, 's8-lfg-zaden', ofType('negation'))).toEqual(['Psy nie szczekały.', 'Żadne psy nie szczekały.']);
  });
  it('an uninflected predicative (to, VerbType=Quasi) agrees with no subject: mixing keeps it (not dropped for want of a form)', () => {
    expect(textsOf(cands, 's8-lfg-to-1', ofType('mixing_dependents'))).toEqual(['To stare koty.']);
    expect(textsOf(cands, 's8-lfg-to-2', ofType('mixing_dependents'))).toEqual(['To pies.']);
  });
});
