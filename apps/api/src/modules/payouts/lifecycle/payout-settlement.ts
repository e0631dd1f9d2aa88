/**
 * How a PENDING payout ends, each in one transaction with the payout row locked: DONE (the HOLD is
 * posted, the НПД receipt is registered, both sides are told), DECLINED by the bank or ERROR before
 * it was sent (the HOLD is released with a Russian reason, both sides are told). A payout that is no
 * longer PENDING is left alone: a repeated job or a late answer changes nothing.
 */
import { contractorLabel, formatKopecks, shortPersonName } from '@vyplaty/contracts';
import type { AppContext } from '../../../context.js';
import { inTransaction, type TxContext } from '../../../db/transaction.js';
import { registerIncome } from '../../fns/index.js';
import { recordHistoryEvent } from '../../history/index.js';
import { type NotificationMessage, notify, type Recipient } from '../../notifications/index.js';
import { findCustomer, findEmployee } from '../../parties/index.js';
import { debitPayout, releasePayout } from '../money/payout-money.js';
import { lockPayoutById, type PayoutRow, updatePayout } from '../payouts.repo.js';

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

/**
 * The bank paid: DEBIT, DONE, the receipt (НПД), history PAID, both sides told. A payout its company's
 * signed payment order paid from the company's own account (bank_state PAYMENT_ORDER, 1C:DirectBank)
 * took no money off the nominal account: its HOLD is released instead of posted.
 */
export async function settlePaid(
  ctx: AppContext,
  payoutId: string,
  bank: { executedAt: Date; bankReference: string },
): Promise<void> {
  await inTransaction(ctx, async (txCtx) => {
    const row = await lockPending(txCtx, payoutId);
    if (!row) return;
    const ownAccount = row.bankState === 'PAYMENT_ORDER';
    if (ownAccount) await releasePayout(txCtx, row, 'оплачено платёжным поручением со счёта компании');
    else await debitPayout(txCtx, row);
    const done = await updatePayout(
      txCtx.db,
      row.id,
      {
        status: 'DONE',
        paidAt: bank.executedAt,
        bankReference: bank.bankReference,
        bankState: ownAccount ? 'PAYMENT_ORDER' : 'SENT',
        reason: null,
      },
      txCtx.now(),
    );
    await recordHistoryEvent(txCtx, {
      entityKind: 'payout',
      entityId: row.id,
      event: 'PAID',
      customerId: row.customerId,
      employeeId: row.employeeId,
    });
    if (row.kind === 'NPD') await registerReceipt(txCtx, done);
    const names = await partiesOf(txCtx, row);
    for (const { recipient, message } of paidNotifications(row, names)) await notify(txCtx, recipient, message);
  });
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
 * The receipt of an НПД payout (fns registerIncome: the PENDING receipt and its job, in this
 * transaction). In a savepoint: the money is paid whatever happens here, and a receipt that cannot be
 * made now is reported (the nightly reconciliation lists DONE НПД payouts without a receipt).
 */
export async function registerReceipt(txCtx: TxContext, row: PayoutRow) {
  try {
    await inTransaction(txCtx, (receiptCtx) =>
      registerIncome(receiptCtx, {
        customerId: row.customerId,
        employeeId: row.employeeId,
        operationUniqueId: row.id,
        operationTime: row.paidAt ?? receiptCtx.now(),
        services: [{ name: row.serviceName, amountKopecks: row.amountKopecks, quantity: 1 }],
        payoutId: row.id,
      }),
    );
  } catch (error) {
    txCtx.log.error({ payoutId: row.id, err: error }, 'the receipt of a paid НПД payout could not be registered');
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
