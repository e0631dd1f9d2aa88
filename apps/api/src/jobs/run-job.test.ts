import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { defineJob } from './define-job.js';
import { runJob } from './run-job.js';

const ctx = {} as AppContext;
const log = pino({ level: 'silent' });

const alwaysFails = async () => {
  throw new Error('upstream down');
};

function jobWith(handler: () => Promise<void>) {
  const gaveUp: unknown[] = [];
  const job = defineJob({
    name: 'test.job',
    schema: z.object({ id: z.string() }),
    handler,
    onGiveUp: async (_ctx, data) => {
      gaveUp.push(data);
    },
  });
  return { job, gaveUp };
}

describe('runJob', () => {
  it('rethrows a failure so the queue retries, and gives up only on the last attempt', async () => {
    const { job, gaveUp } = jobWith(alwaysFails);
    await expect(runJob(ctx, log, job, { id: 'a' }, { isLast: false })).rejects.toThrow('upstream down');
    expect(gaveUp).toEqual([]);
    await expect(runJob(ctx, log, job, { id: 'a' }, { isLast: true })).rejects.toThrow('upstream down');
    expect(gaveUp).toEqual([{ id: 'a' }]);
  });

  it('never calls the give-up hook when the job succeeds', async () => {
    const { job, gaveUp } = jobWith(async () => {});
    await runJob(ctx, log, job, { id: 'b' }, { isLast: true });
    expect(gaveUp).toEqual([]);
  });
});
