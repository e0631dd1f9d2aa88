/**
 * fns.register-income: sends the receipt's recorded PostIncomeRequestV2 through the FNS request runner
 * (the MessageId is committed before polling; a rerun polls it, never sends twice) and settles it.
 *
 * - Answer → REGISTERED with FNS's ReceiptId and Link, and `receiptRegistered` (the hook of the payout
 *   history ADD_RECEIPT) in the same transaction.
 * - DUPLICATE → FNS registered this operation before (an answer we lost): the receipt is found with
 *   GetIncomeRequestV2 over the Moscow day of the operation by what a `ReceiptV2` carries — income
 *   type, total, operation time and services; it names no customer (`isReceiptOf`) — skipping
 *   ReceiptIds we already hold → REGISTERED with that id. Never a second receipt.
 * - Any other refusal (TAXPAYER_UNBOUND, PERMISSION_NOT_GRANTED, TAXPAYER_UNREGISTERED, …) → ERROR with a
 *   Russian reason, and the company is told the receipt is still owed by law. TAXPAYER_UNBOUND also
 *   marks the connection lost (fns-binding-loss.ts), as the watch would. Support sends it again
 *   once the cause is fixed (requeueIncomeRegistration in fns-receipts.service.ts).
 * - FNS busy or slow (INTERNAL_ERROR, still PROCESSING, unreachable) → the run throws and the queue retries.
 *
 * When the queue gives up, the receipt stays PENDING and an error is logged for ops; the hourly sweep
 * (fns-receipts-sweep.job.ts) runs it again later. Not ERROR: the money
 * is paid and the message may well be registered in FNS already (it is SENT with a MessageId), so
 * "refused" would be false; PENDING keeps it counted in the contractor's yearly income and lets the next
 * run (support's requeue) resume the same message — a resend is answered DUPLICATE and resolved above.
 */

import { formatKopecks } from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import type { FnsReceipt } from '../../../integrations/fns/fns.types.js';
import { defineJob } from '../../../jobs/define-job.js';
import { moscowDayBounds } from '../../../lib/moscow-time.js';
import { notify } from '../../notifications/index.js';
import { loseBinding } from '../connection/fns-binding-loss.js';
import { askFns, runFnsRequest } from '../fns-request-runner.js';
import { receiptRegistered } from './fns-receipt-registered.js';
import {
  type FnsReceiptRow,
  selectHeldFnsReceiptIds,
  selectReceipt,
  selectReceiptForUpdate,
  updateReceipt,
} from './fns-receipts.repo.js';

/** Retries after the first run, with the queue's doubling backoff from 5 s: about 6 hours in all. */
const RETRY_LIMIT = 12;

/** What the company reads when FNS refuses a receipt, by FNS code; FNS's own text is appended. */
const REFUSAL_REASONS: Record<string, string> = {
  TAXPAYER_UNBOUND: 'исполнитель отключил платформу в «Мой налог»',
  PERMISSION_NOT_GRANTED: 'исполнитель не дал платформе право регистрировать доход в «Мой налог»',
  TAXPAYER_UNREGISTERED: 'исполнитель снят с учёта как самозанятый или не найден в ФНС',
  PARTNER_DENY: 'ФНС временно запретила платформе операции',
};

export const refusalMessage = (code: string, russian: string) =>
  `ФНС не зарегистрировала чек: ${REFUSAL_REASONS[code] ?? 'ошибка в данных чека'} (ответ ФНС: «${russian}»)`;

export const registerIncomeJob = defineJob({
  name: 'fns.register-income',
  schema: z.object({ receiptId: z.uuid() }),
  retryLimit: RETRY_LIMIT,
  handler: async (ctx, { receiptId }) => {
    const row = await selectReceipt(ctx.db, receiptId);
    if (row?.status !== 'PENDING' || !row.registerRequestId) return;
    const outcome = await runFnsRequest<'PostIncomeRequestV2'>(ctx, row.registerRequestId);
    if (outcome.ok) return finishRegistered(ctx, row, outcome.response);
    if (outcome.code === 'DUPLICATE') return finishRegistered(ctx, row, await findRegistered(ctx, row));
    await finishRefused(ctx, row, outcome.code, outcome.message);
    // FNS itself says the contractor has disconnected us: no need to wait for the 15-minute watch.
    if (outcome.code === 'TAXPAYER_UNBOUND') await loseBinding(ctx, row.employeeId, ctx.now());
  },
  onGiveUp: async (ctx, { receiptId }) => {
    ctx.log.error({ receiptId }, 'FNS did not register the receipt in time: still PENDING, ops must requeue it');
  },
});

/** What every receipt of a payout is: income from the company, a legal entity (DOMAIN.md §2.1). */
export const PAYOUT_INCOME_TYPE = 'FROM_LEGAL_ENTITY' as const;

