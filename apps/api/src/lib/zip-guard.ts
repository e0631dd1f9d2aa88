/**
 * An .xlsx is a zip, and a small zip can inflate to gigabytes (a "zip bomb"). Before exceljs inflates
 * anything, the central directory is read and the declared uncompressed sizes are summed; a file
 * whose parts would be too large, that has too many parts, or whose directory is broken is refused.
 *
 * The declared sizes can lie. The in-memory reader (JSZip under exceljs) fails on the mismatch; the
 * streaming one (unzipper under exceljs's WorkbookReader) does not check, so for a file on disk
 * `verifyZipFile` inflates every entry once into nothing, counting, and refuses an entry that inflates
 * past its declared size, entries that do not tile the file (a local entry hidden from the directory
 * would still be read by a streaming unzipper) and methods other than stored/deflate. Each check reads
 * the file from disk in pieces; nothing holds the whole file.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_ENTRY_SIGNATURE = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65 535. */
const EOCD_SEARCH = 22 + 0xffff;
/** A directory entry is 46 bytes plus its name, extra field and comment. */
const MAX_DIRECTORY_ENTRY = 46 + 3 * 0xffff;

export type ZipLimits = { maxUncompressedBytes: number; maxEntries: number };
export type ZipCheck = { ok: true } | { ok: false; reason: 'broken' | 'too-large' | 'too-many-entries' };
export type ZipEntry = {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};
export type ZipDirectory =
  | { ok: true; entries: ZipEntry[]; directoryOffset: number }
  | { ok: false; reason: 'broken' | 'too-large' | 'too-many-entries' };

function findEndRecord(tail: Buffer): number {
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - EOCD_SEARCH); i -= 1) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

type EndRecord = { entries: number; directorySize: number; directoryOffset: number };

function readEndRecord(tail: Buffer, eocd: number): EndRecord | null {
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which no spreadsheet of this size needs.
  if (entries === 0xffff || directoryOffset === 0xffffffff) return null;
  return { entries, directorySize, directoryOffset };
}

/** The directory's entries, the declared sizes summed against the limits as they are read. */
function readDirectory(directory: Buffer, end: EndRecord, limits: ZipLimits): ZipDirectory {
  if (end.entries > limits.maxEntries) return { ok: false, reason: 'too-many-entries' };
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = 0;
  for (let n = 0; n < end.entries; n += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) {
      return { ok: false, reason: 'broken' };
    }
    const uncompressedSize = directory.readUInt32LE(at + 24);
    const compressedSize = directory.readUInt32LE(at + 20);
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff) return { ok: false, reason: 'broken' };
    total += uncompressedSize;
    if (total > limits.maxUncompressedBytes) return { ok: false, reason: 'too-large' };
    const nameLength = directory.readUInt16LE(at + 28);
    if (at + 46 + nameLength > directory.length) return { ok: false, reason: 'broken' };
    entries.push({
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      compressedSize,
      uncompressedSize,
      localHeaderOffset: directory.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return { ok: true, entries, directoryOffset: end.directoryOffset };
}

/** The zip in memory (the contractors import): declared sizes and entry count only. */
export function checkZipSize(bytes: Buffer, limits: ZipLimits): ZipCheck {
  const eocd = findEndRecord(bytes);
  if (eocd < 0) return { ok: false, reason: 'broken' };
  const end = readEndRecord(bytes, eocd);
  if (!end) return { ok: false, reason: 'broken' };
  if (end.entries > limits.maxEntries) return { ok: false, reason: 'too-large' };
  if (end.directoryOffset + end.directorySize > eocd) return { ok: false, reason: 'broken' };
  const directory = readDirectory(bytes.subarray(end.directoryOffset, eocd), end, limits);
  if (!directory.ok) return { ok: false, reason: directory.reason === 'broken' ? 'broken' : 'too-large' };
  return { ok: true };
}

/**
 * The directory of a zip on disk, reading only its tail (the end record and the directory), never the
 * whole file: the declared sizes are summed and the entry count bounded before anything is inflated.
 */
export async function readZipDirectory(filePath: string, limits: ZipLimits): Promise<ZipDirectory> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    if (size < 22) return { ok: false, reason: 'broken' };
    const tailStart = Math.max(0, size - EOCD_SEARCH);
    const tail = Buffer.alloc(size - tailStart);
    await file.read(tail, 0, tail.length, tailStart);
    const eocd = findEndRecord(tail);
    if (eocd < 0) return { ok: false, reason: 'broken' };
    const end = readEndRecord(tail, eocd);
    if (!end) return { ok: false, reason: 'broken' };
    if (end.entries > limits.maxEntries) return { ok: false, reason: 'too-many-entries' };
    if (end.directoryOffset + end.directorySize > tailStart + eocd) return { ok: false, reason: 'broken' };
    if (end.directorySize > end.entries * MAX_DIRECTORY_ENTRY) return { ok: false, reason: 'broken' };
    const directory = Buffer.alloc(end.directorySize);
    await file.read(directory, 0, directory.length, end.directoryOffset);
    return readDirectory(directory, end, limits);
  } finally {
    await file.close();
  }
}

type FileHandle = Awaited<ReturnType<typeof open>>;

