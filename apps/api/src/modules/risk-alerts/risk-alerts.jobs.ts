/**
 * The detection runs (risk-alerts.detect.ts); each is idempotent — an event already recorded is neither
 * recorded nor told again, so a run repeated or overlapping another does no harm.
 *
 * - risk-alerts.receipt-cancellations (hourly): our registered receipts compared with FNS in batches.
 * - risk-alerts.watch (every 15 min): connections lost, «не НПД», income near the cap — what changed in
 *   the last RECENT_WINDOW_MS (longer than the period, so a late or missed run loses nothing).
 * - risk-alerts.nightly (03:30, after fns.refresh-statuses): the same over everything.
 */
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineJob } from '../../jobs/define-job.js';
import {
  detectCancelledReceipts,
  detectIncomeNearCap,
  detectLostConnections,
  detectNpdLost,
} from './risk-alerts.detect.js';

export const RECENT_WINDOW_MS = 3 * 60 * 60 * 1000;

/** Every contractor-level kind over what changed since `since` (null: all). */
export async function detectContractorRisks(ctx: AppContext, since: Date | null) {
  await detectLostConnections(ctx, since);
  await detectNpdLost(ctx, since);
  await detectIncomeNearCap(ctx, since);
}

export const riskReceiptCancellationsJob = defineJob({
  name: 'risk-alerts.receipt-cancellations',
  schema: z.object({}).passthrough(),
  cron: '10 * * * *',
  retryLimit: 1,
  handler: async (ctx) => {
    await detectCancelledReceipts(ctx);
  },
});

export const riskWatchJob = defineJob({
  name: 'risk-alerts.watch',
  schema: z.object({}).passthrough(),
  cron: '*/15 * * * *',
  retryLimit: 1,
  handler: async (ctx) => {
    await detectContractorRisks(ctx, new Date(ctx.now().getTime() - RECENT_WINDOW_MS));
  },
});

export const riskNightlyJob = defineJob({
  name: 'risk-alerts.nightly',
  schema: z.object({}).passthrough(),
  cron: '30 3 * * *',
  retryLimit: 1,
  handler: async (ctx) => {
    await detectContractorRisks(ctx, null);
  },
});

export const riskAlertJobs = [riskReceiptCancellationsJob, riskWatchJob, riskNightlyJob];
