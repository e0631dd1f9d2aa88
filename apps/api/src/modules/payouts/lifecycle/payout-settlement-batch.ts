/**
 * settlePaid for many payouts in one transaction (payouts.poll-batch): the payouts locked in ascending
 * id, the history events, the receipts (one fns.register-incomes job) and both sides' notifications each
 * in one go, and last the HOLDs posted in one ledger call and DONE in one statement (the company's
 * accounts, which its confirmations also wait for, are held the shortest) — the same rows as settlePaid
 * one by one. If the transaction fails (one payout's ledger refusing, say), each payout is settled on its own,
 * so one cannot hold up the others.
 */
import { contractorLabel, shortPersonName } from '@vyplaty/contracts';
import type { AppContext } from '../../../context.js';
import { inTransaction, type TxContext } from '../../../db/transaction.js';
import { codeOf } from '../../../lib/pipeline.js';
import { registerIncomes } from '../../fns/index.js';
import { recordHistoryEvents } from '../../history/index.js';
import { notifyMany } from '../../notifications/index.js';
import { debitPayouts } from '../money/payout-money.js';
import type { PayoutRow } from '../payouts.repo.js';
import { lockPayoutsByIds, markPayoutsDone, selectCustomerName, selectEmployeeNames } from './payout-batch.repo.js';
import { paidNotifications, registerReceipt, settlePaid } from './payout-settlement.js';

export type BankPaid = { id: string; executedAt: Date; bankReference: string };

/** Settles the paid payouts; returns the ids that could not be settled now (for their own poll job). */
export async function settlePaidMany(ctx: AppContext, paid: BankPaid[]): Promise<string[]> {
  if (paid.length === 0) return [];
  try {
    await inTransaction(ctx, (txCtx) => settleLocked(txCtx, paid));
    return [];
  } catch (error) {
    ctx.log.warn(
      { payouts: paid.length, error: (error as Error).name, code: codeOf(error) },
      'a batch of paid payouts is settled one by one',
    );
    const failed: string[] = [];
    for (const one of paid) {
      await settlePaid(ctx, one.id, one).catch(() => failed.push(one.id));
    }
    return failed;
  }
}

async function settleLocked(txCtx: TxContext, paid: BankPaid[]) {
  const bank = new Map(paid.map((p) => [p.id, p]));
  const rows = (await lockPayoutsByIds(txCtx.db, [...bank.keys()])).filter((r) => r.status === 'PENDING');
  if (rows.length === 0) return;
  const now = txCtx.now();
  const done: PayoutRow[] = rows.map((row) => ({
    ...row,
    status: 'DONE',
    paidAt: bank.get(row.id)!.executedAt,
    bankReference: bank.get(row.id)!.bankReference,
    bankState: 'SENT',
    reason: null,
    updatedAt: now,
  }));
  await recordHistoryEvents(
    txCtx,
    done.map((row) => ({
      entityKind: 'payout' as const,
      entityId: row.id,
      event: 'PAID' as const,
      customerId: row.customerId,
      employeeId: row.employeeId,
    })),
  );
  await registerReceipts(
    txCtx,
    done.filter((row) => row.kind === 'NPD'),
  );
  const people = await selectEmployeeNames(
    txCtx.db,
    done.map((row) => row.employeeId),
  );
  const companies = new Map<string, string>();
  for (const customerId of new Set(done.map((row) => row.customerId))) {
    companies.set(customerId, (await selectCustomerName(txCtx.db, customerId)) ?? 'Компания');
  }
  await notifyMany(
    txCtx,
    done.flatMap((row) => {
      const person = people.get(row.employeeId);
      return paidNotifications(row, {
        company: companies.get(row.customerId)!,
        contractor: contractorLabel(shortPersonName(person?.lastName, person?.firstName, person?.patronymic)),
      });
    }),
  );
  // The ledger, then DONE, last: the company's accounts (its confirmations wait for them) are held the
  // shortest, and in the order every payout transaction takes them — ledger accounts, then the
  // payout_counts rows DONE moves (their statement trigger): the other way round deadlocks a confirmation.
  for (const customerId of [...new Set(rows.map((r) => r.customerId))].sort()) {
    await debitPayouts(
      txCtx,
      rows.filter((r) => r.customerId === customerId),
    );
  }
  await markPayoutsDone(
    txCtx.db,
    done.map((row) => ({ id: row.id, paidAt: row.paidAt!, bankReference: row.bankReference! })),
    now,
  );
}

/**
 * The receipts of the paid НПД payouts in one savepoint with one registration job; if that fails, each
 * on its own (registerReceipt: its own savepoint; a receipt that cannot be made is reported, the money
 * is paid whatever happens here).
 */
async function registerReceipts(txCtx: TxContext, rows: PayoutRow[]) {
  for (const customerId of new Set(rows.map((r) => r.customerId))) {
    await registerCompanyReceipts(
      txCtx,
      rows.filter((r) => r.customerId === customerId),
    );
  }
}

async function registerCompanyReceipts(txCtx: TxContext, rows: PayoutRow[]) {
  try {
    await inTransaction(txCtx, (receiptCtx) =>
      registerIncomes(
        receiptCtx,
        rows.map((row) => ({
          customerId: row.customerId,
          employeeId: row.employeeId,
          operationUniqueId: row.id,
          operationTime: row.paidAt ?? receiptCtx.now(),
          services: [{ name: row.serviceName, amountKopecks: row.amountKopecks, quantity: 1 }],
          payoutId: row.id,
        })),
      ),
    );
  } catch {
    for (const row of rows) await registerReceipt(txCtx, row);
  }
}
