/**
 * The history writer on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): events are
 * part of the business transaction, read back per owner in order, and the database refuses to change
 * or remove them.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createEmployee, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { inTransaction } from '../../db/transaction.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { recordHistoryEvent, recordHistoryEvents, selectHistory } from './index.js';

let server: TestServer;
let companyA: { customerId: string; accountId: string };
let companyB: { customerId: string };
let contractor: { employeeId: string };
beforeAll(async () => {
  server = await startTestServer();
  const db = server.runtime.ctx.db;
  const a = await createCustomer(db, {
    email: `hist-a-${process.pid}@company.ru`,
    inn: '7707083893',
    organisationName: 'ООО "А"',
    password: DEMO_PASSWORD,
  });
  const b = await createCustomer(db, {
    email: `hist-b-${process.pid}@company.ru`,
    inn: '7719617469',
    organisationName: 'ООО "Б"',
    password: DEMO_PASSWORD,
  });
  const x = await createEmployee(db, { phone: '+79990000701', password: DEMO_PASSWORD });
  companyA = { customerId: a.customer.id, accountId: a.account.id };
  companyB = { customerId: b.customer.id };
  contractor = { employeeId: x.employee.id };
});
afterAll(() => server.close());

const ctx = () => server.runtime.ctx;
/** The database's own message: drizzle wraps it as the cause of "Failed query". */
const refusal = async (query: Promise<unknown>) => {
  const error = await query.then(
    () => null,
    (e: Error) => e,
  );
  return String((error?.cause as Error | undefined)?.message ?? error?.message);
};
const countOf = async (entityId: string) =>
  Number(
    (
      await rowsOf<{ n: string }>(ctx().db, sql`select count(*) as n from history_events where entity_id = ${entityId}`)
    )[0]!.n,
  );

describe('history events', () => {
  it('records the events of a payout in its transaction and gives them back to its owners, oldest first', async () => {
    const payoutId = randomUUID();
    const owners = { customerId: companyA.customerId, employeeId: contractor.employeeId };
    await inTransaction(ctx(), async (txCtx) => {
      await recordHistoryEvent(txCtx, {
        entityKind: 'payout',
        entityId: payoutId,
        event: 'CREATED',
        ...owners,
        actorAccountId: companyA.accountId,
      });
      await recordHistoryEvent(txCtx, {
        entityKind: 'payout',
        entityId: payoutId,
        event: 'SIGNED',
        ...owners,
        actorAccountId: companyA.accountId,
      });
    });
    await inTransaction(ctx(), (txCtx) =>
      recordHistoryEvent(txCtx, {
        entityKind: 'payout',
        entityId: payoutId,
        event: 'ERROR',
        ...owners,
        details: { reason: 'Банк отклонил платёж' },
      }),
    );

    const asCompany = await selectHistory(ctx().db, {
      entityKind: 'payout',
      entityId: payoutId,
      customerId: companyA.customerId,
    });
    // Same transaction, same time: the order of writing decides.
    expect(asCompany.map((e) => e.event)).toEqual(['CREATED', 'SIGNED', 'ERROR']);
    expect(asCompany[0]!.actorAccountId).toBe(companyA.accountId);
    expect(asCompany[2]).toMatchObject({ actorAccountId: null, details: { reason: 'Банк отклонил платёж' } });
    const asContractor = await selectHistory(ctx().db, {
      entityKind: 'payout',
      entityId: payoutId,
      employeeId: contractor.employeeId,
    });
    expect(asContractor.map((e) => e.event)).toEqual(['CREATED', 'SIGNED', 'ERROR']);

    // Another company asking for A's payout sees nothing, as for an unknown id; so does the wrong kind.
    expect(
      await selectHistory(ctx().db, { entityKind: 'payout', entityId: payoutId, customerId: companyB.customerId }),
    ).toEqual([]);
    expect(
      await selectHistory(ctx().db, { entityKind: 'document', entityId: payoutId, customerId: companyA.customerId }),
    ).toEqual([]);
  });

  it('writes nothing when the business transaction fails', async () => {
    const documentId = randomUUID();
    await expect(
      inTransaction(ctx(), async (txCtx) => {
        await recordHistoryEvent(txCtx, {
          entityKind: 'document',
          entityId: documentId,
          event: 'USER_SIGNED',
          customerId: companyA.customerId,
        });
        throw new Error('подпись не сохранилась');
      }),
    ).rejects.toThrow('подпись не сохранилась');
    expect(await countOf(documentId)).toBe(0);
  });

  it("refuses a code of another kind's list and an event without an owner", async () => {
    const id = randomUUID();
    await expect(
      inTransaction(ctx(), (txCtx) =>
        recordHistoryEvent(txCtx, {
          entityKind: 'document',
          entityId: id,
          // @ts-expect-error PAID is a payout event, not a document one
          event: 'PAID',
          customerId: companyA.customerId,
        }),
      ),
    ).rejects.toThrow(/invalid_value/);
    await expect(
      inTransaction(ctx(), (txCtx) =>
        recordHistoryEvent(txCtx, { entityKind: 'payout', entityId: id, event: 'CREATED' }),
      ),
    ).rejects.toThrow('A history event needs its owner');
    // The database holds the owner rule too, for writers that bypass the function.
    const ownerless = sql`insert into history_events (entity_kind, entity_id, event, occurred_at)
      values ('payout', ${id}, 'CREATED', now())`;
    expect(await refusal(ctx().db.execute(ownerless))).toMatch(/history_events_owner/);
    expect(await countOf(id)).toBe(0);
  });

  it('cannot be changed or removed: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const payoutId = randomUUID();
    await inTransaction(ctx(), (txCtx) =>
      recordHistoryEvent(txCtx, {
        entityKind: 'payout',
        entityId: payoutId,
        event: 'PAID',
        customerId: companyA.customerId,
      }),
    );
    const db = ctx().db;
    const where = sql`where entity_id = ${payoutId}`;
    expect(await refusal(db.execute(sql`update history_events set event = 'ERROR' ${where}`))).toMatch(
      /UPDATE refused/,
    );
    expect(await refusal(db.execute(sql`delete from history_events ${where}`))).toMatch(/DELETE refused/);
    expect(await refusal(db.execute(sql`truncate history_events`))).toMatch(/TRUNCATE refused/);
    const [row] = await selectHistory(ctx().db, {
      entityKind: 'payout',
      entityId: payoutId,
      customerId: companyA.customerId,
    });
    expect(row?.event).toBe('PAID');
    expect(await countOf(payoutId)).toBe(1);
  });
});

describe('a batch of events', () => {
  it('writes 9,000 events of one transaction (past PostgreSQL’s 65,535 parameters of one statement)', async () => {
    const entityIds = Array.from({ length: 9000 }, () => randomUUID());
    const batch = randomUUID();
    await inTransaction(server.runtime.ctx, (txCtx) =>
      recordHistoryEvents(
        txCtx,
        entityIds.map((entityId) => ({
          entityKind: 'payout' as const,
          entityId,
          event: 'PROCESSING' as const,
          customerId: companyA.customerId,
          details: { batch },
        })),
      ),
    );
    const [row] = await rowsOf<{ n: number }>(
      server.runtime.ctx.db,
      sql`select count(*)::int as n from history_events where details ->> 'batch' = ${batch}`,
    );
    expect(row!.n).toBe(9000);
  });
});
