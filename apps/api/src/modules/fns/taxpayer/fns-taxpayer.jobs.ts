/**
 * fns.refresh-taxpayer: one contractor's status, restrictions and income (refreshTaxpayer).
 * fns.refresh-statuses: daily, the same for connected contractors checked longest ago (a batch).
 * fns.refresh-account: «Мой налог» personal account (GetTaxpayerAccountStatus), asked for by the page.
 */
import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job.js';
import { selectBinding } from '../connection/fns-binding.repo.js';
import { FNS_SILENT_MESSAGE } from '../connection/fns-binding.rules.js';
import { askFns } from '../fns-request-runner.js';
import { refreshTaxpayer } from './fns-taxpayer.js';
import { selectBoundForStatusRefresh, selectTaxpayer, upsertTaxpayer } from './fns-taxpayer.repo.js';

export const fnsRefreshTaxpayerJob = defineJob({
  name: 'fns.refresh-taxpayer',
  schema: z.object({ employeeId: z.uuid() }),
  handler: async (ctx, { employeeId }) => {
    await refreshTaxpayer(ctx, employeeId);
  },
});

/** Contractors refreshed per daily run; the rest wait for the next day (oldest first). */
const DAILY_BATCH = 100;

export const fnsRefreshStatusesJob = defineJob({
  name: 'fns.refresh-statuses',
  schema: z.object({}).passthrough(),
  cron: '30 2 * * *',
  retryLimit: 1,
  handler: async (ctx) => {
    for (const employeeId of await selectBoundForStatusRefresh(ctx.db, DAILY_BATCH)) {
      // One contractor's trouble must not stop the others.
      await refreshTaxpayer(ctx, employeeId).catch((error: Error) =>
        ctx.log.warn({ error: error.name }, 'fns: daily status refresh failed for one contractor'),
      );
    }
  },
});

export const fnsRefreshAccountJob = defineJob({
  name: 'fns.refresh-account',
  schema: z.object({ employeeId: z.uuid() }),
  retryLimit: 3,
  handler: async (ctx, { employeeId }) => {
    const binding = await selectBinding(ctx.db, employeeId);
    const taxpayer = await selectTaxpayer(ctx.db, employeeId);
    if (!taxpayer) return;
    if (binding?.status !== 'BIND' || !binding.inn) {
      await upsertTaxpayer(ctx.db, employeeId, taxpayer.inn, { accountRefreshingSince: null }, ctx.now());
      return;
    }
    const inn = binding.inn;
    const answer = await askFns(ctx, 'GetTaxpayerAccountStatus', { inn }, { employeeId, inn });
    const now = ctx.now();
    await upsertTaxpayer(
      ctx.db,
      employeeId,
      inn,
      answer.ok
        ? {
            accountBonusKopecks: BigInt(answer.response.bonusAmountKopecks),
            accountUnpaidKopecks: BigInt(answer.response.unpaidAmountKopecks),
            accountDebtKopecks: BigInt(answer.response.debtAmountKopecks),
            accountCheckedAt: now,
            accountRefreshingSince: null,
            accountError: null,
          }
        : { accountRefreshingSince: null, accountError: answer.message },
      now,
    );
  },
  onGiveUp: async (ctx, { employeeId }) => {
    const taxpayer = await selectTaxpayer(ctx.db, employeeId);
    if (taxpayer) {
      await upsertTaxpayer(
        ctx.db,
        employeeId,
        taxpayer.inn,
        { accountRefreshingSince: null, accountError: FNS_SILENT_MESSAGE },
        ctx.now(),
      );
    }
  },
});
