/**
 * Answers with a file: the name in Content-Disposition (RFC 6266 / 5987, so Cyrillic names survive),
 * `inline` for previews, `attachment` for downloads, and nosniff so the browser never reinterprets it.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export function sendFile(
  reply: FastifyReply,
  file: { name: string; mimeType: string },
  bytes: Uint8Array,
  disposition: 'inline' | 'attachment' = 'attachment',
) {
  return sendFileStream(reply, { ...file, size: bytes.byteLength }, Buffer.from(bytes), disposition);
}

/** The same answer for a file sent as a stream (a registry of 50 MB, a report written as it is read). */
export function sendFileStream(
  reply: FastifyReply,
  file: { name: string; mimeType: string; size?: number },
  body: Readable | Buffer,
  disposition: 'inline' | 'attachment' = 'attachment',
) {
  const asciiFallback = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply
    .header('content-type', file.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `${disposition}; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(body);
}
