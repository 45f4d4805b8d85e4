// The rule author's tools end to end: `derywat check`, `derywat test` and
// `derywat explain`, run as a user runs them (node bin/derywat.js), on the small
// rule sets in fixtures/dsl and on the bundled Polish rules.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, ROOT, runCli } from './helpers/cli.js';

beforeAll(async () => {
  await ensureBuilt();
}, 300_000);

const KOTY = `# sent_id = koty
# text = Ala ma koty.
1	Ala	Ala	PROPN	subst:sg:nom:f	Case=Nom|Gender=Fem|Number=Sing	2	nsubj	2:nsubj	_
2	ma	mieć	VERB	fin:sg:ter:imperf	Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act	0	root	0:root	_
3	koty	kot	NOUN	subst:pl:acc:m2	Animacy=Nhum|Case=Acc|Gender=Masc|Number=Plur	2	obj	2:obj	SpaceAfter=No
4	.	.	PUNCT	interp	PunctType=Peri	2	punct	2:punct	_

`;

describe('derywat check', () => {
  it('a clean rule set: exit 0 and the exact summary line', async () => {
    const r = await runCli(['check', 'fixtures/dsl/ok']);
    expect(r).toEqual({ code: 0, stdout: 'ok: 2 rules, 3 variants, 5 examples, 1 agreements, 1 repairs\n', stderr: '' });
  });

  it('a single file with `use` pulls in the profile', async () => {
    const r = await runCli(['check', 'fixtures/dsl/ok/plural.drv']);
    expect(r).toEqual({ code: 0, stdout: 'ok: 1 rules, 1 variants, 3 examples, 1 agreements, 1 repairs\n', stderr: '' });
  });

  it('the bundled Polish rules check clean', async () => {
    const r = await runCli(['check', 'rules/pl']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ok: [1-9]\d* rules, [1-9]\d* variants, [1-9]\d* examples, [1-9]\d* agreements, [1-9]\d* repairs\n$/);
  });

  it('a syntax error: exit 1, FILE:LINE:COLUMN, source line and caret', async () => {
    const r = await runCli(['check', 'fixtures/dsl/syntax.drv']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'fixtures/dsl/syntax.drv:3:23: error: syntax error: unexpected ";"; expected "]", ",", "|"\n' +
        '    match { V [upos=VERB; }\n' +
        '                        ^\n',
    );
  });

  it('every static error of a file is reported, in order', async () => {
    const r = await runCli(['check', 'fixtures/dsl/broken.drv']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const heads = r.stderr.split('\n').filter((l) => l.startsWith('fixtures/'));
    expect(heads).toEqual([
      "fixtures/dsl/broken.drv:6:25: error: unknown feature 'Cas' for this profile",
      "fixtures/dsl/broken.drv:6:39: error: unknown relation 'nsbj' for this profile",
      "fixtures/dsl/broken.drv:6:58: error: unknown UPOS 'NUON' for this profile",
      "fixtures/dsl/broken.drv:6:73: error: unknown value 'Abl' for feature Case (known: Nom, Gen, Dat, Acc, Ins, Loc)",
      "fixtures/dsl/broken.drv:9:5: error: node 'S' is used after it was deleted (line 8)",
      "fixtures/dsl/broken.drv:10:5: error: unknown node 'X'",
      "fixtures/dsl/broken.drv:13:1: error: rule 'r' is already defined in transformation broken (line 5)",
      'fixtures/dsl/broken.drv:14:31: error: unknown list @verbs',
      "fixtures/dsl/broken.drv:15:30: error: variant 'never' of rule 'r' can never apply: V.upos must be NOUN here but VERB at line 14",
    ]);
    // each diagnostic carries its source line and a caret under the column
    expect(r.stderr).toContain(
      "fixtures/dsl/broken.drv:10:5: error: unknown node 'X'\n" + '      X.deprel = obj;\n' + '      ^\n',
    );
  });

  it('a missing file: exit 1', async () => {
    const r = await runCli(['check', 'fixtures/dsl/does-not-exist.drv']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('fixtures/dsl/does-not-exist.drv:1:1: error: cannot read rule file\n');
  });
});

describe('derywat test', () => {
  it('all examples pass: "N passed, 0 failed", exit 0', async () => {
    const r = await runCli(['test', 'fixtures/dsl/ok']);
    expect(r).toEqual({ code: 0, stdout: '5 passed, 0 failed\n', stderr: '' });
  });

  it('--verbose lists the passing examples (variant examples carry the variant name)', async () => {
    const r = await runCli(['test', 'fixtures/dsl/ok', '--verbose']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        'ok   negation/negate/nie "ksiazka"',
        'ok   negation/negate/no_adverbs "pies"',
        'ok   plural/object_plural "ksiazka"',
        'ok   plural/object_plural "pies"',
        'ok   plural/object_plural inline sentence',
        '5 passed, 0 failed',
        '',
      ].join('\n'),
    );
  });

  it('failing examples: - expected / + produced, must not produce, a missing sentence; exit 1', async () => {
    const r = await runCli(['test', 'fixtures/dsl/failing']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      [
        'FAIL plural/object_plural "pies" (fixtures/dsl/failing/wrong.drv:9:3)',
        '  - expected: Wczoraj stary pies szybko gonił kocięta w ogrodzie.',
        '  + produced: Wczoraj stary pies szybko gonił koty w ogrodzie.',
        'FAIL plural/object_plural "pies" (fixtures/dsl/failing/wrong.drv:10:3)',
        '  must not produce: Wczoraj stary pies szybko gonił koty w ogrodzie.',
        'FAIL plural/object_plural "missing" (fixtures/dsl/failing/wrong.drv:11:3)',
        `  sentence 'missing' not found in ${join(ROOT, 'fixtures/dsl/trees.conllu')}`,
        '  - expected: Nic.',
        '1 passed, 3 failed',
        '',
      ].join('\n'),
    );
  });

  it('the bundled Polish rules pass their own examples', async () => {
    const r = await runCli(['test', 'rules/pl']);
    expect(r.stdout).toMatch(/^[1-9]\d* passed, 0 failed\n$/);
    expect(r.code).toBe(0);
  });

  it('a rule set with errors is not run: exit 1 with the diagnostics', async () => {
    const r = await runCli(['test', 'fixtures/dsl/syntax.drv']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')[0]).toBe('fixtures/dsl/syntax.drv:3:23: error: syntax error: unexpected ";"; expected "]", ",", "|"');
  });
});

describe('derywat explain', () => {
  const ex = (args: string[], stdin?: string) => runCli(['explain', ...args, '--rules', 'fixtures/dsl/ok'], stdin);

  it('no match: the first failing constraint with its position', async () => {
    const r = await ex(['fixtures/dsl/trees.conllu', '--rule', 'object_plural', '--sentence', 'kot']);
    expect(r).toEqual({
      code: 0,
      stdout: ['# kot: Mały kot śpi.', 'kot: rule plural/object_plural (fixtures/dsl/ok/plural.drv:6:1)', '  no match: O [Case=Acc] fails (fixtures/dsl/ok/plural.drv:9:19)', ''].join('\n'),
      stderr: '',
    });
  });

  it('a match rejected by a without block names the block and the bindings', async () => {
    const r = await ex(['fixtures/dsl/koty.conllu', '--rule', 'plural/object_plural']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      ['# koty: Ala ma koty.', 'koty: rule plural/object_plural (fixtures/dsl/ok/plural.drv:6:1)', '  no match: rejected by without block at fixtures/dsl/ok/plural.drv:12:3 (V=ma O=koty)', ''].join('\n'),
    );
  });

  it('a match: the edits, the agreement, the morphology query and answer, the result', async () => {
    const r = await ex(['fixtures/dsl/trees.conllu', '--rule', 'object_plural', '--sentence', 'pies']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        '# pies: Wczoraj stary pies szybko gonił kota w ogrodzie.',
        'pies: rule plural/object_plural (fixtures/dsl/ok/plural.drv:6:1)',
        '  match V=gonił O=kota → variant object_plural',
        '    O.Number = Plur;   ⇒ kota: Number=Plur   [fixtures/dsl/ok/plural.drv:13:8]',
        '    inflect kota   ⇒ subst:pl:acc:m2 → koty   [morphology]',
        '    result: Wczoraj stary pies szybko gonił koty w ogrodzie.',
        '',
      ].join('\n'),
    );
    const k = await ex(['fixtures/dsl/trees.conllu', '--rule', 'object_plural', '--sentence', 'ksiazka']);
    const lines = k.stdout.split('\n');
    expect(lines[3]).toBe('    O.Number = Plur;   ⇒ książkę: Number=Plur   [fixtures/dsl/ok/plural.drv:13:8]');
    expect(lines[4]).toBe('    agreement adjective_noun   ⇒ ciekawą: Number=Plur from książkę   [fixtures/dsl/mini-profile.drv:23:1]');
    expect(lines[5]).toMatch(/^    inflect ciekawą   ⇒ \S+:pl:acc:f:pos → ciekawe   \[morphology\]$/);
    expect(lines[6]).toBe('    inflect książkę   ⇒ subst:pl:acc:f → książki   [morphology]');
    expect(lines[7]).toBe('    result: Kobieta czyta ciekawe książki.');
  });

  it('variants and profile repairs show in the trace', async () => {
    const r = await ex(['fixtures/dsl/koty.conllu', '--rule', 'negate']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[2]).toBe('  match V=ma → variant nie');
    expect(lines).toContain('    repair genitive_of_negation   [fixtures/dsl/mini-profile.drv:29:1]');
    expect(lines).toContain('    O.Case = Gen;   ⇒ koty: Case=Gen   [fixtures/dsl/mini-profile.drv:32:8]');
    expect(lines).toContain('    inflect koty   ⇒ subst:pl:gen:m2 → kotów   [morphology]');
    expect(lines).toContain('    result: Ala nie ma kotów.');
  });

  it('the example from the docs: passivisation of paper-3', async () => {
    const r = await runCli(['explain', 'fixtures/pl/paper.conllu', '--rule', 'active_to_passive', '--sentence', 'paper-3']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('# paper-3: Człowiek ujeżdża byka.');
    expect(lines[1]).toMatch(/^paper-3: rule passivisation\/active_to_passive \(rules\/pl\/passivisation\.drv:\d+:1\)$/);
    expect(lines[2]).toBe('  match V=ujeżdża S=Człowiek O=byka → variant imperfective');
    expect(lines).toContain('    inflect byka   ⇒ subst:sg:nom:m2 → byk   [morphology]');
    expect(lines).toContain('    generate być   ⇒ fin:sg:ter:imperf → jest   [morphology]');
    expect(lines).toContain('    inflect ujeżdża   ⇒ ppas:sg:nom:m2:imperf:aff → ujeżdżany   [morphology]');
    expect(lines).toContain('    result: Byk jest ujeżdżany przez człowieka.');
  });

  it('an unknown rule: exit 2 with the list of rules', async () => {
    const r = await ex(['fixtures/dsl/trees.conllu', '--rule', 'nope']);
    expect(r).toEqual({ code: 2, stdout: '', stderr: "derywat: no rule named 'nope' (rules: negation/negate, plural/object_plural)\n" });
  });

  it('an unknown sentence: exit 1', async () => {
    const r = await ex(['fixtures/dsl/trees.conllu', '--rule', 'negate', '--sentence', 'zzz']);
    expect(r).toEqual({ code: 1, stdout: '', stderr: "derywat: sentence 'zzz' not found in fixtures/dsl/trees.conllu\n" });
  });

  // Regression test: a lone "-" reaches the command as stdin.
  it('reads stdin when the file is "-"', async () => {
    const r = await ex(['-', '--rule', 'object_plural'], KOTY);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      ['# koty: Ala ma koty.', 'koty: rule plural/object_plural (fixtures/dsl/ok/plural.drv:6:1)', '  no match: rejected by without block at fixtures/dsl/ok/plural.drv:12:3 (V=ma O=koty)', ''].join('\n'),
    );
  });
});
