/**
 * For tests that need a payout already paid without going through the ledger and the bank (the
 * route-wide isolation world, the contractor's views): the row as the poll job leaves it.
 */
import { randomUUID } from 'node:crypto';
import type { PayoutKind } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';
import { inTransaction } from '../../db/transaction.js';
import { insertPayout, nextPayoutNumber } from './payouts.repo.js';
import { individualTax } from './tax/individual-tax.js';

export async function insertPaidPayout(
  db: Db,
  input: { customerId: string; employeeId: string; kind: PayoutKind; amountKopecks: bigint; serviceName: string },
) {
  return inTransaction({ db }, async ({ db: tx }) => {
    const [employee] = await tx
      .select({ fioKey: employees.fioKey })
      .from(employees)
      .where(eq(employees.id, input.employeeId));
    const tax =
      input.kind === 'INDIVIDUAL'
        ? individualTax({ grossKopecks: input.amountKopecks, yearIncomeBeforeKopecks: 0n })
        : null;
    const now = new Date();
    return insertPayout(tx as Tx, {
      customerId: input.customerId,
      employeeId: input.employeeId,
      kind: input.kind,
      number: await nextPayoutNumber(tx as Tx, input.customerId),
      status: 'DONE',
      amountKopecks: input.amountKopecks,
      ndflKopecks: tax?.ndflKopecks ?? 0n,
      netKopecks: tax?.netKopecks ?? input.amountKopecks,
      contributionsKopecks: tax?.contributionsKopecks ?? 0n,
      ndflRate: tax?.ndflRate ?? null,
      serviceName: input.serviceName,
      employeeFioKey: employee?.fioKey ?? '\uffff',
      recipientKind: 'BANK_ACCOUNT',
      recipientLabel: 'Счёт •• 4567',
      holdId: randomUUID(),
      heldAt: now,
      bankState: 'SENT',
      paidAt: now,
      createdAt: now,
      updatedAt: now,
    });
  });
}
