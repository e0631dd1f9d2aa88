/**
 * payRegistryRows on a real database (issue 25's CREATING chunks): a chunk's payouts are made together —
 * the company's next numbers in one statement, the rows in multi-row INSERTs, the CREATED events batched —
 * each with consecutive unique numbers after the company's existing ones, its history CREATED and external
 * id, held in the ledger and PENDING; a row that fails the checklist makes no payout and takes no number;
 * two chunks of one company paid at once (each its own transaction) never share a number.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorContext } from '../../../context.js';
import { historyEvents, ledgerOperations, payouts } from '../../../db/schema/index.js';
import { inTransaction, type TxContext } from '../../../db/transaction.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { checkPayoutRows } from '../checks/payout-checks.js';
import { insertNewPayout, insertNewPayouts } from '../lifecycle/payout-records.js';
import { selectContractorFacts } from '../payouts.repo.js';
import { type Company, company, fund, liftLimits, npdContractor } from '../payouts-flow.test-helpers.js';
import { payRegistryRows, type RegistryPayRow } from './registry-pay.js';

let server: TestServer;
let a: Company;
const contractors: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ SBER_SANDBOX_BIND_DELAY_MS: '0', BANK_SANDBOX_DELAY_MS: '0' });
  a = await company(server);
  await fund(server, a.customerId, 100_000_000_00n);
  await liftLimits(server, a.customerId);
  for (let i = 0; i < 5; i += 1) contractors.push((await npdContractor(server, a.customerId)).employeeId);
  // Their НПД status asked of FNS once, as the registry's check does before paying (the pay chunks do not ask).
  const facts = await selectContractorFacts(server.runtime.ctx.db, a.customerId, contractors);
  const checked = await checkPayoutRows(server.runtime.ctx, {
    customerId: a.customerId,
    kind: 'NPD',
    facts,
    rows: rowsOf(contractors.length, 'warm-up'),
    refreshFns: true,
  });
  expect(checked.rows.map((r) => r.failures)).toEqual(contractors.map(() => []));
}, 120_000);
afterAll(() => server?.close());

const asActor = <T>(work: (txCtx: TxContext<ActorContext>) => Promise<T>) =>
  inTransaction(server.runtime.ctx, (txCtx) =>
    work({
      ...txCtx,
      actor: { accountId: a.accountId, sessionId: `test:${randomUUID()}`, role: 'user', entityId: a.customerId },
    }),
  );

const rowsOf = (n: number, tag: string): RegistryPayRow[] =>
  Array.from({ length: n }, (_, i) => ({
    employeeId: contractors[i % contractors.length]!,
    amountKopecks: BigInt(1_000_00 + i),
    serviceName: 'Доставка документов',
    externalId: `${tag}-${i}`,
    comment: `Реестр ${tag}, строка ${i + 1}`,
  }));

const pay = (rows: RegistryPayRow[]) =>
  asActor((txCtx) => payRegistryRows(txCtx, { customerId: a.customerId, kind: 'NPD', rows }));

const payoutsOf = (ids: string[]) =>
  server.runtime.ctx.db.select().from(payouts).where(inArray(payouts.id, ids)).orderBy(asc(payouts.number));

async function lastNumber(): Promise<number> {
  const rows = await server.runtime.ctx.db
    .select({ number: payouts.number })
    .from(payouts)
    .where(eq(payouts.customerId, a.customerId));
  return Math.max(0, ...rows.map((r) => r.number));
}

describe('payRegistryRows', () => {
  it('makes a payout per passing row: consecutive numbers after the existing ones, CREATED, external id, held', async () => {
    // A payout made on its own first (a batch of one): the registry's numbers come after it.
    const single = await asActor(async (txCtx) => {
      const facts = await selectContractorFacts(txCtx.db, a.customerId, [contractors[0]!]);
      return insertNewPayout(
        txCtx,
        a.customerId,
        facts.get(contractors[0]!)!,
        {
          kind: 'NPD',
          employeeId: contractors[0]!,
          amountKopecks: 500_00n,
          serviceName: 'Разовая',
          serviceId: null,
          comment: null,
        },
        null,
      );
    });
    expect(single.number).toBe(await lastNumber());
    const before = single.number;

    const rows = rowsOf(50, 'first');
    // A row the checklist refuses (an unknown contractor): no payout, no number taken.
    rows.splice(17, 0, { ...rows[0]!, employeeId: randomUUID(), externalId: 'unknown' });
    const { outcomes, readyToSend } = await pay(rows);

    expect(outcomes).toHaveLength(51);
    expect(outcomes[17]!.payoutId).toBeNull();
    expect(outcomes[17]!.reasons.length).toBeGreaterThan(0);
    const paid = outcomes.filter((o) => o.payoutId !== null);
    expect(paid).toHaveLength(50);
    const ids = paid.map((o) => o.payoutId!);
    expect(new Set(ids).size).toBe(50);
    expect(new Set(readyToSend)).toEqual(new Set(ids));

    const made = await payoutsOf(ids);
    // In row order, the numbers right after the existing payout's.
    const byId = new Map(made.map((p) => [p.id, p]));
    const passingRows = rows.filter((_, i) => i !== 17);
    ids.forEach((id, i) => {
      const payout = byId.get(id)!;
      expect(payout.number).toBe(before + 1 + i);
      expect(payout.externalId).toBe(passingRows[i]!.externalId);
      expect(payout.employeeId).toBe(passingRows[i]!.employeeId);
      expect(payout.amountKopecks).toBe(passingRows[i]!.amountKopecks);
      expect(payout.comment).toBe(passingRows[i]!.comment);
      expect(payout.createdBy).toBe(a.accountId);
      expect(payout.status).toBe('PENDING');
      expect(payout.holdId).not.toBeNull();
      expect(payout.recipientKind).toBe('BANK_ACCOUNT');
      expect(payout.bankRequest).not.toBeNull();
    });
    expect(await lastNumber()).toBe(before + 50);
    expect(outcomes.map((o) => o.netKopecks).filter((n) => n > 0n)).toEqual(made.map((p) => p.netKopecks));

    const created = await server.runtime.ctx.db
      .select({ entityId: historyEvents.entityId, actor: historyEvents.actorAccountId })
      .from(historyEvents)
      .where(and(inArray(historyEvents.entityId, ids), eq(historyEvents.event, 'CREATED')));
    expect(created).toHaveLength(50);
    expect(new Set(created.map((e) => e.entityId))).toEqual(new Set(ids));
    expect(created.every((e) => e.actor === a.accountId)).toBe(true);

    const holds = await server.runtime.ctx.db
      .select({ id: ledgerOperations.id, referenceId: ledgerOperations.referenceId })
      .from(ledgerOperations)
      .where(and(eq(ledgerOperations.type, 'HOLD'), inArray(ledgerOperations.referenceId, ids)));
    expect(holds).toHaveLength(50);
    expect(new Set(holds.map((h) => h.id))).toEqual(new Set(made.map((p) => p.holdId!)));
  }, 120_000);

  it('two chunks of one company paid at once never share a number', async () => {
    const before = await lastNumber();
    const [one, two] = await Promise.all([pay(rowsOf(30, 'left')), pay(rowsOf(30, 'right'))]);
    const ids = [...one.outcomes, ...two.outcomes].map((o) => o.payoutId!);
    expect(ids.every(Boolean)).toBe(true);
    const made = await payoutsOf(ids);
    expect(made).toHaveLength(60);
    // Every number once, no gaps: the 60 right after the existing ones, each chunk's consecutive.
    expect(made.map((p) => p.number)).toEqual(Array.from({ length: 60 }, (_, i) => before + 1 + i));
    for (const chunk of [one, two]) {
      const numbers = made.filter((p) => chunk.outcomes.some((o) => o.payoutId === p.id)).map((p) => p.number);
      expect(numbers[numbers.length - 1]! - numbers[0]!).toBe(29);
    }
  }, 120_000);

  it('more payouts than one INSERT takes (65,535 parameters): every one made, numbered and with its CREATED', async () => {
    const before = await lastNumber();
    const many = 1_700; // over 65,535 / the payouts table's columns
    const made = await asActor(async (txCtx) => {
      const facts = await selectContractorFacts(txCtx.db, a.customerId, contractors);
      return insertNewPayouts(
        txCtx,
        a.customerId,
        rowsOf(many, 'many').map((row) => ({
          facts: facts.get(row.employeeId)!,
          input: { kind: 'NPD' as const, ...row, serviceId: null },
          tax: null,
        })),
      );
    });
    expect(made.map((p) => p.number)).toEqual(Array.from({ length: many }, (_, i) => before + 1 + i));
    expect(made.map((p) => p.externalId)).toEqual(rowsOf(many, 'many').map((r) => r.externalId));
    const created = await server.runtime.ctx.db
      .select({ entityId: historyEvents.entityId })
      .from(historyEvents)
      .where(
        and(
          inArray(
            historyEvents.entityId,
            made.map((p) => p.id),
          ),
          eq(historyEvents.event, 'CREATED'),
        ),
      );
    expect(created).toHaveLength(many);
  }, 120_000);
});
