/**
 * The job queue on both engines, over our own `jobs` table (ADR 010). Jobs are enqueued inside the
 * business transaction (transactional outbox): if the transaction rolls back, the job never existed.
 * Workers poll every `pollSeconds` (and just after an enqueue in this process), claim one job at a
 * time with SKIP LOCKED, so several processes on one PostgreSQL never run a job twice.
 */
import { CronExpressionParser } from 'cron-parser';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import type { Tx } from '../db/transaction.js';
import { type JobDefinition, retryLimitOf } from './define-job.js';
import { type ClaimedJob, claimJob, completeJob, failJob, insertJob, sweepJobs } from './queue-sql.js';

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
  /** Stops polling and waits (at most 5 s) for the handlers running now. */
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  pollSeconds: number;
  /** The first retry's delay; each next one doubles it. Tests shorten it. */
  retryDelaySeconds?: number;
  /** Jobs run at the same time in this process (one per worker loop). */
  concurrency?: number;
  /** How long a claimed job is this worker's; past it the job is taken for abandoned and claimed again. */
  leaseSeconds?: number;
};

const DEFAULT_LEASE_SECONDS = 5 * 60;

const SWEEP_EVERY_MS = 10 * 60 * 1000;
const STOP_TIMEOUT_MS = 5000;

export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const db = database.db;
  const retryDelaySeconds = options.retryDelaySeconds ?? 5;
  const concurrency = options.concurrency ?? 3;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  let handlers = new Map<string, JobDefinition>();
  let runJob: Parameters<JobQueue['start']>[1] | undefined;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let timerDue = 0;
  let lastSweep = 0;
  let polling: Promise<void> | undefined;
  /** A wake-up asked for while a poll ran: the next poll follows at once instead of after pollSeconds. */
  let pollAgain = false;
  /** The cron slot each job last had inserted by this process, so a poll inserts only a new one. */
  const scheduledSlots = new Map<string, number>();
  const running = new Set<Promise<void>>();

  /** One attempt of a claimed job; a failure is recorded (retry or give up), never thrown. */
  async function attempt(claimed: ClaimedJob) {
    const job = handlers.get(claimed.name)!;
    try {
      await runJob!(job, job.schema.parse(claimed.data), { isLast: claimed.attempts > claimed.retry_limit });
      await completeJob(db, claimed.id);
    } catch {
      // runJob has logged it; the row keeps the state, the attempt count and the next run.
      await failJob(db, claimed, retryDelaySeconds).catch(() => {});
    }
  }

  /** Claims and runs due jobs until none is left or every worker slot is busy. */
  async function poll() {
    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await sweepJobs(db);
    }
    await scheduleCronSlots();
    while (!stopped && running.size < concurrency) {
      const claimed = await claimJob(db, [...handlers.keys()], leaseSeconds);
      if (!claimed) return;
      const run = attempt(claimed).finally(() => {
        running.delete(run);
        wake(0);
      });
      running.add(run);
    }
  }

  /** Inserts the next run of every cron job; the (name, slot) index keeps one whichever process inserts it. */
  async function scheduleCronSlots() {
    for (const job of handlers.values()) {
      if (!job.cron) continue;
      const slot = CronExpressionParser.parse(job.cron, { currentDate: new Date(), tz: 'UTC' }).next().toDate();
      if (scheduledSlots.get(job.name) === slot.getTime()) continue;
      await insertJob(db, { name: job.name, data: {}, retryLimit: retryLimitOf(job) }, { cronSlot: slot });
      scheduledSlots.set(job.name, slot.getTime());
    }
  }

  /** Runs a poll after `ms` (the sooner of two requests wins); the poll then plans the next one. */
  function wake(ms: number) {
    if (stopped) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    const at = Date.now() + ms;
    if (timer && at >= timerDue) return; // a sooner poll is already planned
    clearTimeout(timer);
    timerDue = at;
    timer = setTimeout(() => {
      timer = undefined;
      pollAgain = false;
      polling = poll()
        .catch(() => {}) // the database was away: the next poll tries again
        .finally(() => {
          polling = undefined;
          wake(pollAgain ? 0 : options.pollSeconds * 1000);
        });
    }, ms);
  }

  return {
    async enqueue(tx, job, data, enqueueOptions = {}) {
      const payload = job.schema.parse(data);
      await insertJob(
        tx,
        {
          name: job.name,
          data: payload,
          retryLimit: retryLimitOf(job),
          startAfterSeconds: enqueueOptions.startAfterSeconds,
        },
        { singletonKey: enqueueOptions.singletonKey },
      );
      // The job is visible once the caller commits; a poll soon after usually finds it.
      if (!enqueueOptions.startAfterSeconds) wake(100);
    },
    async start(definitions, run) {
      handlers = new Map(definitions.map((job) => [job.name, job]));
      runJob = run;
      stopped = false;
      wake(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const finished = Promise.allSettled([polling, ...running]);
      await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref())]);
    },
  };
}
