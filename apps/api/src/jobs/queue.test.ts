/**
 * The job queue on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the outbox, retries
 * with backoff and the give-up hook, singleton keys, delays, two workers on one database, cron slots.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { type Database, openDatabase } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { openFromTemplate } from '../test-support/template-db.js';
import { waitFor } from '../test-support/test-server.js';
import { defineJob, type JobDefinition } from './define-job.js';
import { createJobQueue, type JobQueue } from './queue.js';
import { claimJob, completeJob, failJob } from './queue-sql.js';
import { runJob } from './run-job.js';

const log = pino({ level: 'silent' });
const ctx = {} as AppContext;
/** Waits until `condition` holds (waitFor waits for a value other than undefined). */
const until = (condition: () => boolean | Promise<boolean>, what: string) =>
  waitFor(async () => ((await condition()) ? true : undefined), what);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: Database & { drop(): Promise<void> };
const queues: JobQueue[] = [];
const extraHandles: Database[] = [];

beforeAll(async () => {
  database = await openFromTemplate(inject('dbTemplate'));
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
});
afterAll(async () => {
  for (const handle of extraHandles) await handle.close();
  await database.close();
  await database.drop();
});

/** A started queue with short polls and retries, running jobs through the app's own runJob. */
async function startQueue(jobs: JobDefinition[], db: Database = database, options: { leaseSeconds?: number } = {}) {
  const queue = createJobQueue(db, { pollSeconds: 0.1, retryDelaySeconds: 0.2, log, ...options });
  queues.push(queue);
  await queue.start(jobs, (job, data, attempt) => runJob(ctx, log, job, data, attempt));
  return queue;
}

function recordingJob(name: string, options: { failures?: number; retryLimit?: number; cron?: string } = {}) {
  const runs: { id: string; at: number }[] = [];
  const gaveUp: unknown[] = [];
  const job = defineJob({
    name,
    schema: z.object({ id: z.string() }).or(z.object({})),
    ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
    ...(options.cron ? { cron: options.cron } : {}),
    handler: async (_ctx, data) => {
      runs.push({ id: 'id' in data ? data.id : 'cron', at: Date.now() });
      if (runs.length <= (options.failures ?? 0)) throw new Error('upstream down');
    },
    onGiveUp: async (_ctx, data) => {
      gaveUp.push(data);
    },
  });
  return { job, runs, gaveUp };
}

const enqueue = (queue: JobQueue, job: JobDefinition, data: unknown, options = {}) =>
  inTransaction({ db: database.db }, (tx) => queue.enqueue(tx.db, job, data, options));

async function jobRows(name: string) {
  const result = (await database.db.execute(
    sql`select state, attempts from jobs where name = ${name} order by created_at`,
  )) as unknown as { rows: { state: string; attempts: number }[] };
  return result.rows;
}

