/**
 * Payouts racing each other (issue 14, Tests): a double click or two tabs never pay twice, and many
 * payouts at once never overdraw the balance. On PostgreSQL the requests really run at once; on PGlite
 * they are served one by one, and the same answers must hold. The job queue is stopped after the first
 * case, so the later ones count HOLDs without the bank executing them (and a cancel meets an unsent payout).
 */
import { randomUUID } from 'node:crypto';
import { apiPaths, type ErrorBody, type Payout, pathWithId } from '@vyplaty/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerOperations, payouts } from '../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  balanceOf,
  company,
  createPayouts,
  fund,
  getPayout,
  individualContractor,
  liftLimits,
  row,
} from './payouts-flow.test-helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '0' });
});
afterAll(() => server?.close());

const holdsOf = async (customerId: string) =>
  (
    await server.runtime.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerOperations)
      .where(and(eq(ledgerOperations.customerId, customerId), eq(ledgerOperations.type, 'HOLD')))
  )[0]!.n;

describe('one key, many requests', () => {
  it('100 concurrent requests with the same key and body: one payout, one HOLD, 100 identical answers', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 10_000_00n);
    const c = await individualContractor(server, a.customerId);
    const key = randomUUID();
    const body = { rows: [row(c.employeeId, '100.00')], pay: true };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => createPayouts(a.client, 'INDIVIDUAL', body, key)),
    );
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await holdsOf(a.customerId)).toBe(1);
    const rows = await server.runtime.ctx.db.select().from(payouts).where(eq(payouts.customerId, a.customerId));
    expect(rows).toHaveLength(1);
  }, 60_000);
});

describe('with the job queue stopped', () => {
  beforeAll(async () => {
    await server.runtime.ctx.jobs.stop();
  });

  it('200 concurrent payouts against a balance covering 142: exactly 142 are held, the rest refused', async () => {
    const a = await company(server);
    await liftLimits(server, a.customerId);
    const c = await individualContractor(server, a.customerId);
    // 100 ₽ gross leaves 87 ₽ net (13 %): the balance covers 142 of them and not 143.
    await fund(server, a.customerId, 142n * 87_00n + 50_00n);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '100.00')], pay: true }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(142);
    expect(statuses.filter((s) => s === 422)).toHaveLength(58);
    const refusal = answers.find((r) => r.status === 422)!.body as ErrorBody;
    expect(refusal.fields!['rows.0.amount']).toMatch(/^Недостаточно средств на балансе/);
    expect(await holdsOf(a.customerId)).toBe(142);
    expect(await balanceOf(server, a.customerId)).toMatchObject({
      availableKopecks: 50_00n,
      heldKopecks: 142n * 87_00n,
    });
    // Every payout has its own number.
    const numbers = answers.filter((r) => r.status === 201).map((r) => r.body.items[0]!.number);
    expect(new Set(numbers).size).toBe(142);
  }, 120_000);

  it('cancels a payout the bank has not been asked to pay: UNHOLD, ERROR, repeat status CANCELED', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 1_000_00n);
    const c = await individualContractor(server, a.customerId);
    const created = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '100.00')], pay: true });
    const id = created.body.items[0]!.id;
    expect(created.body.items[0]!.can_cancel).toBe(true);
    const canceled = await a.client.post<Payout>(pathWithId(apiPaths.individualPayouts.cancel, id), {});
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toMatchObject({
      status: 'ERROR',
      repeat_status: 'CANCELED',
      reason: 'Выплата отменена компанией',
      can_repeat: false,
      can_cancel: false,
    });
    expect(await balanceOf(server, a.customerId)).toMatchObject({ availableKopecks: 1_000_00n, heldKopecks: 0n });
    const again = await a.client.post<ErrorBody>(pathWithId(apiPaths.individualPayouts.cancel, id), {});
    expect(again.status).toBe(409);
    const repeat = await a.client.post<ErrorBody>(
      pathWithId(apiPaths.individualPayouts.repeat, id),
      {},
      {
        headers: { 'idempotency-key': randomUUID() },
      },
    );
    expect([repeat.status, repeat.body.error_message]).toEqual([409, 'Выплата отменена: создайте новую']);
    expect((await getPayout(a.client, 'INDIVIDUAL', id)).status).toBe('ERROR');
  });
});
