// Diagnostics of the rule compiler: syntax errors with exact FILE:LINE:COLUMN,
// every static check (several per file), and formatDiagnostic's source line
// and caret. Positions are 1-based; the column is that of the offending text.
import { describe, expect, it } from 'vitest';
import { compileRuleFiles, compileRuleText, expandRulePaths } from '../src/dsl/compile.js';
import { formatDiagnostic, type Diagnostic } from '../src/dsl/diagnostics.js';
import { parseRules } from '../src/dsl/parse.js';

const PROFILE = `upos NOUN, VERB, ADJ, ADP, PART, PUNCT;
relations nsubj, obj, amod, case, obl, obl:agent, advmod, advmod:neg, punct, root;
feature Case = Nom, Gen, Acc;
feature Number = Sing, Plur;
`;

/** `FILE:LINE:COL: error: message` of every diagnostic, compiled against PROFILE. */
function errors(text: string, file = 'r.drv', profile: string | null = PROFILE): string[] {
  const r = compileRuleText(text, file, profile === null ? [] : [{ file: 'profile.drv', text: profile }]);
  return r.diagnostics.map((d) => formatDiagnostic(d));
}

describe('syntax errors', () => {
  it('name the line and column of the unexpected character and what was expected', () => {
    expect(errors('transformation t;\nrule r {\n  match { V [upos=VERB; }\n  do { V.Case = Nom; }\n}\n')).toEqual([
      'r.drv:3:23: error: syntax error: unexpected ";"; expected "]", ",", "|"',
    ]);
  });

  it('a misspelt keyword inside a rule', () => {
    expect(errors('transformation t;\nrule r {\n  matc { V []; }\n}\n')).toEqual([
      'r.drv:3:3: error: syntax error: unexpected "m"; expected "}", "match", "without", "donor", "do", "variant", ...',
    ]);
  });

  it('a misspelt top-level keyword', () => {
    expect(errors('transformation t;\nrul r {}\n')).toEqual([
      'r.drv:2:1: error: syntax error: unexpected "r"; expected "transformation", "fixtures", "use", "list", "relations", "upos", ...',
    ]);
  });

  it('a broken edge arrow', () => {
    expect(errors('transformation t;\nrule r {\n  match { V []; V -[obj> O; }\n}\n')).toEqual(['r.drv:3:24: error: syntax error: unexpected ">"; expected "|", "]->"']);
  });

  it('end of file inside a rule', () => {
    expect(errors('transformation t;\nrule r {\n  match { V []; }\n')).toEqual([
      'r.drv:4:1: error: syntax error: unexpected end of file; expected "}", "match", "without", "donor", "do", "variant", ...',
    ]);
  });

  it('comments and blank lines count for positions', () => {
    expect(errors('# a comment\n\ntransformation t; # another\nrule r {\n  match { V [upos==VERB]; }\n}\n')[0]).toMatch(/^r\.drv:5:19: error: syntax error: unexpected "="/);
  });

  it('parseRules returns the diagnostic as a value (no throw)', () => {
    const r = parseRules('rule', 'x.drv');
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.diagnostic.file, r.diagnostic.line, r.diagnostic.column, r.diagnostic.severity]).toEqual(['x.drv', 1, 5, 'error']);
  });
});

