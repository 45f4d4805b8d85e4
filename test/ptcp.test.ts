// Participles, passives and dropped conjunctions on hand-written PDB-style trees
// (fixtures/pl/ptcp.conllu): every candidate of the three types, exactly, so that a
// guard that stops a bad candidate is tested as firmly as a good one.
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, runCli } from './helpers/cli.js';

const TYPES = ['dropping_conjunction', 'passivisation', 'swapping_rc_ptcp'];
let byId: Map<string, string[]>;

beforeAll(async () => {
  await ensureBuilt();
  const r = await runCli(['generate', 'fixtures/pl/ptcp.conllu', '--format', 'jsonl', '--types', TYPES.join(','), '--quiet']);
  expect(r.code).toBe(0);
  byId = new Map();
  for (const line of r.stdout.split('\n').filter(Boolean)) {
    const c = JSON.parse(line) as { source_id: string; type: string; text: string };
    byId.set(c.source_id, [...(byId.get(c.source_id) ?? []), `${c.type}: ${c.text}`]);
  }
}, 600_000);

const got = (id: string) => (byId.get(id) ?? []).slice().sort();

describe('dropping conjunction', () => {
  it('an object shared by both verbs (no enhanced DEPS needed) stops the rule', () => {
    expect(got('ptcp-gabki')).toEqual([]);
  });
  it('an intransitive first verb right before the conjunction is no sharer', () => {
    expect(got('ptcp-siedzi')).toEqual([
      'dropping_conjunction: Czytająca książkę kobieta siedzi.',
      'dropping_conjunction: Kobieta siedzi, czytając książkę.',
      'dropping_conjunction: Kobieta, siedząc, czyta książkę.',
      'dropping_conjunction: Siedząca kobieta czyta książkę.',
    ]);
  });
});

describe('passivisation', () => {
  it('a genitive adjective used as a noun keeps its case (no "zazdrość bogatą")', () => {
    expect(got('ptcp-bogatych')).toEqual(['passivisation: Gniew jest budzony przez zazdrość bogatych.']);
  });
  it('a cardinal numeral stays cardinal in the agent phrase (trzy, not troje)', () => {
    expect(got('ptcp-zdjecia')).toEqual(['passivisation: Dom jest pokazywany przez trzy zdjęcia.']);
  });
  it('a comparison standard of the subject stops the rule (not "… przez dzieci niż dorośli")', () => {
    expect(got('ptcp-niz')).toEqual([]);
  });
  it('a second przez phrase after the verb stops the rule (not "przez dwa kilometry przez psa")', () => {
    expect(got('ptcp-przez')).toEqual([]);
  });
  it('an object that would open a quoted sentence in lower case stops the rule', () => {
    expect(got('ptcp-pytanie')).toEqual([]);
  });
});

describe('participle <-> relative clause', () => {
  it('in a past clause the relative clause is in the past, agreeing in gender (stał, był zastawiony)', () => {
    expect(got('ptcp-stal')).toEqual(['swapping_rc_ptcp: Kobieta rozmawiała z mężczyzną, który stał przy oknie.']);
    expect(got('ptcp-zastawionym')).toEqual(['swapping_rc_ptcp: Rodzina siedziała przy stole, który był zastawiony jedzeniem.']);
  });
  it('a participle anchored in the present (dziś) is left alone in a past clause', () => {
    expect(got('ptcp-dzis').filter((t) => t.startsWith('swapping'))).toEqual([]);
  });
  it('a coordinated participle is not half converted (no "który ucieka szybko i miaucząca")', () => {
    expect(got('ptcp-koordynacja').filter((t) => t.startsWith('swapping'))).toEqual([]);
  });
  it('a new relative clause is closed by a comma before the next clause', () => {
    expect(got('ptcp-lawka').filter((t) => t.startsWith('swapping'))).toEqual([
      'swapping_rc_ptcp: Chłopiec siedzi na ławce, która jest pokryta śniegiem, i je jabłko.',
    ]);
  });
  it('a participle with a longer phrase goes after the noun only', () => {
    expect(got('ptcp-laka')).toEqual(['swapping_rc_ptcp: Kobieta patrzy na psa biegnącego po zielonej łące.']);
  });
});
