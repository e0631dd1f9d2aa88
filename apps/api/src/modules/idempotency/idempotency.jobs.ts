/** Housekeeping of idempotency keys: a retry comes within minutes, hours at most; 30 days is generous. */
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.js';
import { deleteIdempotencyKeysBefore } from './idempotency.repo.js';

const DAY_MS = 86_400_000;
/** DOMAIN §7.4 asks for at least 24 h and recommends 30 days. */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 30;

export const purgeIdempotencyKeysJob = defineJob({
  name: 'idempotency.purge-expired',
  schema: z.object({}).passthrough(),
  cron: '23 * * * *',
  handler: async (ctx) => {
    await deleteIdempotencyKeysBefore(ctx.db, new Date(ctx.now().getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * DAY_MS));
  },
});

export const idempotencyJobs = [purgeIdempotencyKeysJob];
