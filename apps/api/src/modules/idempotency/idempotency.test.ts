/**
 * Idempotency keys through HTTP on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 * No money route exists yet, so a test-only route is mounted on a small Fastify app sharing the test
 * server's context: its effect writes a history event, so "how many effects" is a row count.
 */
import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  type ErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  kopecksToRubles,
  moneyAmountSchema,
} from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCustomer, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { registerErrorHandler } from '../../http/error-handler.js';
import { AppError } from '../../lib/errors.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { recordHistoryEvent } from '../history/index.js';
import { purgeIdempotencyKeysJob } from './idempotency.jobs.js';
import { idempotencyKeyHeaders, requireIdempotencyKey, withIdempotency } from './index.js';

let server: TestServer;
let app: FastifyInstance;
let baseUrl: string;
let companyA: string;
let companyB: string;
/** A "slow" transfer's effect reports that it runs, then waits for releaseSlow(). */
let slowStarted: Promise<void> = Promise.resolve();
let markSlowStarted: () => void = () => {};
let releaseSlow: () => void = () => {};
const armSlow = () => {
  slowStarted = new Promise((resolve) => (markSlowStarted = resolve));
};

const transferSchema = z.object({ amount: moneyAmountSchema, note: z.string().min(1) });

function mountTestRoutes(test: FastifyInstance) {
  const typed = test.withTypeProvider<ZodTypeProvider>();
  const ctx = server.runtime.ctx;
  for (const [path, inFlightWaitMs] of [
    ['/test/transfers', undefined],
    ['/test/impatient-transfers', 300],
  ] as const) {
    // The header schema as the money routes declare it: a missing or malformed key must still get
    // requireIdempotencyKey's own answer, never the schema's.
    const schema = { body: transferSchema, headers: idempotencyKeyHeaders };
    typed.post(path, { schema, preValidation: requireIdempotencyKey }, (req, reply) =>
      withIdempotency(
        req,
        reply,
        ctx,
        String(req.headers['x-test-customer']),
        async (txCtx) => {
          const transferId = randomUUID();
          const customerId = String(req.headers['x-test-customer']);
          await recordHistoryEvent(txCtx, {
            entityKind: 'payout',
            entityId: transferId,
            event: 'CREATED',
            customerId,
            details: { note: req.body.note },
          });
          if (req.body.note.startsWith('slow')) {
            markSlowStarted();
            await new Promise<void>((resolve) => (releaseSlow = resolve));
          }
          // A business refusal after a write: the write must go, the refusal must be kept.
          if (req.body.amount > 100_000_000n) {
            throw new AppError('INVALID_STATE', { message: 'Сумма больше лимита на одну выплату' });
          }
          return { transfer_id: transferId, amount: kopecksToRubles(req.body.amount) };
        },
        { successStatus: 201, ...(inFlightWaitMs ? { inFlightWaitMs } : {}) },
      ),
    );
  }
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.runtime.ctx.db;
  const newCompany = async (n: number) =>
    (
      await createCustomer(db, {
        email: `idem-${n}-${process.pid}@company.ru`,
        inn: '7707083893',
        organisationName: `ООО "Идемпотент ${n}"`,
        password: DEMO_PASSWORD,
      })
    ).customer.id;
  companyA = await newCompany(1);
  companyB = await newCompany(2);
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  mountTestRoutes(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app?.close();
  await server.close();
});

type Sent = { status: number; text: string; isReplay: boolean };
async function post(
  body: unknown,
  options: { key?: string | null; customerId?: string; path?: string; rawBody?: string } = {},
): Promise<Sent> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-test-customer': options.customerId ?? companyA,
  };
  if (options.key !== null) headers['idempotency-key'] = options.key ?? randomUUID();
  const response = await fetch(baseUrl + (options.path ?? '/test/transfers'), {
    method: 'POST',
    headers,
    body: options.rawBody ?? JSON.stringify(body),
  });
  return {
    status: response.status,
    text: await response.text(),
    isReplay: response.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true',
  };
}
const errorOf = (sent: Sent) => JSON.parse(sent.text) as ErrorBody;