const secondOf = (ms: number) => Math.floor(ms / 1000);
const servicesKey = (services: { name: string; amountKopecks: bigint; quantity: number }[]) =>
  services
    .map((s) => JSON.stringify([s.name, String(s.amountKopecks), s.quantity]))
    .sort()
    .join();

/**
 * Whether FNS's `receipt` is the one registered for `row`. A `ReceiptV2` (XSD 0.28) does not name the
 * customer, so it is recognised by what it carries and we sent: the income type, the total, the
 * operation time (to the second: FNS may keep fewer fractional digits than we sent) and the services —
 * name, price and quantity, in any order.
 */
function isReceiptOf(
  row: Pick<FnsReceiptRow, 'totalKopecks' | 'operationTime' | 'services'>,
  receipt: FnsReceipt,
): boolean {
  return (
    receipt.incomeType === PAYOUT_INCOME_TYPE &&
    receipt.totalAmountKopecks === row.totalKopecks &&
    secondOf(Date.parse(receipt.operationTime)) === secondOf(row.operationTime.getTime()) &&
    servicesKey(receipt.services) === servicesKey(row.services)
  );
}

/**
 * The receipt FNS already holds for this operation (see the header); throws (retry) while not found.
 * Of two alike (one payout of the same services and total in the same second), the one with our exact
 * operation time comes first; ReceiptIds we hold are skipped, and the unique (inn, receipt_id) stops
 * two concurrent recoveries from taking the same one.
 */
export async function findRegistered(
  ctx: AppContext,
  row: FnsReceiptRow,
): Promise<{ receiptId: string; link: string }> {
  const held = await selectHeldFnsReceiptIds(ctx.db, row.inn);
  const day = moscowDayBounds(row.operationTime);
  const candidates: FnsReceipt[] = [];
  const limit = 100;
  for (let offset = 0; ; offset += limit) {
    const page = await askFns(
      ctx,
      'GetIncomeRequestV2',
      // The last millisecond of the day: FNS's `To` is inclusive.
      { inn: row.inn, from: day.from.toISOString(), to: new Date(day.to.getTime() - 1).toISOString(), limit, offset },
      { employeeId: row.employeeId, inn: row.inn },
    );
    if (!page.ok) throw new Error(`GetIncomeRequestV2 refused: ${page.code}`);
    candidates.push(...page.response.receipts.filter((r) => isReceiptOf(row, r) && !held.has(r.receiptId)));
    if (!page.response.hasMore || page.response.receipts.length === 0) break;
  }
  const found = candidates.find((r) => Date.parse(r.operationTime) === row.operationTime.getTime()) ?? candidates[0];
  if (found) return { receiptId: found.receiptId, link: found.link };
  // FNS says DUPLICATE but does not list it (yet): try again later rather than guess.
  throw new Error('FNS answered DUPLICATE but does not list the receipt yet');
}

export async function finishRegistered(ctx: AppContext, row: FnsReceiptRow, fns: { receiptId: string; link: string }) {
  await inTransaction(ctx, async (txCtx) => {
    const current = await selectReceiptForUpdate(txCtx.db, row.id);
    if (current?.status !== 'PENDING') return;
    const now = txCtx.now();
    const registered = await updateReceipt(
      txCtx.db,
      row.id,
      {
        status: 'REGISTERED',
        receiptId: fns.receiptId,
        link: fns.link,
        registeredAt: now,
        errorCode: null,
        errorMessage: null,
      },
      now,
    );
    await receiptRegistered(txCtx, registered);
  });
}

export async function finishRefused(ctx: AppContext, row: FnsReceiptRow, code: string, russian: string) {
  const message = refusalMessage(code, russian);
  await inTransaction(ctx, async (txCtx) => {
    const current = await selectReceiptForUpdate(txCtx.db, row.id);
    if (current?.status !== 'PENDING') return;
    const now = txCtx.now();
    await updateReceipt(txCtx.db, row.id, { status: 'ERROR', errorCode: code, errorMessage: message }, now);
    await notify(
      txCtx,
      { customerId: row.customerId },
      {
        title: 'Чек самозанятого не зарегистрирован в ФНС',
        body:
          `Выплата ${formatKopecks(row.totalKopecks)} исполнителю с ИНН ${row.inn}: ${message}. ` +
          'Чек обязателен по закону (422-ФЗ): мы зарегистрируем его повторно, как только причина будет устранена. ' +
          'Обратитесь в поддержку, если исполнитель уже исправил подключение в «Мой налог».',
        type: 'system',
      },
    );
    txCtx.log.warn({ receiptId: row.id, code }, 'FNS refused the receipt');
  });
}
