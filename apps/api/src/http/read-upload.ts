/**
 * Reads the one file of a multipart request and checks it before anyone parses it (ARCHITECTURE
 * "Uploads are checked by size, extension and magic bytes"): too big → 413 'Превышен максимальный
 * размер файла'; wrong extension or content that is not what the extension says → 400
 * 'Недопустимый формат файла'. The texts are the file drop zone's (SPEC §5), so the browser and the
 * server say the same thing.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { type FileStorage, newStorageKey } from '../lib/storage.js';
import { badTextError, findBadText } from './text-guard.js';

/** No upload of any kind is bigger than this; routes set their own lower limits. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export type UploadKind =
  | 'pdf'
  | 'xlsx'
  | 'xls'
  | 'xml'
  | 'sig'
  | 'png'
  | 'jpg'
  | 'heic'
  | 'doc'
  | 'docx'
  | 'odt'
  | 'ods'
  | 'zip'
  | 'txt1c'
  | 'txt';

const startsWith = (bytes: Buffer, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** A zip's local file header: .xlsx, .docx and .zip all start with it. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** An OLE compound file: the old .doc and .xls. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** What the first bytes of each kind must be. */
const looksLike: Record<UploadKind, (bytes: Buffer) => boolean> = {
  pdf: (b) => b.subarray(0, 1024).includes('%PDF-'),
  // .xlsx is a zip (local file header PK\3\4).
  xlsx: (b) => startsWith(b, ZIP),
  docx: (b) => startsWith(b, ZIP),
  zip: (b) => startsWith(b, ZIP),
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  // The old Word format is an OLE compound file.
  doc: (b) => startsWith(b, OLE),
  // So is the old Excel format.
  xls: (b) => startsWith(b, OLE),
  // OpenDocument files are zips too (their first entry names the kind).
  odt: (b) => startsWith(b, ZIP),
  ods: (b) => startsWith(b, ZIP),
  // HEIC/HEIF (a phone's photo): an ISO media box «ftyp» at byte 4 with a HEIF brand.
  heic: (b) => b.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(b.toString('latin1', 8, 12)),
  // Plain text: no NUL byte at its start (a binary file renamed .txt has them).
  txt: (b) => !b.subarray(0, 4096).includes(0),
  xml: (b) => {
    const text = (startsWith(b, UTF8_BOM) ? b.subarray(3) : b).subarray(0, 256).toString('latin1').trimStart();
    return text.startsWith('<?xml') || text.startsWith('<');
  },
  // A 1C client-bank export (DOMAIN §5): its first line, in any of its 8-bit encodings, after a BOM or blanks.
  txt1c: (b) =>
    (startsWith(b, UTF8_BOM) ? b.subarray(3) : b)
      .toString('latin1', 0, 64)
      .trimStart()
      .startsWith('1CClientBankExchange'),
  // A detached signature: DER (SEQUENCE) or PEM / base64 text.
  sig: (b) => b[0] === 0x30 || /^\s*(-----BEGIN|[A-Za-z0-9+/=\s]+$)/.test(b.subarray(0, 256).toString('latin1')),
};

const kindsByExtension: Record<string, UploadKind> = {
  pdf: 'pdf',
  xlsx: 'xlsx',
  xls: 'xls',
  xml: 'xml',
  sig: 'sig',
  p7s: 'sig',
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  heic: 'heic',
  doc: 'doc',
  docx: 'docx',
  odt: 'odt',
  ods: 'ods',
  zip: 'zip',
  txt: 'txt1c',
};
/** An extension two kinds share (.txt: a 1C export, or any text): the route's own kinds say which it means. */
const otherKindsByExtension: Record<string, UploadKind> = { txt: 'txt' };

function kindOf(name: string, allowed: readonly UploadKind[]): UploadKind | undefined {
  const extension = extensionOf(name);
  const kind = kindsByExtension[extension];
  if (kind && allowed.includes(kind)) return kind;
  const other = otherKindsByExtension[extension];
  return other && allowed.includes(other) ? other : undefined;
}
const mimeTypes: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  xml: 'application/xml',
  sig: 'application/pkcs7-signature',
  png: 'image/png',
  jpg: 'image/jpeg',
  heic: 'image/heic',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  zip: 'application/zip',
  txt1c: 'text/plain',
  txt: 'text/plain',
};

export type Upload = {
  name: string;
  kind: UploadKind;
  mimeType: string;
  bytes: Buffer;
  /** Text fields sent with the file. */
  fields: Record<string, string>;
};

export const FILE_TOO_LARGE_MESSAGE = 'Превышен максимальный размер файла';
export const FILE_INVALID_MESSAGE = 'Недопустимый формат файла';

