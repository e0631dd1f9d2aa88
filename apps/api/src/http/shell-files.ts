/**
 * The web app's shell (index.html, sw.js, the manifest, icons: every built file outside assets/),
 * read into memory once at start and answered from there: a static file through a file stream cost
 * 3× a JSON answer. The shell is revalidated on every load (`no-cache` with an ETag, 304 when it is
 * unchanged); a rebuild needs a restart, as for the API itself.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A shell file and the brotli / gzip copies the web build wrote beside it (precompress.ts). */
export type ShellFile = { body: Buffer; type: string; etag: string; br?: Buffer; gzip?: Buffer };

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** URL path (`/manifest.webmanifest`) → file, for every file of `distDir` outside `assets/`. */
export function loadShellFiles(distDir: string): Map<string, ShellFile> {
  const files = new Map<string, ShellFile>();
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(distDir, file).split(path.sep).join('/');
    if (relative.startsWith('assets/') || /\.(br|gz)$/.test(relative)) continue;
    const body = readFileSync(file);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    files.set(`/${relative}`, {
      body,
      etag,
      type: types[path.extname(file)] ?? 'application/octet-stream',
      br: readIfExists(`${file}.br`),
      gzip: readIfExists(`${file}.gz`),
    });
  }
  return files;
}

const readIfExists = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);

const encodingNamed = { br: /\bbr\b/, gzip: /\bgzip\b/ };

/** Whether the browser's Accept-Encoding names this encoding (brotli is preferred where both are). */
export const acceptsEncoding = (request: FastifyRequest, encoding: 'br' | 'gzip') =>
  encodingNamed[encoding].test(String(request.headers['accept-encoding'] ?? ''));

export function sendShellFile(request: FastifyRequest, reply: FastifyReply, file: ShellFile) {
  reply.header('cache-control', 'no-cache').header('etag', file.etag).header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  const [encoding, body] =
    file.br && acceptsEncoding(request, 'br')
      ? ['br', file.br]
      : file.gzip && acceptsEncoding(request, 'gzip')
        ? ['gzip', file.gzip]
        : [undefined, file.body];
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(file.type).send(body);
}
