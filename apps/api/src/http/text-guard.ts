/**
 * The one place text input is checked for every route: a NUL byte (PostgreSQL refuses it: a 500) or
 * an unpaired UTF-16 surrogate (not text at all) anywhere in the body, query or path parameters is a
 * 400 on that field, before validation, so no route can reach the database with one.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

export const BAD_CHARACTERS_MESSAGE = 'Текст содержит недопустимые символы';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL byte is the point.
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isBadText = (text: string) => BAD_TEXT.test(text);

/** The dotted path of the first bad string (or key) in `value`, or undefined when it is clean. */
export function findBadText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isBadText(value) ? path || '_' : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (isBadText(key)) return itemPath;
    const found = findBadText(item, itemPath);
    if (found) return found;
  }
  return undefined;
}

export function badTextError(field: string) {
  return new AppError('VALIDATION_ERROR', {
    message: BAD_CHARACTERS_MESSAGE,
    fields: { [field]: BAD_CHARACTERS_MESSAGE },
  });
}

export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = findBadText(request.params) ?? findBadText(request.query) ?? findBadText(request.body);
    done(field ? badTextError(field) : undefined);
  });
}
