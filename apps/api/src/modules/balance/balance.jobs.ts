/** The balance module's scheduled jobs: reading the bank statement every minute, the nightly reconciliation. */
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.js';
import { readStatement } from './read-statement.js';
import { reconcileAndReport } from './reconciliation.js';

export const readStatementJob = defineJob({
  name: 'balance.read-statement',
  schema: z.object({}).passthrough(),
  cron: '* * * * *',
  // The next minute's run reads on from the cursor: retrying this one would only overlap it.
  retryLimit: 0,
  handler: async (ctx) => {
    const result = await readStatement(ctx);
    if (result.items > 0) ctx.log.info(result, 'bank statement read');
  },
});

export const reconcileJob = defineJob({
  name: 'ledger.reconcile',
  schema: z.object({}).passthrough(),
  // 04:30 in Moscow, when nobody pays.
  cron: '30 1 * * *',
  retryLimit: 2,
  handler: async (ctx) => {
    await reconcileAndReport(ctx);
  },
});
