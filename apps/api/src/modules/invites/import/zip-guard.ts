/**
 * An .xlsx is a zip, and a small zip can inflate to gigabytes (a "zip bomb"). Before exceljs inflates
 * anything, the central directory is read and the declared uncompressed sizes are summed; a file
 * whose parts would be too large, that has too many parts, or whose directory is broken is refused.
 * The declared sizes can lie, but then the inflater (JSZip under exceljs) fails on the mismatch.
 */

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65 535. */
const EOCD_SEARCH = 22 + 0xffff;

export type ZipCheck = { ok: true } | { ok: false; reason: 'broken' | 'too-large' };

export function checkZipSize(bytes: Buffer, limits: { maxUncompressedBytes: number; maxEntries: number }): ZipCheck {
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - EOCD_SEARCH); i -= 1) {
    if (bytes.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'broken' };
  const entries = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which no spreadsheet of this size needs.
  if (entries === 0xffff || directoryOffset === 0xffffffff) return { ok: false, reason: 'broken' };
  if (entries > limits.maxEntries) return { ok: false, reason: 'too-large' };
  if (directoryOffset + directorySize > eocd) return { ok: false, reason: 'broken' };

  let total = 0;
  let at = directoryOffset;
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > eocd || bytes.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) return { ok: false, reason: 'broken' };
    const uncompressed = bytes.readUInt32LE(at + 24);
    if (uncompressed === 0xffffffff) return { ok: false, reason: 'broken' };
    total += uncompressed;
    if (total > limits.maxUncompressedBytes) return { ok: false, reason: 'too-large' };
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { ok: true };
}
