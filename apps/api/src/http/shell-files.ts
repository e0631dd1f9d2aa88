/**
 * The web app's shell (index.html, sw.js, the manifest, icons: every built file outside assets/),
 * read into memory once at start with each answer's headers worked out then: a static file through
 * a file stream cost 3× a JSON answer, and setting a shell answer's 16 headers one by one through
 * Fastify's reply on every request cost a quarter of it. The shell is revalidated on every load
 * (`no-cache` with an ETag, 304 when it is unchanged); a rebuild needs a restart, as for the API itself.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import path from 'node:path';

/** One prepared answer: its headers as Node's flat [name, value, …] list, and its body. */
type PreparedAnswer = { headers: string[]; body: Buffer };

/** A shell file, the brotli / gzip copies the web build wrote beside it (precompress.ts), and its answers. */
export type ShellFile = {
  body: Buffer;
  type: string;
  etag: string;
  plain: PreparedAnswer;
  br?: PreparedAnswer;
  gzip?: PreparedAnswer;
  notModified: PreparedAnswer;
};

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

/**
 * URL path (`/manifest.webmanifest`) → file, for every file of `distDir` outside `assets/`, its answers
 * carrying `documentHeaders` (http/security-headers.ts) like every other answer outside /v1/.
 */
export function loadShellFiles(
  distDir: string,
  documentHeaders: Readonly<Record<string, string>>,
): Map<string, ShellFile> {
  const files = new Map<string, ShellFile>();
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(distDir, file).split(path.sep).join('/');
    // Assets are served from disk; the build's server module (server/) is the API's to run, never anyone's to read.
    if (relative.startsWith('assets/') || relative.startsWith('server/') || /\.(br|gz)$/.test(relative)) continue;
    const body = readFileSync(file);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const common = { ...documentHeaders, 'cache-control': 'no-cache', etag, vary: 'Accept-Encoding' };
    const answer = (bytes: Buffer, encoding?: 'br' | 'gzip'): PreparedAnswer => ({
      headers: flat({
        ...common,
        'content-type': type,
        ...(encoding ? { 'content-encoding': encoding } : {}),
        'content-length': String(bytes.length),
      }),
      body: bytes,
    });
    const br = readIfExists(`${file}.br`);
    const gzip = readIfExists(`${file}.gz`);
    files.set(`/${relative}`, {
      body,
      etag,
      type,
      plain: answer(body),
      br: br && answer(br, 'br'),
      gzip: gzip && answer(gzip, 'gzip'),
      notModified: { headers: flat(common), body: Buffer.alloc(0) },
    });
  }
  return files;
}

/** Node's flat header list, each header checked here once instead of failing an answer later. */
function flat(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) {
    validateHeaderName(name);
    validateHeaderValue(name, value);
  }
  return Object.entries(headers).flat();
}

const readIfExists = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);

const encodingNamed = { br: /\bbr\b/, gzip: /\bgzip\b/ };

/** Whether the browser's Accept-Encoding names this encoding (brotli is preferred where both are). */
export const acceptsEncoding = (request: { headers: IncomingMessage['headers'] }, encoding: 'br' | 'gzip') =>
  encodingNamed[encoding].test(String(request.headers['accept-encoding'] ?? ''));

/**
 * Writes a shell file's prepared answer straight to Node's response (HEAD without the body) and says
 * which status it sent. Used in front of Fastify (http/shell-front.ts) and by the app's own route.
 */
export function writeShellFile(request: IncomingMessage, response: ServerResponse, file: ShellFile): number {
  const [status, answer]: [number, PreparedAnswer] =
    request.headers['if-none-match'] === file.etag
      ? [304, file.notModified]
      : [
          200,
          (file.br && acceptsEncoding(request, 'br') && file.br) ||
            (file.gzip && acceptsEncoding(request, 'gzip') && file.gzip) ||
            file.plain,
        ];
  response.writeHead(status, answer.headers);
  response.end(request.method === 'HEAD' || status === 304 ? undefined : answer.body);
  return status;
}
