/**
 * The ledger's batch writers (ledger-batch-postings.ts) on a real database: the same operations, legs
 * and refusals as `hold` / `postHold` one by one, the database's invariants holding after each.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { inTransaction } from '../../db/transaction.js';
import type { AppError } from '../../lib/errors.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  credit,
  getBalance,
  holdMany,
  listOperations,
  postHold,
  postHolds,
  reconcileBalances,
  voidHold,
} from './index.js';

let server: TestServer;
const ctx = () => server.runtime.ctx;
let seq = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function fundedCompany(kopecks: bigint) {
  seq += 1;
  const { customer } = await createCustomer(ctx().db, {
    email: `ledger-batch-${seq}-${process.pid}@company.ru`,
    inn: '7707083893',
    organisationName: `ООО «Пакет ${seq}»`,
    password: DEMO_PASSWORD,
  });
  await inTransaction(ctx(), (txCtx) =>
    credit(txCtx, {
      customerId: customer.id,
      amountKopecks: kopecks,
      externalReference: randomUUID(),
      description: 'Пополнение',
    }),
  );
  return customer.id;
}

const holds = (customerId: string, amounts: bigint[]) =>
  inTransaction(ctx(), (txCtx) =>
    holdMany(
      txCtx,
      customerId,
      amounts.map((amountKopecks, i) => ({
        amountKopecks,
        referenceKind: 'PAYOUT' as const,
        referenceId: randomUUID(),
        description: `Выплата №${i + 1}`,
      })),
    ),
  );

describe('holdMany and postHolds', () => {
  it('hold several at once, then post them at once: balances and entries agree', async () => {
    const customerId = await fundedCompany(1_000_00n);
    const { holdIds } = await holds(customerId, [100_00n, 200_00n, 300_00n]);
    expect(holdIds).toHaveLength(3);
    expect(await getBalance(ctx(), customerId)).toMatchObject({ availableKopecks: 400_00n, heldKopecks: 600_00n });

    await inTransaction(ctx(), (txCtx) =>
      postHolds(
        txCtx,
        holdIds.slice(0, 2).map((holdId) => ({ holdId })),
      ),
    );
    await inTransaction(ctx(), (txCtx) => voidHold(txCtx, { holdId: holdIds[2]!, description: 'Отмена' }));
    expect(await getBalance(ctx(), customerId)).toMatchObject({ availableKopecks: 700_00n, heldKopecks: 0n });
    expect(await reconcileBalances(ctx(), { customerId })).toEqual([]);
    const operations = await listOperations(ctx(), customerId, { limit: 20 });
    expect(operations.items.map((o) => o.type).sort()).toEqual([
      'CREDIT',
      'DEBIT',
      'DEBIT',
      'HOLD',
      'HOLD',
      'HOLD',
      'UNHOLD',
    ]);
  });

  it('refuses a sum over the balance as a whole, and a HOLD resolved already: nothing changes', async () => {
    const customerId = await fundedCompany(500_00n);
    const over = await holds(customerId, [300_00n, 300_00n]).catch((e: AppError) => e);
    expect((over as AppError).code).toBe('INSUFFICIENT_FUNDS');
    expect(await getBalance(ctx(), customerId)).toMatchObject({ availableKopecks: 500_00n, heldKopecks: 0n });

    const { holdIds } = await holds(customerId, [100_00n, 100_00n]);
    await inTransaction(ctx(), (txCtx) => postHold(txCtx, { holdId: holdIds[0]! }));
    const again = await inTransaction(ctx(), (txCtx) =>
      postHolds(
        txCtx,
        holdIds.map((holdId) => ({ holdId })),
      ),
    ).catch((e: AppError) => e);
    expect((again as AppError).message).toBe('Резерв уже списан: повторно списать или снять его нельзя');
    expect(await getBalance(ctx(), customerId)).toMatchObject({ availableKopecks: 300_00n, heldKopecks: 100_00n });
    expect(await reconcileBalances(ctx(), { customerId })).toEqual([]);
  });
});
