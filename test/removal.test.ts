// Removing adjuncts and conjuncts (rules/pl/removing_adjuncts.drv, removing_conjunct.drv)
// on the hand-written trees of fixtures/pl/removal.conllu: what each guard keeps out of
// the output, what stays possible, and the punctuation left after a deletion.
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, runCli } from './helpers/cli.js';

let bySource: Map<string, string[]>;

beforeAll(async () => {
  await ensureBuilt();
  const r = await runCli([
    'generate', 'fixtures/pl/removal.conllu', '--types', 'removing_adjuncts,removing_conjunct_in_adjunct', '--format', 'jsonl', '--quiet',
  ]);
  expect(r.code).toBe(0);
  bySource = new Map();
  for (const line of r.stdout.trim().split('\n')) {
    const c = JSON.parse(line) as { source_id: string; text: string };
    bySource.set(c.source_id, [...(bySource.get(c.source_id) ?? []), c.text]);
  }
}, 120_000);

const texts = (id: string) => bySource.get(id) ?? [];

describe('removal guards', () => {
  it('a body part in a depictive keeps its modifier or goes whole', () => {
    expect(texts('rm-body')).toContain('Osoba jedzie z uniesioną ręką.');
    expect(texts('rm-body')).toContain('Osoba jedzie na motocyklu.');
    expect(texts('rm-body')).not.toContain('Osoba jedzie na motocyklu z ręką.');
  });
  it('an adverb before the negation keeps its scope: it is not removed alone', () => {
    expect(texts('rm-neg-scope')).toEqual(['Chłopiec często nie je.']);
  });
  it('the predicate of a jako phrase stays with it: the phrase goes whole', () => {
    expect(texts('rm-jako')).toEqual(['Kobieta pracuje.']);
  });
  it('names coordinated under a noun are one name: no conjunct is removed', () => {
    expect(texts('rc-names')).toEqual(['Kobieta idzie.']);
  });
  it('the locative of a presentational clause stays', () => {
    expect(texts('rm-presentational')).toContain('Kobieta stoi, a obok stoi mężczyzna.');
    expect(texts('rm-presentational').some((t) => t.includes(', a stoi'))).toBe(false);
  });
  it('the antecedent of a pronoun outside the adjunct stays', () => {
    expect(texts('rm-antecedent')).toContain('Chłopiec wychodzi z domu i stoi przed nim.');
    expect(texts('rm-antecedent')).not.toContain('Chłopiec wychodzi i stoi przed nim.');
  });
  it('a quoted title is not truncated; quoted speech may lose an adjunct, and the closing quote stays glued', () => {
    expect(texts('rm-title')).toEqual(['Dziewczyna czyta "Księgę nazwisk".']);
    expect(texts('rm-quote-speech')).toEqual(['Chłopiec krzyczy: "Biegnę".']);
  });
  it('a relative or interrogative word under the adjunct keeps it', () => {
    expect(texts('rm-wh')).toEqual([]);
  });
  it('the only place phrase of a locative być stays, and so does what an indefinite pronoun needs', () => {
    expect(texts('rm-locative-byc')).toEqual(['Agnieszka była w mieszkaniu.']);
    expect(texts('rm-indefinite')).toEqual([]);
  });
  it('the goal of a verb of placing stays', () => {
    expect(texts('rm-placing')).toEqual(['Kobieta kładzie książkę na stole.']);
  });
});

describe('removing a conjunct', () => {
  it('a named conjunct under a plural head stays (od miast Kolonii i Bremy)', () => {
    expect(texts('rm-conj-names').some((t) => /miast (Kolonii|Bremy)\./.test(t))).toBe(false);
  });
  it('the first conjunct stays when the second refers back to it', () => {
    expect(texts('rm-conj-pronoun')).toContain('Kot bawi się z psami.');
    expect(texts('rm-conj-pronoun')).not.toContain('Kot bawi się z ich właścicielami.');
  });
});

describe('punctuation after a deletion', () => {
  it('the closing comma of a removed apposition goes with it', () => {
    expect(texts('rm-appos-comma')).toContain('Występował w filmie.');
    expect(texts('rm-appos-comma')).toContain('Występował jako brat Jana w filmie.');
    expect(texts('rm-appos-comma').some((t) => t.includes(', w filmie') && !t.includes('aktor'))).toBe(false);
  });
  it('an abbreviation that becomes the last word takes no second full stop', () => {
    expect(texts('rm-abbr-period')).toContain('Kot przyszedł w 1994 r.');
  });
});

describe('removal faults from the second sample (fixtures/pl/removal2.conllu)', () => {
  let by2: Map<string, string[]>;
  beforeAll(async () => {
    const r = await runCli([
      'generate', 'fixtures/pl/removal2.conllu', '--types', 'removing_adjuncts,removing_conjunct_in_adjunct', '--format', 'jsonl', '--quiet',
    ]);
    expect(r.code).toBe(0);
    by2 = new Map();
    for (const line of r.stdout.trim().split('\n')) {
      const c = JSON.parse(line) as { source_id: string; text: string };
      by2.set(c.source_id, [...(by2.get(c.source_id) ?? []), c.text]);
    }
  }, 120_000);
  const t2 = (id: string) => by2.get(id) ?? [];
  it('a colon whose announced phrase went goes too, and the full stop that went with it comes back', () => {
    expect(t2('ra-colon')).toEqual(['Mają szansę.']);
  });
  it('the part after the colon of a verbless sentence stays', () => {
    expect(t2('ra-colon-verbless')).toEqual([]);
  });
  it('an adverb spelled out by the next comma phrase stays', () => {
    expect(t2('ra-adverb-comma')).toContain('Startowały podobnie.');
    expect(t2('ra-adverb-comma').some((t) => t.includes('Startowały, z'))).toBe(false);
  });
  it('a preposed classifying adjective of a term stays (dmuchane koło)', () => {
    expect(t2('ra-term')).toContain('Mężczyzna płynie na desce surfingowej obok dmuchanego koła.');
    expect(t2('ra-term').some((t) => /(?<!dmuchanego )koła/.test(t))).toBe(false);
  });
  it('a complementary pair (nocą i dniem) is not split', () => {
    expect(t2('ra-binomial')).toEqual(['Samochody jeżdżą.']);
  });
});
