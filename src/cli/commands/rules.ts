// Tools for rule authors: check (compile + diagnostics), test (run the examples
// rules carry), explain (why a rule did or did not apply to a sentence).
import type { CommandRegistrar } from './index.js';
import { EXIT } from '../exit.js';
import { loadMorph, loadRules, say } from '../shared.js';
import { Engine, sentenceId, sentenceText } from '../../engine/engine.js';
import { runExamples, formatOutcome } from '../../engine/examples.js';
import { explain, formatExplanation } from '../../engine/explain.js';
import { readConllu, formatConlluError } from '../../conllu/index.js';
import { Tree } from '../../tree/tree.js';

export const checkCommand: CommandRegistrar = (y, setCode) =>
  y.command(
    'check [rules..]',
    'Compile rule files and report diagnostics (FILE:LINE:COLUMN)',
    (a) =>
      a
        .positional('rules', { type: 'string', array: true, describe: 'rule files or directories (default: the bundled rules/pl)' })
        .example('$0 check rules/pl', 'check the Polish rule set')
        .epilogue('Exit codes: 0 no errors, 1 errors found.'),
    (argv) => {
      const r = loadRules(argv.rules as string[] | undefined);
      if (!r) return setCode(EXIT.failure);
      const n = r.ruleSet.rules.length;
      const v = r.ruleSet.rules.reduce((s, x) => s + x.variants.length, 0);
      const ex = r.ruleSet.rules.reduce((s, x) => s + x.examples.length, 0);
      process.stdout.write(`ok: ${n} rules, ${v} variants, ${ex} examples, ${r.ruleSet.profile.agreements.length} agreements, ${r.ruleSet.profile.repairs.length} repairs\n`);
      setCode(EXIT.ok);
    },
  );

export const testCommand: CommandRegistrar = (y, setCode) =>
  y.command(
    'test [rules..]',
    'Run the examples that rules carry; ends with "N passed, N failed"',
    (a) =>
      a
        .positional('rules', { type: 'string', array: true, describe: 'rule files or directories (default: the bundled rules/pl)' })
        .option('dict', { type: 'string', describe: 'PoliMorf polish.dict or morfologik-polish.jar' })
        .option('verbose', { type: 'boolean', default: false, describe: 'list passing examples too' })
        .example('$0 test rules/pl', 'run every example of the Polish rules')
        .epilogue('Exit codes: 0 all passed, 1 a failure or a rule error.'),
    async (argv) => {
      const r = loadRules(argv.rules as string[] | undefined);
      if (!r) return setCode(EXIT.failure);
      const morph = await loadMorph(argv.dict);
      if (!morph) return setCode(EXIT.failure);
      const engine = new Engine(r.ruleSet, { morph });
      const outcomes = runExamples(engine, r.ruleSet.rules);
      let pass = 0;
      let fail = 0;
      for (const o of outcomes) {
        if (o.passed) pass++;
        else fail++;
        if (!o.passed || argv.verbose) process.stdout.write(formatOutcome(o) + '\n');
      }
      process.stdout.write(`${pass} passed, ${fail} failed\n`);
      setCode(fail ? EXIT.failure : EXIT.ok);
    },
  );

export const explainCommand: CommandRegistrar = (y, setCode) =>
  y.command(
    'explain <file>',
    'Explain why a rule did or did not apply: the first failing constraint, or each edit with its morphology query',
    (a) =>
      a
        .positional('file', { type: 'string', demandOption: true, describe: 'CoNLL-U input ("-" for stdin)' })
        .option('rule', { type: 'string', demandOption: true, describe: 'rule name, or TYPE/NAME' })
        .option('sentence', { type: 'string', describe: 'only this sent_id' })
        .option('rules', { type: 'string', array: true, describe: 'rule files or directories (default: rules/pl)' })
        .option('dict', { type: 'string', describe: 'PoliMorf polish.dict or morfologik-polish.jar' })
        .example('$0 explain fixtures/pl/paper.conllu --rule active_to_passive --sentence paper-3', ''),
    async (argv) => {
      const r = loadRules(argv.rules as string[] | undefined);
      if (!r) return setCode(EXIT.failure);
      const want = argv.rule as string;
      const rules = r.ruleSet.rules.filter((x) => x.name === want || `${x.type}/${x.name}` === want);
      if (!rules.length) {
        say(`derywat: no rule named '${want}' (rules: ${r.ruleSet.rules.map((x) => `${x.type}/${x.name}`).join(', ')})`);
        return setCode(EXIT.usage);
      }
      const morph = await loadMorph(argv.dict);
      if (!morph) return setCode(EXIT.failure);
      const engine = new Engine(r.ruleSet, { morph, trace: true });
      let i = 0;
      let found = false;
      for await (const res of readConllu(argv.file as string)) {
        const idx = i++;
        if (!res.ok) {
          for (const e of res.errors) say(formatConlluError(e));
          continue;
        }
        const id = sentenceId(res.sentence, idx);
        if (argv.sentence && id !== argv.sentence) continue;
        found = true;
        const tree = Tree.fromSentence(res.sentence);
        const text = sentenceText(res.sentence, tree);
        process.stdout.write(`# ${id}: ${text}\n`);
        for (const rule of rules) process.stdout.write(formatExplanation(explain(engine, rule, tree, id, text), id) + '\n');
      }
      if (argv.sentence && !found) {
        say(`derywat: sentence '${argv.sentence}' not found in ${argv.file}`);
        return setCode(EXIT.failure);
      }
      setCode(EXIT.ok);
    },
  );
