/** tasks.accept-by-silence: every 10 minutes the pairs whose acceptance window has passed are accepted (task-acceptance.service.ts). */
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.js';
import { acceptBySilence } from './task-acceptance.service.js';

export const acceptBySilenceJob = defineJob({
  name: 'tasks.accept-by-silence',
  schema: z.object({}).passthrough(),
  cron: '*/10 * * * *',
  // The next slot tries again: retrying this run would only overlap it.
  retryLimit: 0,
  handler: async (ctx) => {
    const result = await acceptBySilence(ctx);
    if (result.accepted + result.refused > 0) ctx.log.info(result, 'tasks accepted by silence');
  },
});

export const taskAcceptanceJobs = [acceptBySilenceJob];
