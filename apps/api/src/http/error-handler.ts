/**
 * One place turns every failure into `{ error_message, code }`: AppErrors as they are, validation
 * errors as 400 with field paths, framework 4xx with Russian texts, everything else as a masked 500
 * whose details go only to the log.
 */

import type { Socket } from 'node:net';
import type { ErrorBody } from '@vyplaty/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

/**
 * What the log may keep of a failure: its name and code, the route and the SQL state. Never the
 * message, the query parameters, the body or a letter: a database error quotes every parameter
 * (e-mails, ИНН, СНИЛС, tokens), a message may quote the input. The request id comes with request.log.
 */
export function describeFailure(error: unknown, route: string | undefined) {
  const e = error as { name?: unknown; code?: unknown; cause?: { code?: unknown; name?: unknown } };
  const sqlState = [e.cause?.code, e.code].find((c) => typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c));
  // Only the stack's `at …` lines: the message above them may span lines and quote parameters.
  const frames =
    error instanceof Error
      ? (error.stack ?? '')
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 10)
          .join('\n')
      : undefined;
  return {
    route,
    error: typeof e.name === 'string' ? e.name : typeof error,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.cause?.name === 'string' ? { cause: e.cause.name } : {}),
    ...(sqlState ? { sqlState } : {}),
    ...(frames ? { frames } : {}),
  };
}

const frameworkMessages: Record<number, string> = {
  400: 'Некорректный запрос',
  404: 'Не найдено',
  405: 'Метод не поддерживается',
  406: 'Неподдерживаемый формат ответа',
  413: 'Слишком большой запрос',
  414: 'Слишком длинный адрес запроса',
  415: 'Неподдерживаемый формат запроса',
};

/**
 * An error body as JSON, stringified here: a route's response schema would otherwise check the body again through zod
 * on every refusal (~10 % of a 401's own work). The body is built here in the schema's own key order and sent with
 * the type Fastify gives JSON, so the answer is byte for byte the same.
 */
export const sendError = (reply: FastifyReply, status: number, body: ErrorBody) =>
  reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));

/** What an AppError answers: its message and code, and the fields of a VALIDATION_ERROR. */
export const appErrorBody = (error: AppError): ErrorBody => ({
  error_message: error.message,
  code: error.code,
  ...(error.fields ? { fields: error.fields } : {}),
});

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
      if (error.status >= 500) request.log.error(describeFailure(error, request.routeOptions.url), 'request failed');
      return sendError(reply, error.status, appErrorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        fields[path || '_'] ??= issue.message ?? 'Некорректное значение';
      }
      const first = Object.values(fields)[0] ?? 'Некорректный запрос';
      return sendError(reply, 400, { error_message: first, code: 'VALIDATION_ERROR', fields });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR';
      return sendError(reply, status, { error_message: frameworkMessages[status] ?? 'Некорректный запрос', code });
    }
    request.log.error(describeFailure(error, request.routeOptions.url), 'unexpected error');
    return sendError(reply, 500, { error_message: 'Внутренняя ошибка сервиса. Попробуйте позже', code: 'INTERNAL' });
  });

  app.setNotFoundHandler((_request, reply) => {
    sendError(reply, 404, { error_message: 'Не найдено', code: 'NOT_FOUND' });
  });
}

const frameworkBody = (status: number): ErrorBody => ({
  error_message: frameworkMessages[status] ?? 'Некорректный запрос',
  code: 'VALIDATION_ERROR',
});

/**
 * Errors the router raises before any handler (a path that is not valid UTF-8 once decoded, a
 * parameter too long): the same Russian body as every other refusal.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send(frameworkBody(status));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or URL over 16 KiB: 431, a
 * malformed request line: 400), answered as JSON in Russian on the raw socket, then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message = status === 431 ? 'Слишком длинный адрес или заголовки запроса' : 'Некорректный запрос';
  const body = JSON.stringify({ error_message: message, code: 'VALIDATION_ERROR' } satisfies ErrorBody);
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
