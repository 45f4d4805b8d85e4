// Adjunct removal on the hand-written trees of fixtures/pl/removal7.conllu: known faults (a modifier
// of a noun coordinated with an elided-noun adjective, the modifiers of a noun repeated as the root,
// the quantities of a repeated noun, a comma left after a conjunction) and faults from a read of 50
// removing_adjuncts candidates (seed 8806).
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, runCli } from './helpers/cli.js';

let byKey: Map<string, string[]>;

beforeAll(async () => {
  await ensureBuilt();
  const r = await runCli([
    'generate', 'fixtures/pl/removal7.conllu', '--types', 'removing_adjuncts', '--format', 'jsonl', '--quiet',
  ]);
  expect(r.code).toBe(0);
  byKey = new Map();
  for (const line of r.stdout.trim().split('\n')) {
    if (!line) continue;
    const c = JSON.parse(line) as { source_id: string; type: string; text: string };
    byKey.set(c.source_id, [...(byKey.get(c.source_id) ?? []), c.text]);
  }
}, 120_000);

const texts = (id: string) => byKey.get(id) ?? [];

describe('adjunct removal guards (7)', () => {
  it('the adjective of a noun coordinated with an elided-noun adjective stays (-/-> Biały i kot)', () => {
    expect(texts('ra7-elided')).toEqual(['Biały i czarny kot śpią.']);
  });
  it('a noun repeated as the root keeps its modifiers (-/-> Stolicą jest Kraków, a stolicą - Warszawa)', () => {
    expect(texts('ra7-stolica')).toEqual([]);
  });
  it('the quantities of a repeated noun stay (-/-> może znosić jaja, a zwykle znosi jaja)', () => {
    expect(texts('ra7-ilosc')).toEqual([]);
  });
  it('no comma is left after a conjunction (-/-> wstał i, wyszedł)', () => {
    expect(texts('ra7-i-przecinek')).toEqual(['Chłopiec wstał i ledwie się obudziwszy, wyszedł.']);
  });
});
