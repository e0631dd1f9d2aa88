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

  it('runs the give-up alone when the worker of the last attempt died, and logs a failing give-up', async () => {
    let ran = 0;
    const { job, gaveUp } = jobWith(async () => {
      ran++;
    });
    await runJob(ctx, log, job, { id: 'c' }, { isLast: true, giveUpOnly: true });
    expect(ran).toBe(0);
    expect(gaveUp).toEqual([{ id: 'c' }]);

    const lines: { msg: string; job: string }[] = [];
    const recording = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const failingGiveUp = defineJob({
      name: 'test.bad-give-up',
      schema: z.object({ id: z.string() }),
      handler: alwaysFails,
      onGiveUp: alwaysFails,
    });
    await expect(runJob(ctx, recording, failingGiveUp, { id: 'd' }, { isLast: true })).rejects.toThrow('upstream down');
    expect(lines.map((l) => l.msg)).toContain('job give-up handler failed');
  });
});