/** Where an entry's data starts: after its local header, whose name and extra lengths may differ from the directory's. */
async function dataOffset(file: FileHandle, entry: ZipEntry): Promise<number | null> {
  const header = Buffer.alloc(30);
  const { bytesRead } = await file.read(header, 0, 30, entry.localHeaderOffset);
  if (bytesRead < 30 || header.readUInt32LE(0) !== LOCAL_ENTRY_SIGNATURE) return null;
  return entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
}

/** Inflates an entry's data into `sink`, failing as soon as it passes its declared size. */
class EntryLargerThanDeclared extends Error {
  override readonly name = 'EntryLargerThanDeclared';
}

/**
 * What an entry that does not hold up fails with: more bytes than its directory declares, or deflate
 * data zlib cannot read (its errors carry a `Z_…` code). Anything else (the disk) is not the file's fault.
 */
const isBrokenEntry = (error: unknown) =>
  error instanceof EntryLargerThanDeclared || /^Z_/.test(String((error as { code?: unknown }).code ?? ''));

/** The entry's inflated size, or null when the entry is broken; other failures are thrown. */
const inflatedSizeOrNull = (...args: Parameters<typeof inflateEntry>) =>
  inflateEntry(...args).catch((error: unknown) => {
    if (isBrokenEntry(error)) return null;
    throw error;
  });

async function inflateEntry(filePath: string, entry: ZipEntry, start: number, sink: (chunk: Buffer) => void) {
  if (entry.compressedSize === 0) return 0;
  let count = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      count += chunk.length;
      if (count > entry.uncompressedSize) return done(new EntryLargerThanDeclared());
      sink(chunk);
      done();
    },
  });
  const source = createReadStream(filePath, { start, end: start + entry.compressedSize - 1 });
  await pipeline(source, entry.method === 8 ? createInflateRaw() : new PassThrough(), counter);
  return count;
}

/** The entries in file order, each with where its bytes end (local header, data, data descriptor). */
export type ZipLayout = { entries: (ZipEntry & { end: number })[]; directoryOffset: number };

/**
 * Inflates every entry into nothing and checks it against the directory: the declared sizes, the
 * entries tiling the file up to the directory, stored or deflate only. Then a streaming unzipper,
 * which reads local headers in order and trusts them, meets exactly what the directory declared.
 * Null when the file does not hold up.
 */
export async function verifyZipFile(
  filePath: string,
  directory: Extract<ZipDirectory, { ok: true }>,
): Promise<ZipLayout | null> {
  const entries = [...directory.entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  const layout: ZipLayout = { entries: [], directoryOffset: directory.directoryOffset };
  const file = await open(filePath, 'r');
  try {
    let expectedOffset = 0;
    for (const entry of entries) {
      if (entry.method !== 0 && entry.method !== 8) return null;
      if (entry.localHeaderOffset !== expectedOffset) return null;
      const start = await dataOffset(file, entry);
      if (start === null) return null;
      const size = await inflatedSizeOrNull(filePath, entry, start, () => {});
      if (size !== entry.uncompressedSize) return null;
      expectedOffset = start + entry.compressedSize;
      // A data descriptor (flag bit 3) follows the data: 12 bytes, or 16 with its optional signature.
      if (entry.flags & 0x08) {
        const head = Buffer.alloc(4);
        await file.read(head, 0, 4, expectedOffset);
        expectedOffset += head.readUInt32LE(0) === 0x08074b50 ? 16 : 12;
      }
      layout.entries.push({ ...entry, end: expectedOffset });
    }
    return expectedOffset === directory.directoryOffset ? layout : null;
  } finally {
    await file.close();
  }
}

/**
 * The zip's bytes as a stream, the entries `isLast` picks moved after the others (the directory and
 * end record kept at the end). A streaming unzipper reads entries in file order; an .xlsx saved by
 * Excel has its worksheets before the shared strings, which exceljs's WorkbookReader then parks in
 * temporary files until the strings arrive (left behind when the read stops early). Reordered, the
 * strings come first and each sheet is parsed as it streams. Only offsets checked by `verifyZipFile`.
 */
export function zipStreamReordered(
  filePath: string,
  layout: ZipLayout,
  isLast: (entry: ZipEntry) => boolean,
): Readable {
  const ranges = [
    ...layout.entries.filter((entry) => !isLast(entry)),
    ...layout.entries.filter((entry) => isLast(entry)),
  ].map((entry) => ({ start: entry.localHeaderOffset, end: entry.end }));
  async function* bytes() {
    for (const range of ranges) {
      if (range.end > range.start) yield* createReadStream(filePath, { start: range.start, end: range.end - 1 });
    }
    yield* createReadStream(filePath, { start: layout.directoryOffset });
  }
  return Readable.from(bytes(), { objectMode: false });
}

/** One small entry inflated into memory (at most its declared size, which the caller has bounded). */
export async function readZipEntry(filePath: string, entry: ZipEntry): Promise<Buffer | null> {
  const file = await open(filePath, 'r');
  let start: number | null;
  try {
    start = await dataOffset(file, entry);
  } finally {
    await file.close();
  }
  if (start === null) return null;
  const chunks: Buffer[] = [];
  const size = await inflatedSizeOrNull(filePath, entry, start, (chunk) => chunks.push(chunk));
  return size === null ? null : Buffer.concat(chunks);
}
