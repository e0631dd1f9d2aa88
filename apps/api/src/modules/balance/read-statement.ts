/**
 * Reading the nominal account's statement (job `balance.read-statement`, every minute): each page after
 * the stored cursor is applied in one transaction with the cursor's move, so a page is applied once
 * whichever process reads it and whenever one crashes. An IN item is credited to the company whose ИНН
 * paid it — ledger.credit with the bank reference as its key, so an arrival is credited exactly once —
 * and the company is told; an arrival no company can be matched to stays in bank_statement_items and
 * support is told by e-mail. Unmatched arrivals are tried again on every read (the company may register
 * later). OUT items are kept as the bank's record of the payments it executed (reconciliation).
 */
import { formatKopecks, kopecksToRubles } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import type { StatementItem } from '../../integrations/bank/bank.types.js';
import { escapeHtml } from '../../lib/html.js';
import { moscowDateTime } from '../../lib/moscow-time.js';
import { credit } from '../ledger/index.js';
import { sendEmailJob } from '../messaging/index.js';
import { notify } from '../notifications/index.js';
import { type CustomerRow, findCustomersByInn } from '../parties/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import {
  insertStatementItemOnce,
  lockStatementCursor,
  lockUnmatchedArrival,
  markStatementItemCredited,
  markStatementItemReported,
  type StatementItemRow,
  selectStatementCursor,
  selectUnmatchedArrivals,
  updateStatementCursor,
} from './balance.repo.js';
import { contractNumberIn, contractNumberOf } from './nominal-account.js';

/** Pages read per run at most: the next run (a minute later) goes on from the cursor. */
const MAX_PAGES_PER_RUN = 50;
/** Unmatched arrivals tried again per run. */
const RETRY_UNMATCHED = 100;

export type StatementReadResult = { items: number; credited: number; unmatched: number };

type Arrival = Pick<StatementItemRow, 'bankReference' | 'amount' | 'payerInn' | 'payerName' | 'purpose'>;

/**
 * The company an arrival is for: the one company with the payer's ИНН; of several with that ИНН (branches),
 * the one whose contract number the purpose names. None when the payer's ИНН is unknown or ambiguous.
 */
async function companyOf(txCtx: TxContext, arrival: Arrival): Promise<CustomerRow | undefined> {
  if (!arrival.payerInn) return undefined;
  const companies = await findCustomersByInn(txCtx, arrival.payerInn);
  if (companies.length === 1) return companies[0];
  const named = contractNumberIn(arrival.purpose);
  const matching = named ? companies.filter((c) => contractNumberOf(c.id) === named) : [];
  return matching.length === 1 ? matching[0] : undefined;
}

const creditDescription = (arrival: Arrival) => `Пополнение от ${arrival.payerName}`.slice(0, 300);

/** Credits the arrival to its company (once, by its bank reference); false when no company matched. */
async function creditArrival(txCtx: TxContext, arrival: Arrival): Promise<boolean> {
  const company = await companyOf(txCtx, arrival);
  if (!company) return false;
  const { operationId, duplicate } = await credit(txCtx, {
    customerId: company.id,
    amountKopecks: arrival.amount,
    externalReference: arrival.bankReference,
    description: creditDescription(arrival),
  });
  await markStatementItemCredited(txCtx.db, arrival.bankReference, {
    customerId: company.id,
    creditOperationId: operationId,
  });
  if (!duplicate) {
    await emitWebhookEvent(txCtx, {
      customerId: company.id,
      type: 'balance.credited',
      data: { amount: kopecksToRubles(arrival.amount), operation_id: operationId },
    });
    await notify(
      txCtx,
      { customerId: company.id },
      {
        title: 'Баланс пополнен',
        body: `Поступило ${formatKopecks(arrival.amount)} от ${arrival.payerName}`,
        type: 'other',
        url: '/profile/balance',
      },
    );
  }
  return true;
}

