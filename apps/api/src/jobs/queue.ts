/**
 * The job queue (pg-boss) on both engines. Jobs are enqueued inside the business transaction
 * (transactional outbox): if the transaction rolls back, the job never existed.
 */
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import type { Tx } from '../db/transaction.js';
import { type JobDefinition, retryLimitOf } from './define-job.js';

export type JobQueue = {
  /**
   * `startAfterSeconds` delays the run (a follow-up check); `singletonKey` keeps one queued job per key
   * (a second enqueue with the same key while one waits is dropped).
   */
  enqueue<S extends z.ZodType>(
    tx: Tx,
    job: JobDefinition<S>,
    data: z.infer<S>,
    options?: { startAfterSeconds?: number; singletonKey?: string },
  ): Promise<void>;
  start(
    handlers: readonly JobDefinition[],
    run: (job: JobDefinition, data: unknown, attempt: { isLast: boolean }) => Promise<void>,
  ): Promise<void>;
  stop(): Promise<void>;
  boss: PgBoss;
};

export function createJobQueue(database: Database, options: { pollSeconds: number }): JobQueue {
  const boss =
    database.kind === 'pglite'
      ? // biome-ignore lint/suspicious/noExplicitAny: `backend` is accepted at run time but missing from the constructor type
        new PgBoss({ db: fromPglite(database.pglite!), backend: 'pglite' } as any)
      : new PgBoss({ db: fromPool(database) });
  let started = false;

  return {
    boss,
    async enqueue(tx, job, data, options = {}) {
      const payload = job.schema.parse(data);
      await boss.send(job.name, payload as object, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic execute() result is narrower in pg-boss's type
        db: fromDrizzle(tx as any, sql),
        retryLimit: retryLimitOf(job),
        retryDelay: 5,
        retryBackoff: true,
      });
    },
    async start(handlers, run) {
      await boss.start();
      started = true;
      for (const job of handlers) {
        await boss.createQueue(job.name);
        if (job.cron) await boss.schedule(job.name, job.cron, {});
        await boss.work(job.name, { pollingIntervalSeconds: options.pollSeconds, batchSize: 1 }, async (jobs) => {
          for (const j of jobs) {
            await run(job, job.schema.parse(j.data), { isLast: j.retryCount >= retryLimitOf(job) });
          }
        });
      }
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}

/** pg-boss on the app's own pg.Pool, so there is one pool per process. */
function fromPool(database: Database) {
  const pool = database.pool!;
  return {
    async executeSql(text: string, values?: unknown[]) {
      return pool.query(text, values as unknown[]);
    },
  };
}
