/**
 * Database upkeep. PGlite, the embedded engine, has no autovacuum, so nothing refreshes the planner's
 * statistics as tables grow: a list that was planned when the table was small (a nested loop over
 * "empty" tables) takes seconds at 10 000 contractors (measured: 13.5 s for a search, 30 ms after
 * ANALYZE). On PostgreSQL autovacuum does this already, and the job only checks the engine.
 */
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.js';
import { analyzeTables } from './health.repo.js';

export const refreshStatisticsJob = defineJob({
  name: 'health.refresh-statistics',
  schema: z.object({}).passthrough(),
  cron: '*/10 * * * *',
  handler: async (ctx) => {
    if (ctx.database.kind === 'pglite') await analyzeTables(ctx.db);
  },
});

export const healthJobs = [refreshStatisticsJob];
