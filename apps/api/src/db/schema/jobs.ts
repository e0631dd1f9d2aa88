/**
 * The job queue's own table (jobs/queue.ts): a job is inserted in the business transaction that
 * wants it (transactional outbox) and claimed by one worker with FOR UPDATE SKIP LOCKED.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

export const jobStates = ['queued', 'active', 'completed', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The job definition's name (`<module>.<verb-noun>`). */
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** At most one queued job per (name, key): a second enqueue while one waits is dropped. */
    singletonKey: text('singleton_key'),
    /** The cron slot a scheduled run belongs to: one run per (name, slot), whichever process inserts it. */
    cronSlot: ts('cron_slot'),
    runAfter: ts('run_after').notNull().defaultNow(),
    /** Attempts started so far; the job is retried while attempts ≤ retry_limit. */
    attempts: integer('attempts').notNull().default(0),
    retryLimit: integer('retry_limit').notNull(),
    /** While active: the worker's lease; past it the worker is taken for dead and the job is claimed again. */
    lockedUntil: ts('locked_until'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_singleton_queued_idx')
      .on(t.name, t.singletonKey)
      .where(sql`${t.state} = 'queued' and ${t.singletonKey} is not null`),
    uniqueIndex('jobs_cron_slot_idx').on(t.name, t.cronSlot),
    // The claim reads only due queued jobs and expired leases; finished rows are never scanned.
    index('jobs_queued_idx').on(t.runAfter).where(sql`${t.state} = 'queued'`),
    index('jobs_active_idx').on(t.lockedUntil).where(sql`${t.state} = 'active'`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.state} in ('completed', 'failed')`),
  ],
);