const invalid = (message = FILE_INVALID_MESSAGE) =>
  new AppError('FILE_INVALID', { message, fields: { file: message } });

/**
 * A body the multipart parser cannot read (cut off, a broken boundary: «Unexpected end of multipart
 * data») is the client's fault: 400, never the 500 of an unknown error.
 */
function brokenBody(error: unknown): never {
  if (error instanceof AppError) throw error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) throw error;
  throw invalid('Файл передан не полностью. Отправьте его ещё раз');
}

const tooLarge = () =>
  new AppError('FILE_TOO_LARGE', { message: FILE_TOO_LARGE_MESSAGE, fields: { file: FILE_TOO_LARGE_MESSAGE } });

/** The person's file name made safe to keep and show: no slashes or control characters, at most 200 characters. */
const safeName = (filename: string) =>
  filename
    .normalize('NFC')
    .replace(/[\\/\p{Cc}]/gu, '_')
    .slice(-200) || 'file';

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

export async function readUpload(
  request: FastifyRequest,
  /** `invalidMessage`: the route's own words for a wrong kind (e.g. naming the kinds it takes). */
  options: { maxBytes: number; kinds: readonly UploadKind[]; invalidMessage?: string },
): Promise<Upload> {
  if (!request.isMultipart()) throw invalid('Прикрепите файл');
  const part = await request
    .file({ limits: { fileSize: Math.min(options.maxBytes, MAX_UPLOAD_BYTES) } })
    .catch(brokenBody);
  if (!part) throw invalid('Прикрепите файл');
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    // Past the limit the parser cuts the file off; depending on timing it reports that as "file too
    // large" or as the request closing early (FST_MP_PREMATURE_CLOSE, a 400) — both mean too big.
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) throw tooLarge();
    return brokenBody(error);
  });
  // And sometimes it just ends the stream at the limit: the cut-off head of the file must not be read
  // as the file (it would fail later as "not an .xlsx", a 400, instead of the 413 it is).
  if (part.file.truncated) throw tooLarge();
  const name = safeName(part.filename);
  const kind = kindOf(name, options.kinds);
  if (!kind) throw invalid(options.invalidMessage);
  if (bytes.byteLength === 0) throw invalid('Файл пустой');
  if (!looksLike[kind](bytes)) throw invalid(options.invalidMessage);
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') fields[key] = field.value;
  }
  const badField = findBadText(fields);
  if (badField) throw badTextError(badField);
  return { name, kind, mimeType: mimeTypes[kind], bytes, fields };
}

/** A file streamed into storage: where it is, what it is, its size and SHA-256. */
export type StoredUpload = {
  name: string;
  kind: UploadKind;
  mimeType: string;
  storageKey: string;
  sizeBytes: number;
  sha256: string;
};

/**
 * The streamed variant of `readUpload` for large files (registries up to 50 MB): the multipart part is
 * piped into storage as it arrives — never held whole in memory — with the same checks: extension before
 * a byte is kept, magic bytes on the first chunk, the byte limit (413, and nothing stored), an empty
 * file; the SHA-256 is computed on the way. The route's own `maxBytes` may exceed MAX_UPLOAD_BYTES.
 */
export async function streamUploadToStorage(
  request: FastifyRequest,
  storage: FileStorage,
  options: { maxBytes: number; kinds: readonly UploadKind[] },
): Promise<StoredUpload> {
  if (!request.isMultipart()) throw invalid('Прикрепите файл');
  const part = await request.file({ limits: { fileSize: options.maxBytes } }).catch(brokenBody);
  if (!part) throw invalid('Прикрепите файл');
  const name = safeName(part.filename);
  const kind = kindOf(name, options.kinds);
  if (!kind) {
    part.file.resume();
    throw invalid();
  }
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let headChecked = false;
  const file: Readable = part.file;
  async function* checked() {
    for await (const chunk of file) {
      const bytes = chunk as Buffer;
      size += bytes.byteLength;
      if (size > options.maxBytes) throw tooLarge();
      hash.update(bytes);
      if (!headChecked) {
        head = Buffer.concat([head, bytes]);
        if (head.byteLength >= 64) {
          if (!looksLike[kind!](head)) throw invalid();
          headChecked = true;
        }
      }
      yield bytes;
    }
    // At the limit the parser ends the stream early and marks it: the head of a file is not the file.
    if (part!.file.truncated) throw tooLarge();
    if (size === 0) throw invalid('Файл пустой');
    if (!headChecked && !looksLike[kind!](head)) throw invalid();
  }
  const storageKey = newStorageKey();
  try {
    await storage.putStream(storageKey, checked());
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) throw tooLarge();
    return brokenBody(error);
  }
  return { name, kind, mimeType: mimeTypes[kind], storageKey, sizeBytes: size, sha256: hash.digest('hex') };
}