/** Support hears of an arrival nobody could be found for (in the reading transaction: outbox). */
async function reportUnmatched(txCtx: TxContext, item: StatementItem) {
  const lines = [
    'На номинальный счёт поступили деньги, но компания-плательщик не найдена: поступление не зачислено ни на один баланс.',
    '',
    `Сумма: ${formatKopecks(item.amountKopecks)}`,
    `Плательщик: ${item.payerName}`,
    `ИНН плательщика: ${item.payerInn ?? 'не указан'}`,
    `Счёт плательщика: ${item.payerAccount ?? 'не указан'}`,
    `Назначение платежа: ${item.purpose}`,
    `Дата проводки: ${moscowDateTime(item.bookedAt)} (МСК)`,
    `Референс банка: ${item.bankReference}`,
    '',
    'Поступление будет зачислено само, как только компания с этим ИНН появится на платформе; иначе верните его плательщику.',
  ];
  const text = lines.join('\n');
  await txCtx.jobs.enqueue(txCtx.db, sendEmailJob, {
    to: txCtx.config.SUPPORT_EMAIL,
    subject: `Поступление ${formatKopecks(item.amountKopecks)} не зачислено: плательщик не найден`,
    text,
    html: `<pre>${escapeHtml(text)}</pre>`,
  });
  await markStatementItemReported(txCtx.db, item.bankReference, txCtx.now());
}

async function applyItem(txCtx: TxContext, item: StatementItem, result: StatementReadResult) {
  const row = await insertStatementItemOnce(txCtx.db, {
    bankReference: item.bankReference,
    direction: item.direction,
    amount: item.amountKopecks,
    payerInn: item.payerInn,
    payerName: item.payerName,
    payerAccount: item.payerAccount,
    purpose: item.purpose,
    bookedAt: item.bookedAt,
    paymentId: item.paymentId,
    readAt: txCtx.now(),
  });
  // Read before (a page read again after a crash): applied then, nothing to do now.
  if (!row) return;
  result.items += 1;
  if (item.direction !== 'IN') return;
  if (await creditArrival(txCtx, row)) result.credited += 1;
  else {
    result.unmatched += 1;
    await reportUnmatched(txCtx, item);
  }
}

/** Tries the arrivals still waiting for a company again; each in its own transaction, locked. */
async function retryUnmatched(ctx: AppContext, result: StatementReadResult) {
  for (const waiting of await selectUnmatchedArrivals(ctx.db, RETRY_UNMATCHED)) {
    const credited = await inTransaction(ctx, async (txCtx) => {
      const arrival = await lockUnmatchedArrival(txCtx.db, waiting.bankReference);
      return arrival ? creditArrival(txCtx, arrival) : false;
    });
    if (credited) result.credited += 1;
  }
}

/** One run: the statement read on from the cursor page by page, then the unmatched arrivals tried again. */
export async function readStatement(ctx: AppContext): Promise<StatementReadResult> {
  const result: StatementReadResult = { items: 0, credited: 0, unmatched: 0 };
  const bank = ctx.bank;
  if (!bank) return result;
  await retryUnmatched(ctx, result);
  for (let page = 0; page < MAX_PAGES_PER_RUN; page++) {
    const cursor = await selectStatementCursor(ctx.db);
    const { items, nextCursor } = await bank.readStatement(cursor);
    // Nothing new: no transaction, no write (most minutes).
    if (items.length === 0 && nextCursor === cursor) break;
    const moved = await inTransaction(ctx, async (txCtx) => {
      // Another reader moved the cursor since: its page is applied; read on from where it stopped.
      if ((await lockStatementCursor(txCtx.db)) !== cursor) return true;
      for (const item of items) await applyItem(txCtx, item, result);
      if (nextCursor !== cursor) await updateStatementCursor(txCtx.db, nextCursor, txCtx.now());
      return nextCursor !== cursor;
    });
    if (items.length === 0 || !moved) break;
  }
  return result;
}
