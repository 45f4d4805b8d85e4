// The bundled rules for passivisation, removing_conjunct_in_adjunct and mixing_dependents on
// hand-written sentences (fixtures/pl/mixpass.conllu), from a read of 120 candidates (seed 9533):
// dative clitics in passives, verbs of losing, quantities over coordinated places, document
// titles, and light-verb objects that need a dative; and from a read of 30 CDSC-like candidates
// (seed 9534): an active relative clause before an adverbial participle of the main clause.
// Every sentence of the file is a donor for every other one (--donors 50: no sampling).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

const FIXTURE = 'fixtures/pl/mixpass.conllu';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture(FIXTURE, {
    types: ['passivisation', 'removing_conjunct_in_adjunct', 'mixing_dependents', 'swapping_rc_ptcp'],
    donors: 50,
  });
});

const texts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type);

describe('passivisation', () => {
  it('an unstressed dative pronoun goes between the auxiliary and the participle', () => {
    expect(texts('mp-clitic', 'passivisation')).toEqual(['Rower został mu kupiony przez matkę.']);
  });

  it('a stressed dative pronoun stays after the participle', () => {
    expect(texts('mp-clitic-long', 'passivisation')).toEqual(['Rower został kupiony jemu przez matkę.']);
  });

  it('verbs of losing do not passivise', () => {
    expect(texts('mp-tracic', 'passivisation')).toEqual([]);
  });
});

describe('removing_conjunct_in_adjunct', () => {
  it('no conjunct of a coordinated place goes when the clause counts a quantity over them', () => {
    expect(texts('mp-count', 'removing_conjunct_in_adjunct')).toEqual([]);
    expect(texts('mp-nocount', 'removing_conjunct_in_adjunct')).toEqual(['W Polsce padało.']);
  });

  it('a document title is not shortened; the same phrase outside a title is', () => {
    expect(texts('mp-title', 'removing_conjunct_in_adjunct')).toEqual([]);
    expect(texts('mp-notitle', 'removing_conjunct_in_adjunct')).toEqual([
      'Rada rozmawiała o handlu mięsem wieprzowym.',
      'Rada rozmawiała o handlu mięsem wołowym.',
    ]);
  });
});

describe('mixing_dependents', () => {
  it('the object of a dative light-verb idiom (dać wyraz + dat) is no donor', () => {
    expect(texts('mp-powod', 'mixing_dependents')).toEqual(['Kontakty mają dać brawa.']);
  });
});

describe('swapping_rc_ptcp', () => {
  it('no active relative clause right before a comma and an adverbial participle of the main clause', () => {
    expect(texts('mp-conv', 'swapping_rc_ptcp')).toEqual([]);
    expect(texts('mp-noconv', 'swapping_rc_ptcp')).toEqual(['Kobieta stoi obok dzieci, które się bawią.']);
  });
});
