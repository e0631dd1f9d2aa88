/**
 * The statements of the job queue over the `jobs` table (db/schema/jobs.ts). Plain SQL with
 * parameters, the same dialect on PGlite and PostgreSQL. Times come from the database clock, so
 * several processes agree on what is due.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export type ClaimedJob = { id: string; name: string; data: unknown; attempts: number; retry_limit: number };

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Inserts a job; a duplicate singleton (queued) or cron slot is dropped by ON CONFLICT DO NOTHING. */
export async function insertJob(
  db: Db,
  job: { name: string; data: unknown; retryLimit: number; startAfterSeconds?: number | undefined },
  keys: { singletonKey?: string | undefined; cronSlot?: Date | undefined },
) {
  const runAfter = keys.cronSlot
    ? sql`${keys.cronSlot.toISOString()}::timestamptz`
    : sql`now() + make_interval(secs => ${job.startAfterSeconds ?? 0})`;
  await db.execute(sql`
    insert into jobs (name, data, retry_limit, singleton_key, cron_slot, run_after)
    values (${job.name}, ${JSON.stringify(job.data)}::jsonb, ${job.retryLimit}, ${keys.singletonKey ?? null},
            ${keys.cronSlot ? keys.cronSlot.toISOString() : null}::timestamptz, ${runAfter})
    on conflict do nothing`);
}

/**
 * Claims the next due job of these names, or an active one whose lease ran out (its worker is taken
 * for dead), for one attempt. SKIP LOCKED: a row another worker is claiming is passed over, never
 * claimed twice. A job whose worker died on its last attempt is claimed once more, for its give-up
 * only (`isGiveUpRun`). `runningHere` are the jobs this process is running: never taken from itself,
 * even when a heartbeat was late (PGlite runs one statement at a time, so a long transaction delays it).
 */
export async function claimJob(
  db: Db,
  names: readonly string[],
  leaseSeconds: number,
  runningHere: readonly string[] = [],
): Promise<ClaimedJob | undefined> {
  const nameList = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  const notHere =
    runningHere.length === 0
      ? sql``
      : sql`and id not in (${sql.join(
          runningHere.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  // Two probes, each the head of its own partial index: a job taken from a dead worker first, then the
  // earliest due one. One condition with OR read (and sorted) every due job for each claim: ~2 ms a claim
  // with 10,000 jobs due, as a mass payout leaves them (bench/payouts-settle.ts).
  const rows = await rowsOf<ClaimedJob>(
    db,
    sql`
    update jobs set state = 'active', attempts = attempts + 1,
                    locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id = coalesce(
      (select id from jobs
       where state = 'active' and locked_until < now() and name in (${nameList}) and attempts <= retry_limit + 1
             ${notHere}
       order by locked_until
       limit 1
       for update skip locked),
      (select id from jobs
       where state = 'queued' and run_after <= now() and name in (${nameList}) and attempts <= retry_limit
       order by run_after
       limit 1
       for update skip locked))
    returning id, name, data, attempts, retry_limit`,
  );
  return rows[0];
}

/** The claim was for the give-up only: the worker of the job's last attempt died (see claimJob). */
export const isGiveUpRun = (job: ClaimedJob) => job.attempts > job.retry_limit + 1;

/** The attempt still holds the job: active, and not claimed again since (the attempt count is its token). */
const heldBy = (job: ClaimedJob) => sql`id = ${job.id} and state = 'active' and attempts = ${job.attempts}`;

/** Whether an UPDATE … RETURNING id changed a row (the same shape on PGlite and node-postgres). */
const affected = (result: unknown) => (result as { rows: unknown[] }).rows.length > 0;

/**
 * Moves the attempt's lease forward while its handler runs (a heartbeat); false when the attempt no
 * longer holds the job (its lease ran out and another worker claimed it).
 */
export async function renewLease(db: Db, job: ClaimedJob, leaseSeconds: number): Promise<boolean> {
  return affected(
    await db.execute(
      sql`update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}) where ${heldBy(job)} returning id`,
    ),
  );
}

/** Completed, if this attempt still holds the job; false when it does not (nothing changed). */
export async function completeJob(db: Db, job: ClaimedJob): Promise<boolean> {
  return affected(
    await db.execute(
      sql`update jobs set state = 'completed', locked_until = null, finished_at = now() where ${heldBy(job)} returning id`,
    ),
  );
}

/**
 * After a failed attempt: queued again with a backoff of `retryDelaySeconds · 2^(attempt−1)`, or
 * failed after the last one (and after a give-up run). A retry whose singleton key already has a
 * queued job is not queued twice: that job does the same work, so this one is parked as failed. False
 * when this attempt no longer holds the job (nothing changed).
 */
export async function failJob(db: Db, job: ClaimedJob, retryDelaySeconds: number): Promise<boolean> {
  const park = () =>
    db.execute(
      sql`update jobs set state = 'failed', locked_until = null, finished_at = now() where ${heldBy(job)} returning id`,
    );
  if (job.attempts > job.retry_limit) return affected(await park());
  const delay = retryDelaySeconds * 2 ** (job.attempts - 1);
  try {
    return affected(
      await db.execute(sql`
        update jobs set state = 'queued', locked_until = null, run_after = now() + make_interval(secs => ${delay})
        where ${heldBy(job)} returning id`),
    );
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    return affected(await park());
  }
}

/**
 * Parks as failed the jobs whose give-up run's worker died too (claimJob gives each dead last attempt
 * one give-up run), and deletes finished jobs: completed after a day, failed after a week (kept longer
 * to look into). Letters carry one-time links, so payloads do not stay for ever. Returns how many
 * were parked (the caller logs them: a job parked here ran no give-up).
 */
export async function sweepJobs(db: Db): Promise<number> {
  const parked = (await db.execute(sql`
    update jobs set state = 'failed', locked_until = null, finished_at = now()
    where state = 'active' and locked_until < now() and attempts > retry_limit + 1
    returning id`)) as unknown as { rows: unknown[] };
  await db.execute(sql`
    delete from jobs
    where (state = 'completed' and finished_at < now() - interval '1 day')
       or (state = 'failed' and finished_at < now() - interval '7 days')`);
  return parked.rows.length;
}
