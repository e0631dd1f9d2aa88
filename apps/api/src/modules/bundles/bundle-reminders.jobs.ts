/**
 * bundles.remind (issue 27 slice 2; docs/decisions/bundles.md «Signing in bulk»), every 15 minutes: each contractor
 * whose bundle documents await them is reminded (bell + push) once the bundle's interval has passed since the last
 * reminder (or since the document was sent), at most the bundle's cap of times, never after its expiry. The rows are
 * locked and checked again before counting, so a rerun or a second worker never reminds twice for one slot. The same
 * run tells each company whose bundle became fully signed (by any path) once.
 */
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/define-job.js';
import { notify } from '../notifications/index.js';
import { tellSignedBundles } from './bundle-signed.js';
import { type DueReminder, lockDueRows, markReminded, selectDueReminders } from './bundle-signing.repo.js';

/** Rows one run looks at; the rest wait for the next run. */
const REMIND_BATCH = 500;

const groupKey = (r: DueReminder) => `${r.bundleId}:${r.employeeId}`;

/** One reminder per contractor and bundle for the rows due now; the number of contractors reminded. */
export async function remindBundleContractors(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const due = await selectDueReminders(ctx.db, now, REMIND_BATCH);
  const groups = new Map<string, DueReminder[]>();
  for (const row of due) groups.set(groupKey(row), [...(groups.get(groupKey(row)) ?? []), row]);
  let reminded = 0;
  for (const rows of groups.values()) {
    const sent = await inTransaction(ctx, async (txCtx) => {
      const locked = await lockDueRows(
        txCtx.db,
        rows.map((r) => r.rowId),
        now,
      );
      if (locked.length === 0) return false;
      await markReminded(
        txCtx.db,
        locked.map((r) => r.rowId),
        now,
      );
      const first = locked[0]!;
      await notify(
        txCtx,
        { employeeId: first.employeeId },
        {
          title: 'Документы ждут подписи',
          body: `Подпишите документы пакета «${first.bundleName}»: ${locked.length}`,
          type: 'other',
          url: `/employee/bundle/${first.bundleId}`,
        },
      );
      return true;
    });
    if (sent) reminded += 1;
  }
  return reminded;
}

export const remindBundleContractorsJob = defineJob({
  name: 'bundles.remind',
  schema: z.object({}).passthrough(),
  cron: '*/15 * * * *',
  // The next slot tries again: retrying this run would only overlap it.
  retryLimit: 0,
  handler: async (ctx) => {
    const reminded = await remindBundleContractors(ctx);
    const told = await tellSignedBundles(ctx);
    if (reminded + told > 0) ctx.log.info({ reminded, told }, 'bundle reminders');
  },
});
