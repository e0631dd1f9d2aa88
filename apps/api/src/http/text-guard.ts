/**
 * The one place text input is checked for every route: a NUL byte (PostgreSQL refuses it: a 500) or
 * an unpaired UTF-16 surrogate (not text at all) anywhere in the body, query or path parameters is a
 * 400 on that field, before validation, so no route can reach the database with one; and so is data
 * nested deeper than MAX_INPUT_DEPTH (issue 23: 4,000 levels overflowed the stack, a 500 on every write).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

export const BAD_CHARACTERS_MESSAGE = 'Текст содержит недопустимые символы';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL byte is the point.
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isBadText = (text: string) => BAD_TEXT.test(text);

/**
 * How deeply a request's data may nest: 64 levels. The deepest call of the contracts nests a handful
 * (rows → a row → its services → a service), so 64 refuses nothing a client of ours sends, while a body
 * nested thousands deep (a 1 MiB JSON body holds ~500,000 levels) would overflow the stack of every
 * recursive walk after this one — zod's validation, the idempotency fingerprint (canonicalJson), JSON
 * written to the log or a jsonb column — and answer 500. JSON.parse itself (V8) and secure-json-parse's
 * prototype scan are iterative: 1,000,000 levels parse, so the body is refused here, once parsed.
 */
export const MAX_INPUT_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `Слишком глубокая вложенность данных в запросе: допустимо не больше ${MAX_INPUT_DEPTH} уровней`;

export type InputProblem = { kind: 'bad-text' | 'too-deep'; field: string };

/**
 * The first problem of `value` in document order: a bad string or key (its dotted path), or a value
 * nested deeper than MAX_INPUT_DEPTH. A loop over an explicit stack, not recursion: the walk itself
 * must not overflow on the input it exists to refuse.
 */
export function findInputProblem(value: unknown): InputProblem | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === 'string') {
      if (isBadText(item.value)) return { kind: 'bad-text', field: item.path || '_' };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object' || Buffer.isBuffer(item.value)) continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { kind: 'too-deep', field: '_' };
    const entries = Object.entries(item.value);
    // Pushed last to first, so the first entry is looked at first, as a recursive walk would.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const path = item.path ? `${item.path}.${key}` : key;
      if (isBadText(key)) return { kind: 'bad-text', field: path };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/** The dotted path of the first bad string (or key) in `value`, or undefined when it is clean. */
export function findBadText(value: unknown): string | undefined {
  const problem = findInputProblem(value);
  return problem?.kind === 'bad-text' ? problem.field : undefined;
}

export function badTextError(field: string) {
  return new AppError('VALIDATION_ERROR', {
    message: BAD_CHARACTERS_MESSAGE,
    fields: { [field]: BAD_CHARACTERS_MESSAGE },
  });
}

export function tooDeepError() {
  return new AppError('VALIDATION_ERROR', { message: TOO_DEEP_MESSAGE, fields: { _: TOO_DEEP_MESSAGE } });
}

/**
 * The first preValidation hook of every route (registered on the root before any route or scope), so a
 * bad or too deep body is refused before validation, the routes' own hooks (the Idempotency-Key's
 * fingerprint) and the handler see it.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const problem =
      findInputProblem(request.params) ?? findInputProblem(request.query) ?? findInputProblem(request.body);
    done(problem ? (problem.kind === 'too-deep' ? tooDeepError() : badTextError(problem.field)) : undefined);
  });
}
