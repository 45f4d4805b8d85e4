// Finding (and if needed fetching) the PoliMorf dictionary. Order: explicit
// path / DERYWAT_DICT, the installed Debian jar, the per-user cache, then a
// download of the Debian package into the cache. Every failure is a value.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { readZipEntry } from './zip.js';

export const DEBIAN_JAR = '/usr/share/java/morfologik-polish.jar';
export const DEBIAN_PACKAGE = 'libmorfologik-stemming2-java';
const JAR_DICT = 'morfologik/stemming/polish/polish.dict';
const JAR_INFO = 'morfologik/stemming/polish/polish.info';

export interface DictFiles {
  dict: Buffer;
  info: string;
  /** Human-readable origin, for `derywat setup` and messages. */
  origin: string;
  /** Where derived files (the generation index) are cached. */
  cacheDir: string;
}

export interface MorphLoadError {
  readonly kind: 'morph-load-error';
  readonly message: string;
}

export function morphLoadError(message: string): MorphLoadError {
  return { kind: 'morph-load-error', message };
}

export function isMorphLoadError(x: unknown): x is MorphLoadError {
  return typeof x === 'object' && x !== null && (x as MorphLoadError).kind === 'morph-load-error';
}

export function cacheDirectory(): string {
  const xdg = process.env.XDG_CACHE_HOME;
  return join(xdg && xdg.length > 0 ? xdg : join(homedir(), '.cache'), 'derywat');
}

const HOW_TO_FIX =
  `Install the Debian package ${DEBIAN_PACKAGE} (it provides ${DEBIAN_JAR}; ` +
  `"apt-get install --no-install-recommends ${DEBIAN_PACKAGE}"), or point DERYWAT_DICT ` +
  `(or --dict) at morfologik-polish.jar, or at polish.dict with polish.info next to it.`;

/** Write atomically: concurrent writers each rename a complete private temp file. */
export function atomicWrite(path: string, data: Uint8Array | string): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

function fromJar(jarPath: string, cacheDir: string): DictFiles | MorphLoadError {
  let jar: Buffer;
  try {
    jar = readFileSync(jarPath);
  } catch (e) {
    return morphLoadError(`cannot read ${jarPath}: ${(e as Error).message}. ${HOW_TO_FIX}`);
  }
  const dict = readZipEntry(jar, JAR_DICT);
  if (!dict.ok) return morphLoadError(`${jarPath}: ${dict.reason}. ${HOW_TO_FIX}`);
  const info = readZipEntry(jar, JAR_INFO);
  if (!info.ok) return morphLoadError(`${jarPath}: ${info.reason}. ${HOW_TO_FIX}`);
  return { dict: dict.data, info: info.data.toString('utf8'), origin: jarPath, cacheDir };
}

function fromDictFile(dictPath: string, cacheDir: string): DictFiles | MorphLoadError {
  const infoPath = dictPath.replace(/\.dict$/, '') + '.info';
  try {
    return { dict: readFileSync(dictPath), info: readFileSync(infoPath, 'utf8'), origin: dictPath, cacheDir };
  } catch (e) {
    return morphLoadError(`cannot read ${dictPath} / ${basename(infoPath)}: ${(e as Error).message}. ${HOW_TO_FIX}`);
  }
}

function run(cmd: string, args: string[], cwd: string): { ok: boolean; out: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 });
  if (r.error) return { ok: false, out: r.error.message };
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

/** apt-get download + dpkg-deb -x in a private temp dir; never installs anything. */
function download(cacheDir: string, say: (s: string) => void): DictFiles | MorphLoadError {
  const work = mkdtempSync(join(tmpdir(), 'derywat-dict-'));
  try {
    say(`derywat: fetching the Polish dictionary (Debian package ${DEBIAN_PACKAGE}) into ${cacheDir} ...\n`);
    let dl = run('apt-get', ['download', DEBIAN_PACKAGE], work);
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!dl.ok && isRoot) {
      // A fresh machine often has empty package lists; refreshing them needs root.
      say('derywat: apt-get download failed; running apt-get update and retrying ...\n');
      run('apt-get', ['update'], work);
      dl = run('apt-get', ['download', DEBIAN_PACKAGE], work);
    }
    if (!dl.ok) return morphLoadError(`could not download ${DEBIAN_PACKAGE} (${lastLine(dl.out)}). ${HOW_TO_FIX}`);
    const deb = run('sh', ['-c', 'dpkg-deb -x ./*.deb x'], work);
    if (!deb.ok) return morphLoadError(`could not unpack ${DEBIAN_PACKAGE} (${lastLine(deb.out)}). ${HOW_TO_FIX}`);
    const got = fromJar(join(work, 'x', DEBIAN_JAR), cacheDir);
    if (isMorphLoadError(got)) return got;
    // .info first: a reader that sees the .dict can rely on the .info being there.
    atomicWrite(join(cacheDir, 'polish.info'), got.info);
    atomicWrite(join(cacheDir, 'polish.dict'), got.dict);
    return { ...got, origin: join(cacheDir, 'polish.dict') };
  } catch (e) {
    return morphLoadError(`could not fetch the dictionary: ${(e as Error).message}. ${HOW_TO_FIX}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function lastLine(s: string): string {
  const lines = s.split('\n').filter((l) => l.trim() !== '');
  return lines.length ? lines[lines.length - 1] : 'no output';
}

export interface LocateOptions {
  dict?: string;
  quiet?: boolean;
  /** Fetch when nothing is found (default true). */
  download?: boolean;
}

export function locateDictionary(opts: LocateOptions = {}): DictFiles | MorphLoadError {
  const cacheDir = cacheDirectory();
  const explicit = opts.dict ?? process.env.DERYWAT_DICT;
  if (explicit) {
    // An explicit choice that does not work is an error, not a reason to look elsewhere.
    if (!existsSync(explicit)) return morphLoadError(`dictionary ${explicit} does not exist. ${HOW_TO_FIX}`);
    return explicit.endsWith('.jar') ? fromJar(explicit, cacheDir) : fromDictFile(explicit, cacheDir);
  }
  if (existsSync(DEBIAN_JAR)) return fromJar(DEBIAN_JAR, cacheDir);
  const cached = join(cacheDir, 'polish.dict');
  if (existsSync(cached) && existsSync(join(cacheDir, 'polish.info'))) return fromDictFile(cached, cacheDir);
  if (opts.download === false) return morphLoadError(`no dictionary found. ${HOW_TO_FIX}`);
  const say = opts.quiet ? () => {} : (s: string) => process.stderr.write(s);
  return download(cacheDir, say);
}
