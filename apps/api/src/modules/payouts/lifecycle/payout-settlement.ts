/**
 * How a PENDING payout ends, in one transaction with the payout rows locked: DONE (the HOLD is posted,
 * the НПД receipt is registered, both sides are told), DECLINED by the bank or ERROR before it was sent
 * (the HOLD is released with a Russian reason, both sides are told). A payout that is no longer PENDING is
 * left alone: a repeated job or a late answer changes nothing.
 */
import { contractorLabel, formatKopecks, shortPersonName } from '@vyplaty/contracts';
import type { AppContext } from '../../../context.js';
import { inTransaction, type TxContext } from '../../../db/transaction.js';
import { codeOf } from '../../../lib/pipeline.js';
import { registerIncomes } from '../../fns/index.js';
import { recordHistoryEvent, recordHistoryEvents } from '../../history/index.js';
import { type NotificationMessage, notify, notifyMany, type Recipient } from '../../notifications/index.js';
import { findCustomer, findEmployee } from '../../parties/index.js';
import { debitPayouts, releasePayout } from '../money/payout-money.js';
import { lockPayoutById, type PayoutRow, updatePayout } from '../payouts.repo.js';
import { lockPayoutsByIds, markPayoutsDone, selectCustomerName, selectEmployeeNames } from './payout-lifecycle.repo.js';
import { emitPayoutStatus } from './payout-webhooks.js';

const companyUrl = (row: PayoutRow) => (row.kind === 'NPD' ? '/payments/npd' : '/payments/individual');
const contractorUrl = (row: PayoutRow) => `/employee/payments/${row.id}`;

async function partiesOf(txCtx: TxContext, row: PayoutRow) {
  // One after the other: a transaction is one connection, which runs one query at a time.
  const customer = await findCustomer(txCtx, row.customerId);
  const employee = await findEmployee(txCtx, row.employeeId);
  return {
    company: customer?.organisationName ?? 'Компания',
    contractor: contractorLabel(shortPersonName(employee?.lastName, employee?.firstName, employee?.patronymic)),
  };
}

/** The payout row locked, if it is still PENDING. */
async function lockPending(txCtx: TxContext, payoutId: string) {
  const row = await lockPayoutById(txCtx.db, payoutId);
  return row?.status === 'PENDING' ? row : undefined;
}

export type BankPaid = { id: string; executedAt: Date; bankReference: string };

/**
 * The bank paid these payouts (a poll's batch, or one on its own; a DirectBank order executed): in one
 * transaction the payouts locked in ascending id, history PAID, the НПД receipts (one fns.register-incomes
 * job), both sides told, then the HOLDs posted (DEBIT) — released instead for a payout its company's
 * signed payment order paid from the company's own account (bank_state PAYMENT_ORDER, 1C:DirectBank: no
 * money left the nominal account) — and DONE in one statement. A payout no longer PENDING is left alone.
 * One payout: a failure is thrown (its job retries). Several: if the transaction fails (one payout's
 * ledger refusing, say), each is settled on its own so one cannot hold up the others; returns the ids
 * that still could not be settled (logged), for the caller to retry.
 */
export async function settlePaid(ctx: AppContext, paid: BankPaid[]): Promise<string[]> {
  if (paid.length === 0) return [];
  try {
    await inTransaction(ctx, (txCtx) => settleLocked(txCtx, paid));
    return [];
  } catch (error) {
    if (paid.length === 1) throw error;
    ctx.log.warn(
      { payouts: paid.length, error: (error as Error).name, code: codeOf(error) },
      'a batch of paid payouts is settled one by one',
    );
  }
  const unsettled: string[] = [];
  for (const one of paid) {
    try {
      await inTransaction(ctx, (txCtx) => settleLocked(txCtx, [one]));
    } catch (error) {
      ctx.log.error(
        { payoutId: one.id, error: (error as Error).name, code: codeOf(error) },
        'a paid payout could not be settled now: it is tried again',
      );
      unsettled.push(one.id);
    }
  }
  return unsettled;
}

const OWN_ACCOUNT_REASON = 'оплачено платёжным поручением со счёта компании';

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
  await emitPayoutStatus(txCtx, done, 'DONE');
  await registerReceipts(
    txCtx,
    done.filter((row) => row.kind === 'NPD'),
  );
  // A task pair's payout paid completes the pair (tasks, task-payouts.ts): before the ledger, so the task's
  // locks come after the payouts' and before the company's accounts, as an accepting call takes them.
  await txCtx.handoffs.taskPayoutsSettled(
    txCtx,
    done.map((row) => ({ payoutId: row.id, status: 'DONE' as const, reason: null })),
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
  // payout_counts rows DONE moves (their statement trigger): the other way round deadlocks a confirmation
  // (ADR 009).
  for (const customerId of [...new Set(rows.map((r) => r.customerId))].sort()) {
    const own = rows.filter((r) => r.customerId === customerId);
    for (const row of own.filter((r) => r.bankState === 'PAYMENT_ORDER')) {
      await releasePayout(txCtx, row, OWN_ACCOUNT_REASON);
    }
    await debitPayouts(
      txCtx,
      own.filter((r) => r.bankState !== 'PAYMENT_ORDER'),
    );
  }
  await markPayoutsDone(
    txCtx.db,
    done.map((row) => ({ id: row.id, paidAt: row.paidAt!, bankReference: row.bankReference! })),
    now,
  );
}