const db = () => server.runtime.ctx.db;
/** Effects that reached the database: history events with this note. */
const effects = async (note: string) =>
  Number(
    (
      await rowsOf<{ n: string }>(db(), sql`select count(*) as n from history_events where details->>'note' = ${note}`)
    )[0]!.n,
  );
const storedKeys = async (key: string) =>
  Number((await rowsOf<{ n: string }>(db(), sql`select count(*) as n from idempotency_keys where key = ${key}`))[0]!.n);

describe('Idempotency-Key', () => {
  it('refuses a request without a key or with a malformed one, running and storing nothing', async () => {
    const missing = await post({ amount: '1500.00', note: 'no-key' }, { key: null });
    expect(missing.status).toBe(400);
    expect(errorOf(missing)).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REQUIRED',
      error_message: 'Не передан ключ идемпотентности (заголовок Idempotency-Key): повторите действие',
    });
    const malformed = await post({ amount: '1500.00', note: 'no-key' }, { key: 'payout-1' });
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed)).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REQUIRED',
      error_message: 'Ключ идемпотентности (заголовок Idempotency-Key) должен быть UUID',
    });
    expect(await effects('no-key')).toBe(0);
    expect(await storedKeys('payout-1')).toBe(0);
  });

  it('runs a new request once and answers its repeats with the same status and bytes', async () => {
    const key = randomUUID();
    const first = await post({ amount: '1 500,00', note: 'once' }, { key });
    expect(first.status).toBe(201);
    expect(first.isReplay).toBe(false);
    expect(JSON.parse(first.text)).toMatchObject({ amount: '1500.00' });

    // The same request with its fields in another order and the key in the draft standard's quotes.
    const again = await post(undefined, { key: `"${key}"`, rawBody: '{"note":"once","amount":"1 500,00"}' });
    expect(again).toEqual({ status: 201, text: first.text, isReplay: true });
    expect(await effects('once')).toBe(1);
    expect(await storedKeys(key)).toBe(1);
  });

  it('answers 422 when the key comes back with another body or on another call, changing nothing', async () => {
    const key = randomUUID();
    expect((await post({ amount: '100.00', note: 'reuse' }, { key })).status).toBe(201);
    const otherBody = await post({ amount: '100.01', note: 'reuse' }, { key });
    expect(otherBody.status).toBe(422);
    expect(errorOf(otherBody)).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      error_message: 'Этот ключ идемпотентности уже использован для другого запроса: создайте новый',
    });
    const otherCall = await post({ amount: '100.00', note: 'reuse' }, { key, path: '/test/impatient-transfers' });
    expect(otherCall.status).toBe(422);
    expect(await effects('reuse')).toBe(1);
  });

  it('stores nothing when the body fails validation, so the fixed request may use the same key', async () => {
    const key = randomUUID();
    const invalid = await post({ amount: '1500.001', note: 'fixed' }, { key });
    expect(invalid.status).toBe(400);
    expect(errorOf(invalid)).toMatchObject({
      code: 'VALIDATION_ERROR',
      error_message: 'Сумма в рублях, не больше двух знаков после запятой: 1500,00',
    });
    expect(await storedKeys(key)).toBe(0);
    const fixed = await post({ amount: '1500.00', note: 'fixed' }, { key });
    expect(fixed.status).toBe(201);
    expect(await effects('fixed')).toBe(1);
  });

  it('keeps a business refusal: the effect is rolled back and every repeat gets the same refusal', async () => {
    const key = randomUUID();
    const refused = await post({ amount: '1 000 000,01', note: 'refused' }, { key });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'INVALID_STATE', error_message: 'Сумма больше лимита на одну выплату' });
    expect(await effects('refused')).toBe(0);
    const repeat = await post({ amount: '1 000 000,01', note: 'refused' }, { key });
    expect(repeat).toEqual({ status: 409, text: refused.text, isReplay: true });
  });

  it("scopes keys by company: another company's equal key is its own request", async () => {
    const key = randomUUID();
    const a = await post({ amount: '10.00', note: 'scoped' }, { key, customerId: companyA });
    const b = await post({ amount: '10.00', note: 'scoped' }, { key, customerId: companyB });
    expect([a.status, b.status, b.isReplay]).toEqual([201, 201, false]);
    expect(JSON.parse(b.text).transfer_id).not.toBe(JSON.parse(a.text).transfer_id);
    expect(await effects('scoped')).toBe(2);
  });

  it('runs 50 concurrent requests with one key once, and all 50 get the same answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post({ amount: '24 000,00', note: 'burst' }, { key })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => !a.isReplay)).toHaveLength(1);
    expect(await effects('burst')).toBe(1);
  });

  it('answers 409 while the first request with the key is still running, then the first answer', async () => {
    const key = randomUUID();
    const path = '/test/impatient-transfers';
    armSlow();
    const first = post({ amount: '5.00', note: 'slow' }, { key, path });
    await slowStarted;
    if (server.runtime.ctx.database.kind === 'postgres') {
      const second = await post({ amount: '5.00', note: 'slow' }, { key, path });
      expect(second.status).toBe(409);
      expect(errorOf(second)).toEqual({
        code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
        error_message: 'Такой запрос уже выполняется. Повторите его чуть позже',
      });
      releaseSlow();
    } else {
      // PGlite runs one transaction at a time: the repeat queues behind the first and gets its answer.
      const second = post({ amount: '5.00', note: 'slow' }, { key, path });
      setTimeout(() => releaseSlow(), 300);
      expect(await second).toEqual({ status: 201, text: (await first).text, isReplay: true });
    }
    const done = await first;
    expect(done.status).toBe(201);
    const later = await post({ amount: '5.00', note: 'slow' }, { key, path });
    expect(later).toEqual({ status: 201, text: done.text, isReplay: true });
    expect(await effects('slow')).toBe(1);
  });

  it('forgets keys after 30 days (hourly purge) and keeps younger ones', async () => {
    const key = randomUUID();
    expect((await post({ amount: '1.00', note: 'purge' }, { key })).status).toBe(201);
    await purgeIdempotencyKeysJob.handler(server.runtime.ctx, {});
    expect(await storedKeys(key)).toBe(1);
    const realNow = server.runtime.ctx.now;
    server.runtime.ctx.now = () => new Date(Date.now() + 30 * 86_400_000 + 60_000);
    try {
      await purgeIdempotencyKeysJob.handler(server.runtime.ctx, {});
    } finally {
      server.runtime.ctx.now = realNow;
    }
    expect(await storedKeys(key)).toBe(0);
  });
});

