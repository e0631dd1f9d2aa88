/**
 * Reads the one file of a multipart request and checks it before anyone parses it (ARCHITECTURE
 * "Uploads are checked by size, extension and magic bytes"): too big → 413 'Превышен максимальный
 * размер файла'; wrong extension or content that is not what the extension says → 400
 * 'Недопустимый формат файла'. The texts are the file drop zone's (SPEC §5), so the browser and the
 * server say the same thing.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { badTextError, findBadText } from './text-guard.js';

/** No upload of any kind is bigger than this; routes set their own lower limits. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export type UploadKind = 'pdf' | 'xlsx' | 'xml' | 'sig' | 'png' | 'jpg' | 'doc' | 'docx' | 'zip';

const startsWith = (bytes: Buffer, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** A zip's local file header: .xlsx, .docx and .zip all start with it. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];

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
  doc: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  xml: (b) => {
    const text = (startsWith(b, UTF8_BOM) ? b.subarray(3) : b).subarray(0, 256).toString('latin1').trimStart();
    return text.startsWith('<?xml') || text.startsWith('<');
  },
  // A detached signature: DER (SEQUENCE) or PEM / base64 text.
  sig: (b) => b[0] === 0x30 || /^\s*(-----BEGIN|[A-Za-z0-9+/=\s]+$)/.test(b.subarray(0, 256).toString('latin1')),
};

const kindsByExtension: Record<string, UploadKind> = {
  pdf: 'pdf',
  xlsx: 'xlsx',
  xml: 'xml',
  sig: 'sig',
  p7s: 'sig',
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  doc: 'doc',
  docx: 'docx',
  zip: 'zip',
};
const mimeTypes: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xml: 'application/xml',
  sig: 'application/pkcs7-signature',
  png: 'image/png',
  jpg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
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

export async function readUpload(
  request: FastifyRequest,
  options: { maxBytes: number; kinds: readonly UploadKind[] },
): Promise<Upload> {
  if (!request.isMultipart()) throw invalid('Прикрепите файл');
  const part = await request
    .file({ limits: { fileSize: Math.min(options.maxBytes, MAX_UPLOAD_BYTES) } })
    .catch(brokenBody);
  if (!part) throw invalid('Прикрепите файл');
  const tooLarge = () =>
    new AppError('FILE_TOO_LARGE', { message: FILE_TOO_LARGE_MESSAGE, fields: { file: FILE_TOO_LARGE_MESSAGE } });
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    // Past the limit the parser cuts the file off; depending on timing it reports that as "file too
    // large" or as the request closing early (FST_MP_PREMATURE_CLOSE, a 400) — both mean too big.
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) throw tooLarge();
    return brokenBody(error);
  });
  // And sometimes it just ends the stream at the limit: the cut-off head of the file must not be read
  // as the file (it would fail later as "not an .xlsx", a 400, instead of the 413 it is).
  if (part.file.truncated) throw tooLarge();
  const name =
    part.filename
      .normalize('NFC')
      .replace(/[\\/\p{Cc}]/gu, '_')
      .slice(-200) || 'file';
  const extension = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  const kind = kindsByExtension[extension];
  if (!kind || !options.kinds.includes(kind)) throw invalid();
  if (bytes.byteLength === 0) throw invalid('Файл пустой');
  if (!looksLike[kind](bytes)) throw invalid();
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') fields[key] = field.value;
  }
  const badField = findBadText(fields);
  if (badField) throw badTextError(badField);
  return { name, kind, mimeType: mimeTypes[kind], bytes, fields };
}