/** What both sides are told when the bank paid (one payout or a batch: the same texts). */
export function paidNotifications(
  row: PayoutRow,
  { company, contractor }: { company: string; contractor: string },
): { recipient: Recipient; message: NotificationMessage }[] {
  const paid = formatKopecks(row.netKopecks);
  const withheld = row.kind === 'INDIVIDUAL' ? ` НДФЛ ${formatKopecks(row.ndflKopecks)} удержан.` : '';
  return [
    {
      recipient: { customerId: row.customerId },
      message: {
        title: `Выплата №${row.number} выполнена`,
        body: `${contractor} получил ${paid} за «${row.serviceName}».${withheld}`,
        type: 'other',
        url: companyUrl(row),
      },
    },
    {
      recipient: { employeeId: row.employeeId },
      message: {
        title: `Вам перечислено ${paid}`,
        body:
          `${company} перечислила выплату №${row.number}${row.recipientLabel ? ` на ${row.recipientLabel}` : ''}.` +
          (row.kind === 'NPD' ? ' Чек зарегистрируем в «Мой налог» сами.' : withheld),
        type: 'other',
        url: contractorUrl(row),
      },
    },
  ];
}

/**
 * The receipts of the paid НПД payouts (fns registerIncomes: the PENDING receipts and one registration job,
 * in this transaction), a company's in one savepoint; if that fails, each in its own. The money is paid
 * whatever happens here: a receipt that cannot be made now is reported (the nightly reconciliation lists
 * DONE НПД payouts without a receipt).
 */
async function registerReceipts(txCtx: TxContext, rows: PayoutRow[]) {
  for (const customerId of new Set(rows.map((r) => r.customerId))) {
    const own = rows.filter((r) => r.customerId === customerId);
    if (await registered(txCtx, own)) continue;
    for (const row of own) await registered(txCtx, [row]);
  }
}

async function registered(txCtx: TxContext, rows: PayoutRow[]): Promise<boolean> {
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
    return true;
  } catch (error) {
    txCtx.log.error(
      { payouts: rows.map((r) => r.id), error: (error as Error).name, code: codeOf(error) },
      'the receipts of paid НПД payouts could not be registered',
    );
    return false;
  }
}

/**
 * The payout will not be paid: the HOLD is released, status DECLINED (the bank said no) or ERROR (our
 * check before sending, a cancel, the bank unreachable), the reason kept and both sides told.
 */
export async function settleFailed(
  ctx: AppContext,
  payoutId: string,
  outcome: { status: 'DECLINED' | 'ERROR'; reason: string },
): Promise<boolean> {
  return inTransaction(ctx, async (txCtx) => {
    const row = await lockPending(txCtx, payoutId);
    if (!row) return false;
    await failLockedPayout(txCtx, row, outcome);
    return true;
  });
}

/** settleFailed for a payout the caller has locked (the cancel route). */
export async function failLockedPayout(
  txCtx: TxContext,
  row: PayoutRow,
  outcome: { status: 'DECLINED' | 'ERROR'; reason: string; repeatStatus?: 'CANCELED'; actorAccountId?: string },
): Promise<PayoutRow> {
  await releasePayout(txCtx, row, outcome.reason);
  const failed = await updatePayout(
    txCtx.db,
    row.id,
    {
      status: outcome.status,
      reason: outcome.reason,
      // A payout cancelled while it waited for its act (N7) waits for nothing any more.
      waitingFor: null,
      ...(outcome.repeatStatus ? { repeatStatus: outcome.repeatStatus } : {}),
    },
    txCtx.now(),
  );
  await recordHistoryEvent(txCtx, {
    entityKind: 'payout',
    entityId: row.id,
    event: 'ERROR',
    customerId: row.customerId,
    employeeId: row.employeeId,
    actorAccountId: outcome.actorAccountId ?? null,
    details: { reason: outcome.reason },
  });
  await emitPayoutStatus(txCtx, [failed], outcome.status);
  await txCtx.handoffs.taskPayoutsSettled(txCtx, [
    { payoutId: row.id, status: outcome.status, reason: outcome.reason },
  ]);
  const { company, contractor } = await partiesOf(txCtx, row);
  const amount = formatKopecks(row.netKopecks);
  const canceled = outcome.repeatStatus === 'CANCELED';
  // The company cancelled it itself: telling it again is noise; the contractor still learns why.
  if (!canceled) {
    await notify(
      txCtx,
      { customerId: row.customerId },
      {
        title: `Выплата №${row.number} не выполнена`,
        body: `${contractor}, ${amount}: ${outcome.reason}. Средства возвращены на баланс.`,
        type: 'other',
        url: companyUrl(row),
      },
    );
  }
  await notify(
    txCtx,
    { employeeId: row.employeeId },
    {
      title: canceled ? `${company} отменила выплату` : `Выплата от ${company} не прошла`,
      body: `Выплата №${row.number} на ${amount}: ${outcome.reason}.`,
      type: 'other',
      url: contractorUrl(row),
    },
  );
  return failed;
}
