/**
 * The job queue on both engines, over our own `jobs` table (ADR 010). Jobs are enqueued inside the
 * business transaction (transactional outbox): if the transaction rolls back, the job never existed.
 * Workers poll every `pollSeconds` (and just after an enqueue in this process), claim one job at a
 * time with SKIP LOCKED, so several processes on one PostgreSQL never run a job twice.
 *
 * A claimed attempt holds the job by a lease that its heartbeat renews while the handler runs, so a
 * long handler (a 1,000-payout batch) is never claimed twice, and a dead worker's job is claimed again
 * within one lease (20 s by default). Only the attempt that holds the job completes or fails it (the
 * attempt count is its token). A job whose worker died on its last attempt gets one more claim that
 * runs its give-up only (ADR 010).
 */
import { CronExpressionParser } from 'cron-parser';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import type { Tx } from '../db/transaction.js';
import { type JobDefinition, retryLimitOf } from './define-job.js';
import {
  type ClaimedJob,
  claimJob,
  completeJob,
  failJob,
  insertJob,
  isGiveUpRun,
  renewLease,
  sweepJobs,
} from './queue-sql.js';

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
  /**
   * `run` makes one attempt (run-job.ts); `attempt.giveUpOnly` asks for the give-up hook alone (the
   * worker of the job's last attempt died).
   */
  start(
    handlers: readonly JobDefinition[],
    run: (job: JobDefinition, data: unknown, attempt: JobAttempt) => Promise<void>,
  ): Promise<void>;
  /** Stops polling and waits (at most 5 s) for the handlers running now. */
  stop(): Promise<void>;
};

export type JobAttempt = { isLast: boolean; giveUpOnly?: boolean };

export type JobQueueOptions = {
  pollSeconds: number;
  /** Where the queue reports what went wrong around the handlers (never a payload). */
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The first retry's delay; each next one doubles it. Tests shorten it. */
  retryDelaySeconds?: number;
  /** Jobs run at the same time in this process (one per worker loop). */
  concurrency?: number;
  /**
   * How long a claimed job is this worker's without a heartbeat; past it the job is taken for abandoned
   * and claimed again. The heartbeat renews it every quarter of it while the handler runs.
   */
  leaseSeconds?: number;
};

const DEFAULT_LEASE_SECONDS = 20;

const SWEEP_EVERY_MS = 10 * 60 * 1000;
const STOP_TIMEOUT_MS = 5000;

export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const db = database.db;
  const retryDelaySeconds = options.retryDelaySeconds ?? 5;
  const concurrency = options.concurrency ?? 3;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const log = options.log;
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
  /** The ids of the jobs this process runs now: a claim never takes one of them from itself. */
  const runningIds = new Set<string>();

  /** Renews the attempt's lease every quarter of it until stopped; a lost lease is an error to look into. */
  function keepLease(claimed: ClaimedJob) {
    const timer = setInterval(
      () => {
        renewLease(db, claimed, leaseSeconds).then(
          (held) => {
            if (held) return;
            clearInterval(timer);
            log.error(
              { job: claimed.name, jobId: claimed.id },
              'job lease lost while its handler runs: another worker may run it too',
            );
          },
          (error) => log.warn({ job: claimed.name, error: (error as Error).name }, 'job lease not renewed this time'),
        );
      },
      (leaseSeconds * 1000) / 4,
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  /** One attempt of a claimed job; its outcome is recorded (done, retry or give up), never thrown. */
  async function attempt(claimed: ClaimedJob) {
    const job = handlers.get(claimed.name)!;
    const stopLease = keepLease(claimed);
    let succeeded = false;
    try {
      const attemptOf: JobAttempt = isGiveUpRun(claimed)
        ? { isLast: true, giveUpOnly: true }
        : { isLast: claimed.attempts > claimed.retry_limit };
      await runJob!(job, job.schema.parse(claimed.data), attemptOf);
      succeeded = !attemptOf.giveUpOnly;
    } catch {
      // runJob has logged it; the row keeps the state, the attempt count and the next run.
    } finally {
      stopLease();
    }
    try {
      const held = succeeded ? await completeJob(db, claimed) : await failJob(db, claimed, retryDelaySeconds);
      if (!held) log.error({ job: claimed.name, jobId: claimed.id }, 'job finished after its lease was taken over');
    } catch (error) {
      // The database was away: the lease runs out and the job is claimed again (handlers are idempotent).
      log.error({ job: claimed.name, error: (error as Error).name }, 'job outcome not recorded');
    }
  }

  /** Claims and runs due jobs until none is left or every worker slot is busy. */
  async function poll() {
    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      const parked = await sweepJobs(db);
      if (parked > 0) log.error({ jobs: parked }, 'jobs parked as failed: their give-up run died too');
    }
    await scheduleCronSlots();
    while (!stopped && running.size < concurrency) {
      const claimed = await claimJob(db, [...handlers.keys()], leaseSeconds, [...runningIds]);
      if (!claimed) return;
      runningIds.add(claimed.id);
      const run = attempt(claimed).finally(() => {
        running.delete(run);
        runningIds.delete(claimed.id);
        wake(0);
      });
      running.add(run);
    }
  }

  /** Inserts the next run of every cron job; the (name, slot) index keeps one whichever process inserts it. */
  async function scheduleCronSlots() {
    for (const job of handlers.values()) {
      if (!job.cron) continue;
      // The slot inserted last is still ahead: nothing new to insert (and no cron parse, every poll, for each job).
      if ((scheduledSlots.get(job.name) ?? 0) > Date.now()) continue;
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
        // The database was away: the next poll tries again.
        .catch((error) => log.warn({ error: (error as Error).name }, 'job poll failed'))
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
      // Forgotten with the timeout, so a later start() plans its polls again.
      timer = undefined;
      const finished = Promise.allSettled([polling, ...running]);
      await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref())]);
    },
  };
}
