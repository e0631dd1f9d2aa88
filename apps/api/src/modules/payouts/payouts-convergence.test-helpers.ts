/**
 * Many payouts through a faulty bank, dying workers or several processes (issue 14, Tests): submit
 * them, wait until every one has settled, then prove that none was paid twice and the money adds up.
 * Shared by payouts-chaos.test.ts (faults) and payouts-processes.test.ts (kill -9, scale-out).
 */
import { randomUUID } from 'node:crypto';
import type { Payout, PayoutKind } from '@vyplaty/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client.js';
import { fnsReceipts, payouts } from '../../db/schema/index.js';
import type { TestClient } from '../../test-support/http-client.js';
import { type TestServer, waitFor } from '../../test-support/test-server.js';
import { getBalance, reconcileBalances } from '../ledger/index.js';
import { bankPayments, createPayouts, row } from './payouts-flow.test-helpers.js';

const ROWS_PER_FORM = 50;

export type Submitted = { id: string; kind: PayoutKind; employeeId: string };

/**
 * `count` payouts of `amount` ₽ to the contractors in turn, 50 rows per form, the forms spread over
 * the clients (one per API process) and sent at once, each with its own Idempotency-Key.
 */
export async function submitPayouts(input: {
  clients: TestClient[];
  kind: PayoutKind;
  employeeIds: string[];
  count: number;
  amount: string;
}): Promise<Submitted[]> {
  const forms: string[][] = [];
  for (let i = 0; i < input.count; i += ROWS_PER_FORM) {
    const size = Math.min(ROWS_PER_FORM, input.count - i);
    forms.push(Array.from({ length: size }, (_, j) => input.employeeIds[(i + j) % input.employeeIds.length]!));
  }
  const answers = await Promise.all(
    forms.map((employeeIds, n) =>
      createPayouts(
        input.clients[n % input.clients.length]!,
        input.kind,
        { rows: employeeIds.map((id) => row(id, input.amount)), pay: true },
        randomUUID(),
      ),
    ),
  );
  return answers.flatMap((answer) => {
    expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(201);
    return answer.body.items.map((p: Payout) => ({ id: p.id, kind: input.kind, employeeId: p.employee.id }));
  });
}

const FINAL = ['DONE', 'DECLINED', 'ERROR'] as const;

/** Counts of the payouts by status, and how many DONE НПД payouts have a registered receipt. */
export async function settlement(db: Db, ids: string[]) {
  const byStatus = await db
    .select({ status: payouts.status, n: sql<number>`count(*)::int` })
    .from(payouts)
    .where(inArray(payouts.id, ids))
    .groupBy(payouts.status);
  const receipts = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fnsReceipts)
    .innerJoin(payouts, eq(payouts.id, fnsReceipts.payoutId))
    .where(and(inArray(payouts.id, ids), eq(fnsReceipts.status, 'REGISTERED')));
  const doneNpd = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payouts)
    .where(and(inArray(payouts.id, ids), eq(payouts.status, 'DONE'), eq(payouts.kind, 'NPD')));
  const counts = Object.fromEntries(byStatus.map((s) => [s.status, s.n])) as Record<string, number>;
  return { counts, receipts: receipts[0]!.n, doneNpd: doneNpd[0]!.n };
}

/** Waits until every payout is DONE, DECLINED or ERROR and every DONE НПД payout has its receipt. */
export async function waitUntilSettled(db: Db, ids: string[], timeoutMs: number, onTick?: () => Promise<void>) {
  return waitFor(
    async () => {
      await onTick?.();
      const s = await settlement(db, ids);
      const settled = FINAL.reduce((sum, status) => sum + (s.counts[status] ?? 0), 0);
      return settled === ids.length && s.receipts === s.doneNpd ? s : undefined;
    },
    `${ids.length} payouts settled with their receipts`,
    timeoutMs,
  );
}

/**
 * Nobody was paid twice and the bank agrees with us: every payout executed by the bank at most once;
 * ours DONE exactly when the bank's is DONE (executed once); ours DECLINED only when the bank declined.
 */
export async function expectEachPaidOnce(bankHost: TestServer, db: Db, ids: string[]) {
  const bank = await bankPayments(bankHost);
  const rows = await db
    .select({ id: payouts.id, status: payouts.status })
    .from(payouts)
    .where(inArray(payouts.id, ids));
  const problems: string[] = [];
  for (const p of rows) {
    const seen = bank.get(p.id);
    const executions = seen?.executions ?? 0;
    if (executions > 1) problems.push(`${p.id}: executed ${executions} times`);
    if (p.status === 'DONE' && (seen?.status !== 'DONE' || executions !== 1)) {
      problems.push(`${p.id}: DONE here, ${seen?.status ?? 'unknown'} (${executions}) at the bank`);
    }
    if (p.status !== 'DONE' && seen?.status === 'DONE') problems.push(`${p.id}: ${p.status} here, paid by the bank`);
  }
  expect(problems).toEqual([]);
}

/**
 * The ledger is whole: every account equals the sum of its entries, every operation sums to zero,
 * nothing is left held, and the balance is what was funded less what was paid.
 */
export async function expectLedgerWhole(db: Db, customerId: string, fundedKopecks: bigint) {
  expect(await reconcileBalances({ db }, { customerId })).toEqual([]);
  const paid = await db
    .select({ sum: sql<string>`coalesce(sum(${payouts.netKopecks}), 0)::text` })
    .from(payouts)
    .where(and(eq(payouts.customerId, customerId), eq(payouts.status, 'DONE')));
  expect(await getBalance({ db }, customerId)).toMatchObject({
    availableKopecks: fundedKopecks - BigInt(paid[0]!.sum),
    heldKopecks: 0n,
  });
}
