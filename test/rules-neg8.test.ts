// The bundled rules on hand-written sentences (fixtures/pl/neg8.conllu): faults from the sample with
// seed 9851 — an existential frequency adverb (czasem, niekiedy) or a numbered occasion (po raz
// pierwszy) that takes scope over nie (*nie pojawiają się czasem; *nie pojawiła się po raz pierwszy
// od …), and a participle turned into a relative clause after a comparison of its phrase
// (*więcej osób, niż rok temu, które są zatrudnione).
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, runCli } from './helpers/cli.js';

const FIXTURE = 'fixtures/pl/neg8.conllu';

interface Cand {
  source_id: string;
  type: string;
  rule: string;
  variant: string;
  text: string;
}

let cands: Cand[] = [];

beforeAll(async () => {
  await ensureBuilt();
  const r = await runCli(['generate', FIXTURE, '--types', 'negation,swapping_rc_ptcp', '--format', 'jsonl']);
  expect(r.code).toBe(0);
  cands = r.stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Cand);
});

const texts = (id: string, type: string) =>
  cands
    .filter((c) => c.source_id === id && c.type === type)
    .map((c) => c.text)
    .sort();

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
