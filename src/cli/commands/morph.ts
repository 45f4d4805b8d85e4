// `derywat morph ...` and `derywat setup`: thin wrappers over src/morph.
import type { Argv } from 'yargs';
import type { CommandRegistrar } from './index.js';

type Loaded = Awaited<ReturnType<typeof import('../../morph/index.js').loadMorphology>>;

// Imported on use so that other commands do not pay for the morphology module.
async function load(dict: string | undefined, setCode: (c: number) => void, quiet = false) {
  const m = await import('../../morph/index.js');
  const r: Loaded = await m.loadMorphology({ dict, quiet });
  if (m.isMorphLoadError(r)) {
    process.stderr.write(`derywat: ${r.message}\n`);
    setCode(1);
    return null;
  }
  return r;
}

const dictOption = (y: Argv) =>
  y.option('dict', { type: 'string', describe: 'morfologik-polish.jar or polish.dict (default: $DERYWAT_DICT, the Debian jar, the cache)' });

export const morphCommand: CommandRegistrar = (y, setCode) =>
  y.command('morph <command>', 'Look words up in the Polish dictionary (PoliMorf)', (yy) =>
    dictOption(yy)
      .command(
        'analyse <forms..>',
        'Readings of word forms: form, lemma, tag (and the casing used when not exact)',
        (a) => a.positional('forms', { type: 'string', array: true, demandOption: true }),
        async (argv) => {
          const m = await load(argv.dict as string | undefined, setCode);
          if (!m) return;
          const lines: string[] = [];
          for (const form of argv.forms as string[]) {
            const rs = m.analyse(form);
            if (rs.length === 0) { lines.push(`${form}\t-\tunknown`); setCode(1); }
            for (const r of rs) lines.push(`${form}\t${r.lemma}\t${r.tag}${r.casing === 'exact' ? '' : `\t${r.casing}`}`);
          }
          process.stdout.write(lines.join('\n') + '\n');
        },
      )
      .command(
        'generate <lemma> <tags..>',
        'Forms of a lemma for partial tags (ppas:sg:acc:m1, fin:pl:ter) or UD features (Case=Gen|Number=Sing)',
        (a) => a.positional('lemma', { type: 'string', demandOption: true }).positional('tags', { type: 'string', array: true, demandOption: true }),
        async (argv) => {
          const m = await load(argv.dict as string | undefined, setCode);
          if (!m) return;
          const lines: string[] = [];
          for (const tag of argv.tags as string[]) {
            const bad = m.constraintError(tag);
            if (bad) { process.stderr.write(`derywat: ${bad}\n`); setCode(2); continue; }
            const rs = m.generate(argv.lemma as string, tag);
            if (rs.length === 0) { process.stderr.write(`derywat: no form: ${argv.lemma} ${tag}\n`); setCode(1); }
            for (const r of rs) lines.push(`${r.form}\t${r.tag}`);
          }
          if (lines.length) process.stdout.write(lines.join('\n') + '\n');
        },
      )
      .command(
        'paradigm <lemma>',
        'Every form of a lemma with its tag',
        (a) => a.positional('lemma', { type: 'string', demandOption: true }),
        async (argv) => {
          const m = await load(argv.dict as string | undefined, setCode);
          if (!m) return;
          const rs = m.paradigm(argv.lemma as string);
          if (rs.length === 0) { process.stderr.write(`derywat: unknown lemma: ${argv.lemma}\n`); setCode(1); return; }
          process.stdout.write(rs.map((r) => `${r.form}\t${r.tag}`).join('\n') + '\n');
        },
      )
      .demandCommand(1, 'Give a morph command: analyse, generate or paradigm.'),
  );

export const setupCommand: CommandRegistrar = (y, setCode) =>
  y.command(
    'setup',
    'Fetch the Polish dictionary and build the generation index now (otherwise done on first use)',
    (yy) => dictOption(yy),
    async (argv) => {
      const m = await load(argv.dict as string | undefined, setCode);
      if (!m) return;
      m.index();
      process.stdout.write(`dictionary: ${m.files.origin}\ngeneration index: ${m.indexPath ?? '(in memory; cache not writable)'}\n`);
    },
  );
