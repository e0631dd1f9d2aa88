/**
 * The shell's files answered in front of Fastify, as a static file server before an application
 * would: a GET or HEAD of a shell file, or of an app route that has no per-visitor copy, gets its
 * prepared answer (http/shell-files.ts) without Fastify's request, reply, hooks and router. Fastify's
 * hooks and headers would only repeat what the prepared answer already holds, and they were most of
 * such an answer's cost (docs/performance.md, «Request path»). Everything else — /v1/, /api/,
 * /sandbox/, /assets/, the per-visitor route copies, other methods — goes to Fastify, whose own route
 * (app.ts) answers the same files the same way for `inject`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { type ShellFile, writeShellFile } from './shell-files.js';

/** Paths the app serves itself (API, docs, sandboxes) or from disk (hashed assets). */
export const NOT_SHELL_PREFIXES = ['/v1/', '/api/', '/sandbox/', '/assets/'];

export type WebShell = {
  files: ReadonlyMap<string, ShellFile>;
  index: ShellFile;
  /**
   * The address of the per-visitor copy the build drew for this path (`/login`; `/invite/[token]` for
   * `/invite/3f9c…`), which Fastify completes; undefined for the app's other routes.
   */
  copyAddressOf: (path: string) => string | undefined;
};

/** The shell file a GET of this path gets, or undefined where Fastify must answer. */
export function shellFileFor(shell: WebShell, path: string): ShellFile | undefined {
  if (!path.startsWith('/') || NOT_SHELL_PREFIXES.some((prefix) => path.startsWith(prefix))) return undefined;
  const exact = shell.files.get(path);
  if (exact) return exact;
  return shell.copyAddressOf(path) === undefined ? shell.index : undefined;
}

/**
 * Node's request listener: the shell's answers here, the rest to Fastify's `handler`. Each answer is
 * logged in the same one line as Fastify's (http/request-log.ts); the time is until the answer is
 * handed to the socket.
 */
export function shellFront(
  shell: WebShell,
  log: FastifyBaseLogger,
  handler: (request: IncomingMessage, response: ServerResponse) => void,
) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const url = request.url ?? '';
    const path = url.split('?', 1)[0]!;
    const file = request.method === 'GET' || request.method === 'HEAD' ? shellFileFor(shell, path) : undefined;
    if (!file) return handler(request, response);
    let status: number;
    try {
      status = writeShellFile(request, response, file);
    } catch (error) {
      // The headers were checked when the files were loaded; whatever failed here, the answer is lost.
      log.error({ method: request.method, path, error: (error as Error).name }, 'request errored');
      response.destroy();
      return;
    }
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info({ method: request.method, path, status, ms }, 'request completed');
  };
}
