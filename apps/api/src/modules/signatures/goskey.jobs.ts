/** signatures.poll-goskey: the pending Госключ requests asked about every GOSKEY_POLL_SECONDS (goskey-poll.ts). */
import { z } from 'zod';
import type { Config } from '../../config.js';
import { defineJob } from '../../jobs/define-job.js';
import { pollGoskeyRequests } from './goskey-poll.js';

/** Every minute (five fields), or every N seconds with a seconds field. */
export const goskeyPollCron = (config: Pick<Config, 'GOSKEY_POLL_SECONDS'>) =>
  config.GOSKEY_POLL_SECONDS === 60 ? '* * * * *' : `*/${config.GOSKEY_POLL_SECONDS} * * * * *`;

export const pollGoskeyJob = defineJob({
  name: 'signatures.poll-goskey',
  schema: z.object({}).passthrough(),
  cron: '*/10 * * * * *',
  cronFrom: goskeyPollCron,
  // The next slot asks again: retrying this run would only overlap it.
  retryLimit: 0,
  handler: async (ctx) => {
    const result = await pollGoskeyRequests(ctx);
    if (result.finished > 0) ctx.log.info(result, 'Госключ requests finished');
  },
});
