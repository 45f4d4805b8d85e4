// Minimal zip reader: just enough to pull two stored/deflated entries out of
// morfologik-polish.jar without a dependency. Reads the central directory
// (authoritative sizes, unlike local headers which may defer them to a data
// descriptor) and inflates with Node's zlib.
import { inflateRawSync } from 'node:zlib';

export type ZipResult = { ok: true; data: Buffer } | { ok: false; reason: string };

const EOCD_SIG = 0x06054b50;
const CDIR_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;

/** Extract one entry by exact path; errors as values. */
export function readZipEntry(zip: Buffer, name: string): ZipResult {
  // The end-of-central-directory record sits in the last 22 + (≤65535 comment) bytes.
  const min = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = zip.length - 22; i >= min; i--) {
    if (zip.readUInt32LE(i) === EOCD_SIG) { eocd = i; break; }
  }
  if (eocd < 0) return { ok: false, reason: 'not a zip file (no end of central directory)' };
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  for (let n = 0; n < count; n++) {
    if (p + 46 > zip.length || zip.readUInt32LE(p) !== CDIR_SIG) return { ok: false, reason: 'corrupt zip central directory' };
    const method = zip.readUInt16LE(p + 10);
    const csize = zip.readUInt32LE(p + 20);
    const usize = zip.readUInt32LE(p + 24);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const localOff = zip.readUInt32LE(p + 42);
    const entryName = zip.toString('utf8', p + 46, p + 46 + nameLen);
    if (entryName === name) {
      if (zip.readUInt32LE(localOff) !== LOCAL_SIG) return { ok: false, reason: `corrupt local header for ${name}` };
      // Local name/extra lengths can differ from the central copy; use the local ones.
      const start = localOff + 30 + zip.readUInt16LE(localOff + 26) + zip.readUInt16LE(localOff + 28);
      const raw = zip.subarray(start, start + csize);
      let data: Buffer;
      if (method === 0) data = Buffer.from(raw);
      else if (method === 8) data = inflateRawSync(raw);
      else return { ok: false, reason: `unsupported zip compression method ${method} for ${name}` };
      if (data.length !== usize) return { ok: false, reason: `size mismatch for ${name}` };
      return { ok: true, data };
    }
    p += 46 + nameLen + extraLen + commentLen;
  }
  return { ok: false, reason: `${name} not found in archive` };
}
