/**
 * Finding the risks (DOMAIN §2.1, §9.2), each event recorded once per company (recordRiskAlerts):
 *
 * - RECEIPT_CANCELLED — fns compares our registered receipts with GetIncomeRequestV2 and hands over each
 *   one the contractor cancelled, in the transaction that marks it CANCELED; the receipt's company only.
 *   Key: our receipt's id.
 * - PLATFORM_UNBOUND — connections fns found lost (fns.watch: GetNewlyUnboundTaxpayers, GetGrantedPermissions).
 *   Key: the time of the unbinding. Every company the contractor works for.
 * - NPD_LOST — contractors whose last status check (daily fns.refresh-statuses, before each payout) says
 *   «не НПД». Key: the date of removal from the register. Every company the contractor works for.
 * - INCOME_NEAR_CAP — the year's income as N4 counts it (FNS's figure + our receipts since + paid, not
 *   registered) reaches 90 % of 2 400 000 ₽. Key: the year. Every company the contractor works for.
 *
 * `since` narrows the reads to what changed lately (the frequent run); null reads everything (nightly).
 */
import { INCOME_NEAR_CAP_KOPECKS, NPD_YEAR_CAP_KOPECKS } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { moscowYear } from '../../lib/moscow-time.js';
import {
  type CancelledReceipt,
  incomeChangedContractors,
  lostConnections,
  unregisteredTaxpayers,
  watchReceiptCancellations,
  yearIncomeKopecks,
} from '../fns/index.js';
import { type RiskEvent, recordRiskAlerts } from './risk-alerts.service.js';

/** Records the event for every company the contractor works for, in its own transaction. */
async function record(ctx: AppContext, event: RiskEvent): Promise<number> {
  try {
    return (await inTransaction(ctx, (txCtx) => recordRiskAlerts(txCtx, event))).length;
  } catch (error) {
    // One contractor's trouble must not stop the others: the next run finds the event again.
    ctx.log.warn({ error: (error as Error).name, kind: event.kind }, 'risk-alerts: recording an event failed');
    return 0;
  }
}

const cancelledReceiptEvent = (r: CancelledReceipt): RiskEvent => ({
  employeeId: r.employeeId,
  kind: 'RECEIPT_CANCELLED',
  eventKey: r.id,
  payoutId: r.payoutId,
  details: {
    receipt_id: r.receiptId,
    inn: r.inn,
    total_kopecks: r.totalKopecks.toString(),
    operation_time: r.operationTime.toISOString(),
    cancelled_at: r.cancelledAt.toISOString(),
    link: r.link,
  },
});

/** Up to `batches` batches of registered receipts compared with FNS; how many were found cancelled. */
export async function detectCancelledReceipts(ctx: AppContext, batches = 4, batchSize = 500): Promise<number> {
  let found = 0;
  for (let i = 0; i < batches; i += 1) {
    const result = await watchReceiptCancellations(
      ctx,
      async (txCtx, receipt) => {
        await recordRiskAlerts(txCtx, cancelledReceiptEvent(receipt), [receipt.customerId]);
      },
      batchSize,
    );
    found += result.cancelled;
    if (result.compared < batchSize) break;
  }
  return found;
}

export async function detectLostConnections(ctx: AppContext, since: Date | null): Promise<number> {
  let told = 0;
  for (const lost of await lostConnections(ctx.db, since)) {
    told += await record(ctx, {
      employeeId: lost.employeeId,
      kind: 'PLATFORM_UNBOUND',
      eventKey: lost.unboundAt.toISOString(),
      details: { unbound_at: lost.unboundAt.toISOString(), inn: lost.inn },
    });
  }
  return told;
}

export async function detectNpdLost(ctx: AppContext, since: Date | null): Promise<number> {
  let told = 0;
  for (const t of await unregisteredTaxpayers(ctx.db, since)) {
    const at = t.unregistrationTime?.toISOString() ?? null;
    told += await record(ctx, {
      employeeId: t.employeeId,
      kind: 'NPD_LOST',
      eventKey: at ?? 'not-registered',
      details: { unregistered_at: at, reason: t.unregistrationReason, inn: t.inn },
    });
  }
  return told;
}

export async function detectIncomeNearCap(ctx: AppContext, since: Date | null): Promise<number> {
  const year = moscowYear(ctx.now());
  let told = 0;
  for (const employeeId of await incomeChangedContractors(ctx.db, year, since)) {
    const income = await yearIncomeKopecks(ctx.db, employeeId, year);
    if (income.total < INCOME_NEAR_CAP_KOPECKS) continue;
    told += await record(ctx, {
      employeeId,
      kind: 'INCOME_NEAR_CAP',
      eventKey: String(year),
      details: {
        year,
        income_kopecks: income.total.toString(),
        registered_kopecks: income.registered.toString(),
        pending_kopecks: income.pending.toString(),
        cap_kopecks: NPD_YEAR_CAP_KOPECKS.toString(),
      },
    });
  }
  return told;
}
