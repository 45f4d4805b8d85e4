// Input in the UD Polish LFG style, where masculine words carry SubGender (Masc1/2/3) and no
// Animacy (fixtures/pl/s8-lfg.conllu, hand-written): agreement must carry the subgender over, and a
// subgender left on a word that became feminine or neuter must not make it masculine.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, ofType, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/s8-lfg.conllu', { types: ['passivisation', 'negation', 'mixing_dependents', 'removing_adjuncts'] });
});

describe('LFG-style SubGender', () => {
  it('the passive participle agrees with a feminine subject, not with the masculine-personal verb it replaces', () => {
    expect(textsOf(cands, 's8-lfg-passive', ofType('passivisation'))).toEqual(['Książki były noszone przez brata.']);
  });
  it('żaden takes the subgender of its noun (Żadne psy, not *Żadni psy)', () => {
    expect(textsOf(cands, 's8-lfg-zaden', ofType('negation'))).toEqual(['Psy nie szczekały.', 'Żadne psy nie szczekały.']);
  });
  it('an uninflected predicative (to, VerbType=Quasi) agrees with no subject: mixing keeps it (not dropped for want of a form)', () => {
    expect(textsOf(cands, 's8-lfg-to-1', ofType('mixing_dependents'))).toEqual(['To prawda.', 'To stare koty.']);
    expect(textsOf(cands, 's8-lfg-to-2', ofType('mixing_dependents'))).toEqual(['To pies.', 'To prawda.']);
  });
});

describe('LFG-style relations in removing_adjuncts and negation', () => {
  it('nie tagged plain advmod (PDB: advmod:neg) is no adjunct', () => {
    // since session 15 the negation guards see LFG's nie too, so tu before it stays as in PDB (s15.test.ts)
    expect(textsOf(cands, 's8-lfg-nie', ofType('removing_adjuncts'))).toEqual([]);
  });
  it('a bare genitive oblique is the object (LFG has no obl:arg)', () => {
    // since session 15 the place phrase under LFG's nie stays too, as in PDB: without it the negation says more
    expect(textsOf(cands, 's8-lfg-gen-object', ofType('removing_adjuncts'))).toEqual([]);
  });
  it('the quasi-verb to as the root is not negated before it (*Nie to prawda)', () => {
    expect(textsOf(cands, 's8-lfg-to-truth', ofType('negation'))).toEqual([]);
  });
  it('a compound number and its counted noun (appositions of the numeral in LFG) stay whole; the adverb goes', () => {
    expect(textsOf(cands, 's8-lfg-compound-number', ofType('removing_adjuncts'))).toEqual(['Dwudziestu pięciu chłopców przyszło.']);
  });
});