describe('static checks', () => {
  it('reports every error of a file, in source order', () => {
    const text = [
      'transformation t;',
      'rule r {',
      '  match { V [upos=VERB, Cas=Nom]; V -[nsbj]-> S; S [upos=NUON, Case=Gen|Abl]; }',
      '  do {',
      '    delete S;',
      '    S.Case = Acc;',
      '    X.deprel = obj;',
      '  }',
      '}',
      'rule r { match { V []; } do { V.Case = Nom; } }',
      '',
    ].join('\n');
    expect(errors(text)).toEqual([
      "r.drv:3:25: error: unknown feature 'Cas' for this profile",
      "r.drv:3:39: error: unknown relation 'nsbj' for this profile",
      "r.drv:3:58: error: unknown UPOS 'NUON' for this profile",
      "r.drv:3:73: error: unknown value 'Abl' for feature Case (known: Nom, Gen, Acc)",
      "r.drv:6:5: error: node 'S' is used after it was deleted (line 5)",
      "r.drv:7:5: error: unknown node 'X'",
      "r.drv:10:1: error: rule 'r' is already defined in transformation t (line 2)",
    ]);
  });

  it('unknown node in a command, a comparison, a position', () => {
    expect(errors('transformation t;\nrule r {\n  match { V []; A []; A.lemma = Z.lemma; }\n  do { V.Case = Nom; move V after Q; agree V with W; }\n}\n')).toEqual([
      "r.drv:3:33: error: unknown node 'Z'",
      "r.drv:4:29: error: unknown node 'Q'",
      "r.drv:4:38: error: unknown node 'W'",
    ]);
  });

  it('node used after delete: in any later command, also as a value source and after replace', () => {
    const text = 'transformation t;\nrule r {\n  match { V []; O []; V -[obj]-> O; }\n  do {\n    delete O;\n    move O after V;\n    V.Case = O.Case;\n    replace V by W = kot NOUN;\n    V.Number = Plur;\n  }\n}\n';
    expect(errors(text)).toEqual([
      "r.drv:6:5: error: node 'O' is used after it was deleted (line 5)",
      "r.drv:7:14: error: node 'O' is used after it was deleted (line 5)",
      "r.drv:9:5: error: node 'V' is used after it was deleted (line 8)",
    ]);
  });

  it('a node deleted by the shared do (written first) is out of scope in every variant', () => {
    const text = 'transformation t;\nrule r {\n  match { V []; O []; V -[obj]-> O; }\n  do { delete O; }\n  variant a { do { O.Case = Nom; } }\n}\n';
    expect(errors(text)).toEqual(["r.drv:5:20: error: node 'O' is used after it was deleted (line 4)"]);
  });

  // Regression test (was a bug found in review).
  it('a node deleted by a variant is out of scope in a shared do written after the variants', () => {
    const text = 'transformation t;\nrule r {\n  match { V []; O []; V -[obj]-> O; }\n  variant a { do { delete O; } }\n  do { move O at start; }\n}\n';
    expect(errors(text)).toEqual(["r.drv:5:8: error: node 'O' is used after it was deleted (line 4)"]);
  });

  it('unknown relation / UPOS / feature / value in edits', () => {
    const text = 'transformation t;\nrule r {\n  match { V []; O []; }\n  do {\n    attach O to V as objj;\n    insert N = nie PRT before V as advmod:neg of V;\n    V.Cas = Nom;\n    V.Case = Abl;\n    O.deprel = nsubjj;\n  }\n}\n';
    expect(errors(text)).toEqual([
      "r.drv:5:5: error: unknown relation 'objj' for this profile",
      "r.drv:6:12: error: unknown UPOS 'PRT' for this profile",
      "r.drv:7:5: error: unknown feature 'Cas' for this profile",
      "r.drv:8:14: error: unknown value 'Abl' for feature Case (known: Nom, Gen, Acc)",
      "r.drv:9:16: error: unknown relation 'nsubjj' for this profile",
    ]);
  });

  it('a subtype wildcard checks its base relation', () => {
    expect(errors('transformation t;\nrule r {\n  match { V []; V -[obl:*|nmod:*]-> O; }\n  do { O.Case = Nom; }\n}\n')).toEqual(["r.drv:3:27: error: unknown relation 'nmod' for this profile"]);
  });

  it('without a profile nothing is checked against an inventory', () => {
    expect(errors('transformation t;\nrule r {\n  match { V [upos=WHATEVER, Foo=Bar]; V -[anything]-> O; }\n  do { O.Baz = Qux; }\n}\n', 'r.drv', null)).toEqual([]);
  });

  it('a variant that can never apply', () => {
    const text = 'transformation t;\nrule r {\n  match { V [upos=VERB, Case=Nom]; }\n  variant ok { match { V [Case=Nom|Acc]; } do { V.Case = Gen; } }\n  variant bad { match { V [Case=Acc]; } do { V.Case = Gen; } }\n}\n';
    expect(errors(text)).toEqual(["r.drv:5:28: error: variant 'bad' of rule 'r' can never apply: V.Case must be Acc here but Nom at line 3"]);
  });

  it('a rule before any transformation declaration', () => {
    expect(errors('rule r { match { V []; } do { V.Case = Nom; } }\ntransformation t;\n')).toEqual(["r.drv:1:1: error: rule 'r' comes before any 'transformation' declaration"]);
  });

  it('a duplicate rule (per transformation) and a duplicate variant', () => {
    expect(errors('transformation t;\nrule r { match { V []; } do { V.Case = Nom; } }\nrule r { match { V []; } do { V.Case = Gen; } }\n')).toEqual([
      "r.drv:3:1: error: rule 'r' is already defined in transformation t (line 2)",
    ]);
    // the same name in another transformation is fine
    expect(errors('transformation t;\nrule r { match { V []; } do { V.Case = Nom; } }\ntransformation u;\nrule r { match { V []; } do { V.Case = Gen; } }\n')).toEqual([]);
    expect(errors('transformation t;\nrule r {\n  match { V []; }\n  variant a { do { V.Case = Nom; } }\n  variant a { do { V.Case = Gen; } }\n}\n')).toEqual([
      "r.drv:5:3: error: variant 'a' is declared twice in rule 'r'",
    ]);
  });

  it('unknown list, list declared twice', () => {
    expect(errors('transformation t;\nrule r {\n  match { V [lemma=@verbs]; }\n  do { V.Case = Nom; }\n}\n')).toEqual(['r.drv:3:20: error: unknown list @verbs']);
    expect(errors('list a = x;\nlist a = y;\n')).toEqual(['r.drv:2:1: error: list @a is declared twice']);
  });

  it('an invalid regular expression', () => {
    const e = errors('transformation t;\nrule r {\n  match { V [lemma=/a(b/]; }\n  do { V.Case = Nom; }\n}\n');
    expect(e).toHaveLength(1);
    expect(e[0]).toMatch(/^r\.drv:3:20: error: invalid regular expression \/a\(b\/: .*Unterminated group$/);
  });

  it('an unknown relation type of the transformation', () => {
    expect(errors('transformation t relation opposite;\n')).toEqual(["r.drv:1:1: error: unknown relation 'opposite' (expected similar, contradictory or neutral)"]);
  });

  it('a rule without match, a rule without edits', () => {
    expect(errors('transformation t;\nrule r {\n  do { V.Case = Nom; }\n}\n')).toEqual(["r.drv:2:1: error: rule 'r' has no match block"]);
    expect(errors('transformation t;\nrule r {\n  match { V []; }\n}\n')).toEqual(["r.drv:2:1: error: rule 'r' has no edits (do block)"]);
  });

  it('form/lemma cannot be set; assignments need one value; names cannot be reused', () => {
    expect(errors('transformation t;\nrule r {\n  match { V []; }\n  do { V.form = kot; V.Case = Nom; }\n}\n')).toEqual([
      'r.drv:4:8: error: form cannot be set: forms come from the dictionary; set features instead',
    ]);
    expect(errors('transformation t;\nrule r {\n  match { V []; }\n  do { V.Case = /N.*/; V.Number = Sing; }\n}\n')).toEqual(['r.drv:4:17: error: an assignment needs a single value, not a pattern']);
    expect(errors('transformation t;\nrule r {\n  match { V []; }\n  do { insert V = nie PART before V as advmod:neg of V; V.Case = Nom; }\n}\n')).toEqual([
      "r.drv:4:15: error: node name 'V' is already in use",
    ]);
  });

  // Regression test (was a bug found in review).
  it('a rejected command does not also make the rule "have no edits"', () => {
    expect(errors('transformation t;\nrule r {\n  match { V []; }\n  do { V.form = kot; }\n}\n')).toEqual([
      'r.drv:4:8: error: form cannot be set: forms come from the dictionary; set features instead',
    ]);
  });

  it('examples and fixtures', () => {
    expect(errors('transformation t;\nrule r {\n  match { V []; }\n  do { V.Case = Nom; }\n  example "s1" => "x";\n}\n')).toEqual([
      "r.drv:5:11: error: example refers to sentence 's1' but no 'fixtures' file is declared",
    ]);
    expect(errors('transformation t;\nfixtures "nope.conllu";\n')).toEqual(['r.drv:2:1: error: fixture file not found: nope.conllu']);
  });

  it('donor blocks: only on the rule; copies only from donor nodes', () => {
    expect(errors('transformation t;\nrule r {\n  match { V []; }\n  variant a { donor { D []; } do { V.Case = Nom; } }\n}\n')).toEqual([
      'r.drv:4:15: error: a donor block belongs to the rule, not to a variant',
    ]);
    expect(errors('transformation t;\nrule r {\n  match { V []; O []; }\n  do { copy C = O after V as obj of V; }\n}\n')).toEqual(["r.drv:4:8: error: 'O' is not a node of the donor pattern"]);
  });

  it('agreement and repair declarations', () => {
    expect(errors('agreement a {\n  match { H []; D []; H -[amod]-> D; }\n  target X; controller H;\n  features Case, Gendr;\n}\n')).toEqual([
      "r.drv:1:1: error: agreement 'a': unknown target node 'X'",
      "r.drv:4:18: error: unknown feature 'Gendr' for this profile",
    ]);
    expect(errors('repair r {\n  match { N []; }\n  when inserted M;\n  do { N.Case = Gen; }\n}\n')).toEqual(["r.drv:3:3: error: unknown node 'M'"]);
  });

  it('errors in several files name their own file', () => {
    const r = compileRuleText('transformation t;\nrule r { match { V [Foo=x]; } do { V.Case = Nom; } }\n', 'rules.drv', [{ file: 'prof.drv', text: 'feature Case = Nom;\nfeature Case = Gen;\nagreement a { match { H []; } target H; controller Q; features Case; }\n' }]);
    expect(r.diagnostics.map((d) => formatDiagnostic(d))).toEqual([
      "prof.drv:3:1: error: agreement 'a': unknown controller node 'Q'",
      "rules.drv:2:21: error: unknown feature 'Foo' for this profile",
    ]);
  });
});

describe('formatDiagnostic', () => {
  const d: Diagnostic = { file: 'a.drv', line: 2, column: 5, severity: 'error', message: "unknown node 'X'" };

  it('prints FILE:LINE:COL: severity: message, the source line and a caret under the column', () => {
    expect(formatDiagnostic(d, 'line one\n    X.Case = Nom;\nline three')).toBe("a.drv:2:5: error: unknown node 'X'\n      X.Case = Nom;\n      ^");
  });

  it('only the head line without source text, or when the line does not exist', () => {
    expect(formatDiagnostic(d)).toBe("a.drv:2:5: error: unknown node 'X'");
    expect(formatDiagnostic({ ...d, line: 9 }, 'one line')).toBe("a.drv:9:5: error: unknown node 'X'");
  });

  it('warnings', () => {
    expect(formatDiagnostic({ ...d, severity: 'warning', column: 1 }, 'x\ny')).toBe("a.drv:2:1: warning: unknown node 'X'\n  y\n  ^");
  });
});

describe('files', () => {
  it('expandRulePaths takes a directory’s *.drv files in sorted order', () => {
    expect(expandRulePaths(['fixtures/dsl/ok'])).toEqual(['fixtures/dsl/ok/negation.drv', 'fixtures/dsl/ok/plural.drv']);
  });

  it('`use` of a missing file is reported at the use line', () => {
    const files = new Map([[`${process.cwd()}/main.drv`, 'transformation t;\nuse "missing.drv";\n']]);
    const r = compileRuleFiles([`${process.cwd()}/main.drv`], (p) => {
      const t = files.get(p);
      if (t === undefined) throw new Error('ENOENT');
      return t;
    });
    expect(r.diagnostics.map((x) => formatDiagnostic(x))).toEqual(['main.drv:2:1: error: cannot read rule file missing.drv']);
  });

  it('the profile a file `use`s is compiled with it (declarations, agreements, repairs)', () => {
    const r = compileRuleFiles(['fixtures/dsl/ok/plural.drv']);
    expect(r.diagnostics).toEqual([]);
    expect([...r.ruleSet.sources.keys()]).toEqual(['fixtures/dsl/ok/plural.drv', 'fixtures/dsl/mini-profile.drv']);
    expect(r.ruleSet.profile.agreements.map((a) => a.name)).toEqual(['adjective_noun']);
    expect(r.ruleSet.profile.repairs.map((a) => a.name)).toEqual(['genitive_of_negation']);
    expect(r.ruleSet.rules.map((x) => `${x.type}/${x.name} ${x.relation} [${x.variants.map((v) => v.name).join(',')}] ${x.examples.length}`)).toEqual([
      'plural/object_plural neutral [object_plural] 3',
    ]);
  });
});