describe('job queue', () => {
  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const { job, runs } = recordingJob('test.rolled-back');
    const queue = await startQueue([job]);
    await expect(
      inTransaction({ db: database.db }, async (tx) => {
        await queue.enqueue(tx.db, job, { id: 'x' });
        throw new Error('business rule refused');
      }),
    ).rejects.toThrow('business rule refused');
    await sleep(600);
    expect(runs).toEqual([]);
    expect(await jobRows('test.rolled-back')).toEqual([]);
  });

  it('runs a committed job once and marks it completed', async () => {
    const { job, runs } = recordingJob('test.committed');
    const queue = await startQueue([job]);
    await enqueue(queue, job, { id: 'a' });
    await until(async () => (await jobRows('test.committed'))[0]?.state === 'completed', 'the job completed');
    await sleep(400);
    expect(runs.map((r) => r.id)).toEqual(['a']);
  });

  it('retries a failing job with growing delays and gives up once after the retry limit', async () => {
    const { job, runs, gaveUp } = recordingJob('test.failing', { failures: 99, retryLimit: 2 });
    const queue = await startQueue([job]);
    await enqueue(queue, job, { id: 'f' });
    await until(async () => (await jobRows('test.failing'))[0]?.state === 'failed', 'the job failed');
    await sleep(800);
    // retryLimit 2 = the first attempt and two retries; the give-up hook runs on the last one only.
    expect(runs).toHaveLength(3);
    expect(gaveUp).toEqual([{ id: 'f' }]);
    const [first, second, third] = runs.map((r) => r.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(200);
    expect(third - second).toBeGreaterThanOrEqual(400);
    expect(await jobRows('test.failing')).toEqual([{ state: 'failed', attempts: 3 }]);
  });

  it('completes a job that succeeds on a retry, without giving up', async () => {
    const { job, runs, gaveUp } = recordingJob('test.flaky', { failures: 1, retryLimit: 2 });
    const queue = await startQueue([job]);
    await enqueue(queue, job, { id: 'r' });
    await until(async () => (await jobRows('test.flaky'))[0]?.state === 'completed', 'the job completed');
    expect(runs).toHaveLength(2);
    expect(gaveUp).toEqual([]);
  });

  it('keeps one queued job per singleton key', async () => {
    const { job, runs } = recordingJob('test.singleton');
    const queue = createJobQueue(database, { pollSeconds: 0.1, log });
    queues.push(queue);
    await enqueue(queue, job, { id: 'first' }, { singletonKey: 'k' });
    await enqueue(queue, job, { id: 'second' }, { singletonKey: 'k' });
    await enqueue(queue, job, { id: 'other' }, { singletonKey: 'other-key' });
    expect(await jobRows('test.singleton')).toHaveLength(2);
    await queue.start([job], (j, data, attempt) => runJob(ctx, log, j, data, attempt));
    await until(() => runs.length === 2, 'both jobs ran');
    expect(runs.map((r) => r.id).sort()).toEqual(['first', 'other']);
    // Once the first has run, the key is free again.
    await enqueue(queue, job, { id: 'third' }, { singletonKey: 'k' });
    await until(() => runs.length === 3, 'the third job ran');
  });

  it('holds a job back for startAfterSeconds', async () => {
    const { job, runs } = recordingJob('test.delayed');
    const queue = await startQueue([job]);
    const enqueuedAt = Date.now();
    await enqueue(queue, job, { id: 'later' }, { startAfterSeconds: 1 });
    await sleep(500);
    expect(runs).toEqual([]);
    await until(() => runs.length === 1, 'the delayed job ran');
    expect(runs[0]!.at - enqueuedAt).toBeGreaterThanOrEqual(900);
  });

  it('runs each of 100 jobs exactly once with two workers on one database', async () => {
    const { job, runs } = recordingJob('test.two-workers');
    // On PostgreSQL the second worker has its own connection pool, as a second process would.
    const second =
      database.kind === 'postgres'
        ? await openDatabase({
            databaseUrl: (database.pool as unknown as { options: { connectionString: string } }).options
              .connectionString,
          })
        : database;
    if (second !== database) extraHandles.push(second);
    const a = await startQueue([job]);
    await startQueue([job], second);
    await inTransaction({ db: database.db }, async (tx) => {
      for (let i = 0; i < 100; i++) await a.enqueue(tx.db, job, { id: String(i) });
    });
    await until(() => runs.length >= 100, 'all jobs ran');
    await sleep(500);
    expect(runs).toHaveLength(100);
    expect(new Set(runs.map((r) => r.id)).size).toBe(100);
    expect((await jobRows('test.two-workers')).every((r) => r.state === 'completed' && r.attempts === 1)).toBe(true);
  });

  it('claims a job whose worker died first, then due jobs earliest first, never one not yet due', async () => {
    const name = 'test.claim-order';
    await database.db.execute(sql`
      insert into jobs (name, data, retry_limit, state, run_after, locked_until, attempts) values
        (${name}, '{"id":"due-later"}', 3, 'queued', now() - interval '1 second', null, 0),
        (${name}, '{"id":"due-first"}', 3, 'queued', now() - interval '5 seconds', null, 0),
        (${name}, '{"id":"not-due"}', 3, 'queued', now() + interval '1 hour', null, 0),
        (${name}, '{"id":"worker-died"}', 3, 'active', now() - interval '1 minute', now() - interval '1 second', 1),
        (${name}, '{"id":"still-running"}', 3, 'active', now() - interval '1 minute', now() + interval '1 hour', 1)`);
    const claimed: unknown[] = [];
    for (let i = 0; i < 4; i++) claimed.push((await claimJob(database.db, [name], 60))?.data);
    expect(claimed).toEqual([{ id: 'worker-died' }, { id: 'due-first' }, { id: 'due-later' }, undefined]);
  });

  it('puts one run per cron slot, however many workers schedule it', async () => {
    // Once a year: an every-5-minutes slot passing while the test ran rightly made a second row (a CI run failed so).
    const { job, runs } = recordingJob('test.cron', { cron: '0 0 1 1 *' });
    await startQueue([job]);
    await startQueue([job]);
    await sleep(600);
    const result = (await database.db.execute(
      sql`select cron_slot, state from jobs where name = 'test.cron'`,
    )) as unknown as { rows: { cron_slot: string | Date; state: string }[] };
    expect(result.rows).toHaveLength(1);
    const slot = new Date(result.rows[0]!.cron_slot);
    expect([slot.getUTCMonth(), slot.getUTCDate(), slot.getUTCHours(), slot.getUTCMinutes()]).toEqual([0, 1, 0, 0]);
    expect(slot.getTime()).toBeGreaterThan(Date.now());
    expect(result.rows[0]!.state).toBe('queued');

    // The slot comes (moved forward rather than waited for): it runs once, and neither worker
    // schedules the same slot again after it completed.
    await database.db.execute(sql`update jobs set run_after = now() where name = 'test.cron'`);
    await until(() => runs.length === 1, 'the cron slot ran');
    await sleep(600);
    expect(runs).toHaveLength(1);
    const after = (await database.db.execute(sql`select state from jobs where name = 'test.cron'`)) as unknown as {
      rows: { state: string }[];
    };
    expect(after.rows).toEqual([{ state: 'completed' }]);
  });

  it('keeps the lease of a handler running far past it: the job is run once, never claimed twice', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const job = defineJob({
      name: 'test.long-handler',
      schema: z.object({ id: z.string() }),
      handler: async () => {
        runs++;
        await held;
      },
    });
    // Two queues on one database, each ready to claim a job whose lease ran out.
    const first = await startQueue([job], database, { leaseSeconds: 0.4 });
    await startQueue([job], database, { leaseSeconds: 0.4 });
    await enqueue(first, job, { id: 'long' });
    await until(() => runs === 1, 'the handler started');
    // Ten leases pass while the handler runs; the lease moves forward each time (its heartbeat).
    const lockedUntil = async () =>
      new Date(
        (
          (await database.db.execute(
            sql`select locked_until from jobs where name = 'test.long-handler'`,
          )) as unknown as {
            rows: { locked_until: string }[];
          }
        ).rows[0]!.locked_until,
      ).getTime();
    const start = await lockedUntil();
    await until(async () => (await lockedUntil()) > start + 4000, 'ten leases passed, each renewed');
    expect(runs).toBe(1);
    release();
    await until(async () => (await jobRows('test.long-handler'))[0]?.state === 'completed', 'the job completed');
    expect(runs).toBe(1);
    expect(await jobRows('test.long-handler')).toEqual([{ state: 'completed', attempts: 1 }]);
  });

  it('lets only the attempt that holds a job complete or fail it', async () => {
    const name = 'test.stale-attempt';
    await database.db.execute(sql`
      insert into jobs (name, data, retry_limit, state, run_after) values (${name}, '{"id":"s"}', 3, 'queued', now())`);
    const stale = (await claimJob(database.db, [name], 0.01))!;
    await sleep(50);
    // Its lease ran out: another worker claims it; the first attempt's late outcome changes nothing.
    const current = (await claimJob(database.db, [name], 60))!;
    expect(current.id).toBe(stale.id);
    expect(await completeJob(database.db, stale)).toBe(false);
    expect(await failJob(database.db, stale, 1)).toBe(false);
    expect(await jobRows(name)).toEqual([{ state: 'active', attempts: 2 }]);
    expect(await completeJob(database.db, current)).toBe(true);
    expect(await jobRows(name)).toEqual([{ state: 'completed', attempts: 2 }]);
  });

  it('runs the give-up of a job whose worker died on its last attempt, once, then parks it', async () => {
    const { job, runs, gaveUp } = recordingJob('test.died-last', { retryLimit: 2 });
    // The third (last) attempt was claimed by a worker that died: its lease ran out.
    await database.db.execute(sql`
      insert into jobs (name, data, retry_limit, state, run_after, locked_until, attempts)
      values (${job.name}, '{"id":"d"}', 2, 'active', now() - interval '1 minute', now() - interval '1 second', 3)`);
    await startQueue([job]);
    await until(async () => (await jobRows(job.name))[0]?.state === 'failed', 'the job was parked');
    expect(runs).toEqual([]);
    expect(gaveUp).toEqual([{ id: 'd' }]);
    expect(await jobRows(job.name)).toEqual([{ state: 'failed', attempts: 4 }]);
  });
});
