// The bundled rules on hand-written sentences (fixtures/pl/neg8.conllu): faults from the sample with
// seed 9851 — an existential frequency adverb (czasem, niekiedy) or a numbered occasion (po raz
// pierwszy) that takes scope over nie (*nie pojawiają się czasem; *nie pojawiła się po raz pierwszy
// od …), and a participle turned into a relative clause after a comparison of its phrase
// (*więcej osób, niż rok temu, które są zatrudnione).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

const FIXTURE = 'fixtures/pl/neg8.conllu';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture(FIXTURE, { types: ['negation', 'swapping_rc_ptcp'] });
});

const texts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type);

describe('negation: frequency adverbs and numbered occasions scope over nie', () => {
  it('czasem (parsed as the instrumental of czas) blocks negation', () => {
    expect(texts('n8-czasem', 'negation')).toEqual([]);
  });
  it('without czasem the clause is negated as usual', () => {
    expect(texts('n8-bez-czasem', 'negation')).toEqual(['W lesie nie pojawiają się sarny.']);
  });
  it('niekiedy before the verb is not moved after it (*nie prosi niekiedy)', () => {
    expect(texts('n8-niekiedy', 'negation')).toEqual([]);
  });
  it('po raz pierwszy blocks negation', () => {
    expect(texts('n8-po-raz-pierwszy', 'negation')).toEqual([]);
  });
  it('a time frame in the instrumental (za pierwszym razem) stays', () => {
    expect(texts('n8-za-pierwszym-razem', 'negation')).toEqual([
      'Marek za pierwszym razem nie wygrał meczu.',
      'Nikt za pierwszym razem nie wygrał meczu.',
    ]);
  });
});

describe('swapping_rc_ptcp: no relative clause after a comparison of the phrase', () => {
  it('więcej zatrudnionych osób niż rok temu is left alone', () => {
    expect(texts('n8-wiecej-niz', 'swapping_rc_ptcp')).toEqual([]);
  });
  it('without the comparison the participle becomes a relative clause', () => {
    expect(texts('n8-wiecej', 'swapping_rc_ptcp')).toEqual(['W fabryce pracuje więcej osób, które są zatrudnione.']);
  });
});
