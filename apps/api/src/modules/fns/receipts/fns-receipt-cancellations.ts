/**
 * Receipts the contractor cancelled in «Мой налог» (DOMAIN §9.2): FNS tells it only as `CancelationTime`
 * in GetIncomeRequestV2 (and in its notifications). `watchReceiptCancellations` compares a batch of our
 * REGISTERED receipts with FNS — one GetIncomeRequestV2 per contractor over the batch's days, pages of
 * 100 — and turns each one FNS shows cancelled into CANCELED (no reason, no request of ours). The batch
 * moves round-robin by id (the cursor in fns_watch_state), so every receipt of this and last year is
 * compared in turn. Whoever calls it (modules/risk-alerts) is handed each cancellation inside the
 * transaction that writes it, so the receipt and what follows from it commit together.
 */
import type { AppContext } from '../../../context.js';
import { inTransaction, type TxContext } from '../../../db/transaction.js';
import { moscowYear, moscowYearBounds } from '../../../lib/moscow-time.js';
import { emitWebhookEvent } from '../../webhooks/index.js';
import { askFns } from '../fns-request-runner.js';
import { saveWatchState, selectWatchState } from '../taxpayer/fns-taxpayer.repo.js';
import { markCancelledByContractor, selectRegisteredReceiptsAfter } from './fns-receipt-cancellations.repo.js';

const CURSOR_KEY = 'receipt-cancellations';
const PAGE = 100;
const DAY_MS = 86_400_000;

/** A receipt of ours FNS shows cancelled, as written. */
export type CancelledReceipt = {
  id: string;
  customerId: string;
  employeeId: string;
  payoutId: string | null;
  inn: string;
  receiptId: string;
  totalKopecks: bigint;
  operationTime: Date;
  cancelledAt: Date;
  link: string | null;
};

export type CancellationWatchResult = { compared: number; cancelled: number };

/** One batch (≤ `batch` receipts) compared with FNS; `onCancelled` runs in each cancellation's transaction. */
export async function watchReceiptCancellations(
  ctx: AppContext,
  onCancelled: (txCtx: TxContext, receipt: CancelledReceipt) => Promise<void>,
  batch = 500,
): Promise<CancellationWatchResult> {
  const cursor = await selectWatchState<{ after: string | null }>(ctx.db, CURSOR_KEY);
  const since = moscowYearBounds(moscowYear(ctx.now()) - 1).from;
  const rows = await selectRegisteredReceiptsAfter(ctx.db, since, cursor?.after ?? null, batch);
  const byInn = new Map<string, typeof rows>();
  for (const row of rows) byInn.set(row.inn, [...(byInn.get(row.inn) ?? []), row]);
  let cancelled = 0;
  for (const [inn, receipts] of byInn) {
    const cancellations = await cancellationsInFns(ctx, inn, receipts);
    for (const receipt of receipts) {
      const at = cancellations.get(receipt.receiptId!);
      if (!at) continue;
      const written = await inTransaction(ctx, async (txCtx) => {
        const row = await markCancelledByContractor(txCtx.db, receipt.id, at, txCtx.now());
        if (!row) return false;
        if (row.payoutId) {
          await emitWebhookEvent(txCtx, {
            customerId: row.customerId,
            type: 'receipt.cancelled',
            data: { payout_id: row.payoutId, receipt_number: row.receiptId ?? '', reason: 'CANCELLED_BY_CONTRACTOR' },
          });
        }
        await onCancelled(txCtx, {
          id: row.id,
          customerId: row.customerId,
          employeeId: row.employeeId,
          payoutId: row.payoutId,
          inn: row.inn,
          receiptId: row.receiptId!,
          totalKopecks: row.totalKopecks,
          operationTime: row.operationTime,
          cancelledAt: at,
          link: row.link,
        });
        return true;
      });
      if (written) cancelled += 1;
    }
  }
  // A full batch: the next run goes on after it; a short one ends the round, the next starts from the first.
  const after = rows.length === batch ? rows.at(-1)!.id : null;
  await saveWatchState(ctx.db, CURSOR_KEY, { after }, ctx.now());
  return { compared: rows.length, cancelled };
}

/** FNS's cancelled receipts of the contractor over the receipts' days: ReceiptId → CancelationTime. */
async function cancellationsInFns(
  ctx: AppContext,
  inn: string,
  receipts: { operationTime: Date }[],
): Promise<Map<string, Date>> {
  const times = receipts.map((r) => r.operationTime.getTime());
  const from = new Date(Math.min(...times) - DAY_MS).toISOString();
  const to = new Date(Math.max(...times) + DAY_MS).toISOString();
  const found = new Map<string, Date>();
  for (let offset = 0; ; offset += PAGE) {
    const page = await askFns(ctx, 'GetIncomeRequestV2', { inn, from, to, limit: PAGE, offset }, { inn });
    if (!page.ok) {
      // No INCOME_LIST right or the connection lost: this contractor's receipts wait for the next round.
      ctx.log.warn({ code: page.code }, 'fns: GetIncomeRequestV2 refused while watching cancellations');
      return found;
    }
    for (const r of page.response.receipts) {
      if (r.cancelationTime) found.set(r.receiptId, new Date(r.cancelationTime));
    }
    if (!page.response.hasMore || page.response.receipts.length === 0) return found;
  }
}
