/** Housekeeping of the auth tables: spent counters, links, codes and sessions are useless after expiry. */
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.js';
import { purgeRateLimits } from '../../lib/rate-limit.js';
import { deleteExpiredSessions } from './sessions.repo.js';
import { deleteExpiredVerifications } from './verification.repo.js';

const DAY_MS = 86_400_000;

export const purgeExpiredAuthDataJob = defineJob({
  name: 'auth.purge-expired',
  schema: z.object({}).passthrough(),
  cron: '17 * * * *',
  handler: async (ctx) => {
    const now = ctx.now();
    // The longest rate-limit window is a day; keep a day more for investigations.
    await purgeRateLimits(ctx.db, new Date(now.getTime() - 2 * DAY_MS));
    // Used or expired links and codes are kept a week as evidence of who verified what and when.
    await deleteExpiredVerifications(ctx.db, new Date(now.getTime() - 7 * DAY_MS));
    // Ended sessions are kept 90 days: the security page and incident review read them.
    await deleteExpiredSessions(ctx.db, new Date(now.getTime() - 90 * DAY_MS));
  },
});

export const authJobs = [purgeExpiredAuthDataJob];