describe('the OpenAPI document', () => {
  it('lists the Idempotency-Key header, required, on every route that requires it', async () => {
    const requiring = server.runtime.app.allRoutes.filter((route) =>
      route.preValidation.includes(requireIdempotencyKey),
    );
    // Found by the hook, so a new money route is covered without a line here; these must be among them.
    expect(requiring.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        `POST ${apiPaths.payouts.create}`,
        `POST ${apiPaths.payouts.pay}`,
        `POST ${apiPaths.payouts.repeat}`,
        `POST ${apiPaths.individualPayouts.create}`,
        `POST ${apiPaths.individualPayouts.pay}`,
        `POST ${apiPaths.individualPayouts.repeat}`,
        `POST ${apiPaths.balance.moneyback}`,
      ]),
    );
    type Operation = { parameters?: { in: string; name: string; required?: boolean }[] };
    const res = await server.client().get<{ paths: Record<string, Record<string, Operation>> }>('/api/docs/json');
    expect(res.status).toBe(200);
    const missing = requiring.filter((route) => {
      const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      const parameters = res.body.paths[path]?.[route.method.toLowerCase()]?.parameters ?? [];
      return !parameters.some((p) => p.in === 'header' && p.name === IDEMPOTENCY_KEY_HEADER && p.required === true);
    });
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });
});
