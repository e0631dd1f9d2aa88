/**
 * Idempotency of money-moving POSTs (DOMAIN §7.4): a route adds `preValidation: requireIdempotencyKey`
 * (and `headers: idempotencyKeyHeaders` to its schema, for the OpenAPI document) and wraps its effect in
 * `withIdempotency`:
 *
 *   app.post(path, { schema: { …, headers: idempotencyKeyHeaders }, preValidation: requireIdempotencyKey }, (req, reply) =>
 *     withIdempotency(req, reply, ctx, customerId, (txCtx) => createPayout(txCtx, req.body)));
 *
 * | Request                              | Answer                                                     |
 * | no key / not a UUID                  | 400 IDEMPOTENCY_KEY_REQUIRED, nothing stored               |
 * | body invalid (route schema)          | 400 VALIDATION_ERROR, nothing stored: a retry is allowed   |
 * | new key                              | effect + key claimed + answer stored in ONE transaction    |
 * | same key, same request, done         | the stored status and body, byte for byte (errors too)     |
 * | same key, another body/path          | 422 IDEMPOTENCY_KEY_REUSED                                 |
 * | same key, first one still running    | waits up to `inFlightWaitMs` for it, then 409              |
 *
 * Business refusals (AppError 4xx) are stored and replayed, so a retry never turns "refused" into
 * "done". Failures (5xx, crashes) roll everything back, the key included: the retry runs afresh.
 */
import { type ErrorBody, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@vyplaty/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import {
  claimIdempotencyKey,
  type IdempotencyClaim,
  selectIdempotencyKey,
  storeIdempotentResponse,
} from './idempotency.repo.js';

/** Long enough for a double click or a quick retry to get the first answer instead of a 409. */
const DEFAULT_IN_FLIGHT_WAIT_MS = 5_000;

type KeyedRequest = Omit<IdempotencyClaim, 'customerId'>;
// Kept beside the request rather than decorated on it: the module needs nothing from buildApp.
const keyedRequests = new WeakMap<FastifyRequest, KeyedRequest>();

/**
 * JSON with object keys sorted at every level: {"b":1,"a":2} and {"a":2,"b":1} are one request.
 * Arrays keep their order (it is meaning).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The key from the header: a UUID, bare or as the draft standard's quoted string. */
function keyOf(req: FastifyRequest): string {
  const raw = req.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined || raw === '') {
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED', {
      message: 'Не передан ключ идемпотентности (заголовок Idempotency-Key): повторите действие',
    });
  }
  const key =
    typeof raw === 'string'
      ? raw
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .toLowerCase()
      : '';
  if (!isUuid(key)) {
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED', {
      message: 'Ключ идемпотентности (заголовок Idempotency-Key) должен быть UUID',
    });
  }
  return key;
}

/**
 * The key as the route's `headers` schema, so the OpenAPI document lists it on every money-moving call.
 * It refuses nothing itself: requireIdempotencyKey (preValidation) runs first and has already answered a
 * missing or malformed key with IDEMPOTENCY_KEY_REQUIRED and its own Russian text.
 */
export const idempotencyKeyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .describe('Ключ идемпотентности (UUID): повтор запроса с тем же ключом вернёт тот же ответ, не повторив действие'),
});

/**
 * preValidation hook of an idempotent route: checks the key and fingerprints the body as the client
 * sent it — before the schema turns "1 500,00" into 150000n — so nothing depends on our parsing.
 */
export async function requireIdempotencyKey(req: FastifyRequest): Promise<void> {
  // The route is stored as registered (`/v1/payout/:id/repeat`): its parameters join the fingerprint, so
  // one key sent for another payout is a different request (422), never the first payout's answer.
  const params = (req.params ?? {}) as Record<string, unknown>;
  const request = Object.keys(params).length > 0 ? { params, body: req.body } : req.body;
  keyedRequests.set(req, {
    key: keyOf(req),
    method: req.method,
    path: req.routeOptions.url ?? req.url,
    requestHash: sha256(canonicalJson(request)),
  });
}

type StoredAnswer = { status: number; body: string; isReplay: boolean };

const reused = () =>
  new AppError('IDEMPOTENCY_KEY_REUSED', {
    message: 'Этот ключ идемпотентности уже использован для другого запроса: создайте новый',
  });
const inProgress = () =>
  new AppError('IDEMPOTENCY_KEY_IN_PROGRESS', {
    message: 'Такой запрос уже выполняется. Повторите его чуть позже',
    retryAfter: 1,
  });

function errorAnswer(error: AppError): { status: number; body: string } {
  const body: ErrorBody = {
    error_message: error.message,
    code: error.code,
    ...(error.fields ? { fields: error.fields } : {}),
  };
  return { status: error.status, body: JSON.stringify(body) };
}

/** PostgreSQL's lock_not_available, wherever the driver or drizzle put it. */
function isLockTimeout(error: unknown): boolean {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '55P03') return true;
  }
  return false;
}

/**
 * Runs `effect` once per (company, key) and sends its answer — now and on every retry of the same
 * request. `effect` gets the transaction holding the claim; its result is the JSON answer.
 */
export async function withIdempotency<C extends AppContext>(
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: C,
  customerId: string,
  effect: (txCtx: TxContext<C>) => Promise<unknown>,
  options: { successStatus?: number; inFlightWaitMs?: number } = {},
): Promise<FastifyReply> {
  const keyed = keyedRequests.get(req);
  if (!keyed) throw new Error(`${req.method} ${req.url}: withIdempotency needs preValidation: requireIdempotencyKey`);
  const claim = { ...keyed, customerId };
  let answer: StoredAnswer;
  try {
    answer = await inTransaction(ctx, async (txCtx) => {
      if (!(await claimIdempotencyKey(txCtx.db, claim, options.inFlightWaitMs ?? DEFAULT_IN_FLIGHT_WAIT_MS))) {
        const stored = await selectIdempotencyKey(txCtx.db, customerId, claim.key);
        const isSameRequest =
          stored?.requestHash === claim.requestHash && stored.method === claim.method && stored.path === claim.path;
        if (!isSameRequest || stored.responseStatus === null || stored.responseBody === null) throw reused();
        return { status: stored.responseStatus, body: stored.responseBody, isReplay: true };
      }
      let fresh: { status: number; body: string };
      try {
        // A savepoint: a refused effect leaves no trace, but the claim stays to hold the refusal.
        const result = await inTransaction(txCtx, effect);
        fresh = { status: options.successStatus ?? 200, body: JSON.stringify(result ?? null) };
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        fresh = errorAnswer(error);
      }
      await storeIdempotentResponse(txCtx.db, customerId, claim.key, fresh);
      return { ...fresh, isReplay: false };
    });
  } catch (error) {
    if (isLockTimeout(error)) throw inProgress();
    throw error;
  }
  if (answer.isReplay) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  // Sent as text: the stored bytes are the answer, not re-serialised through the route's schema.
  return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
}
