/**
 * insertJsonRows writes exactly the rows drizzle's values() writes — custom column types (kopecks inside
 * jsonb), defaults (SQL, plain values, a serial in the rows' order), nulls — on both engines, since the
 * payouts, the ledger, history, notifications and receipts insert their batches through it.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { insertJsonRows } from './insert-json.js';
import { fnsRequests, historyEvents } from './schema/index.js';
import { createCustomer, DEMO_PASSWORD } from './seed/demo.js';

let server: TestServer;
const db = () => server.runtime.ctx.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('insertJsonRows', () => {
  it('writes the rows values() writes: kopecks in jsonb, nulls, plain and SQL defaults', async () => {
    const now = new Date('2026-11-29T10:00:00.123Z');
    const rows = (tag: string) => [
      {
        method: 'PostIncomeRequestV2',
        inn: '500100732259',
        payload: { tag, services: [{ name: 'Работа «А»; \\ "кавычки"', amountKopecks: 123_456_789_012n }] },
        createdAt: now,
        updatedAt: now,
      },
      { method: 'GetTaxpayerStatusRequestV2', inn: null, payload: { tag, inn: '500100732259' }, sentAt: now },
    ];
    const viaValues = await db().insert(fnsRequests).values(rows('values')).returning();
    const viaJson = await insertJsonRows(db(), fnsRequests, rows('json')).returning();
    const read = await db()
      .select()
      .from(fnsRequests)
      .where(
        inArray(
          fnsRequests.id,
          [...viaValues, ...viaJson].map((r) => r.id),
        ),
      );
    const comparable = (id: string) => {
      const { id: _id, createdAt, updatedAt, payload, ...rest } = read.find((r) => r.id === id)!;
      return { ...rest, payload: { ...(payload as object), tag: undefined }, stamped: createdAt <= updatedAt };
    };
    expect(viaJson.map((r) => comparable(r.id))).toEqual(viaValues.map((r) => comparable(r.id)));
    expect(viaJson[0]!.payload).toEqual(rows('json')[0]!.payload);
    expect(viaJson[0]).toMatchObject({ state: 'NEW', sendCount: 0, createdAt: now, employeeId: null });
    // Left out by the second row: created_at / updated_at take their SQL default (now()), not NULL.
    expect(viaJson[1]!.createdAt).toBeInstanceOf(Date);
    expect(viaJson[1]!.sentAt).toEqual(now);
  });

  it('numbers a serial column in the rows’ order and fills a default left out by some rows', async () => {
    const entityId = randomUUID();
    const occurredAt = new Date();
    const { customer } = await createCustomer(db(), {
      email: `insert-json-${process.pid}@company.ru`,
      inn: '7707083893',
      organisationName: 'ООО «Пакет»',
      password: DEMO_PASSWORD,
    });
    await insertJsonRows(
      db(),
      historyEvents,
      ['CREATED', 'PROCESSING', 'PAID', 'ADD_RECEIPT'].map((event, index) => ({
        entityKind: 'payout' as const,
        entityId,
        customerId: customer.id,
        event,
        occurredAt,
        ...(index === 1 ? { details: { reason: 'причина' } } : {}),
      })),
    );
    const read = await db()
      .select()
      .from(historyEvents)
      .where(eq(historyEvents.entityId, entityId))
      .orderBy(historyEvents.seq);
    expect(read.map((r) => r.event)).toEqual(['CREATED', 'PROCESSING', 'PAID', 'ADD_RECEIPT']);
    expect(read.map((r) => r.details)).toEqual([{}, { reason: 'причина' }, {}, {}]);
  });

  it('refuses an empty batch instead of writing a statement without rows', () => {
    expect(() => insertJsonRows(db(), historyEvents, [])).toThrow(/no rows/);
  });
});
