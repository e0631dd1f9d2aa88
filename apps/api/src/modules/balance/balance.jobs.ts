/**
 * The balance module's scheduled jobs: reading the bank statement (every BANK_STATEMENT_POLL_SECONDS,
 * half a minute by default), the nightly reconciliation.
 */
import { z } from 'zod';
import type { Config } from '../../config.js';
import { defineJob } from '../../jobs/define-job.js';
import { readStatement } from './read-statement.js';
import { reconcileAndReport } from './reconciliation.js';

/** Every minute (five fields), or every N seconds with a seconds field for a shorter period. */
export const statementCron = (config: Pick<Config, 'BANK_STATEMENT_POLL_SECONDS'>) =>
  config.BANK_STATEMENT_POLL_SECONDS === 60 ? '* * * * *' : `*/${config.BANK_STATEMENT_POLL_SECONDS} * * * * *`;

export const readStatementJob = defineJob({
  name: 'balance.read-statement',
  schema: z.object({}).passthrough(),
  cron: '* * * * *',
  cronFrom: statementCron,
  // The next run reads on from the cursor: retrying this one would only overlap it.
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
