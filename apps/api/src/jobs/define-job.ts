/** Typed job definitions: `<module>.<verb-noun>`, payloads carry ids or small values, handlers are idempotent. */
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';

export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  schema: S;
  /** Attempts before the job is parked as failed; retries back off exponentially. */
  retryLimit?: number;
  /** Cron expression (UTC) for jobs the queue runs on a schedule; the queue keeps one run per slot. */
  cron?: string;
  /**
   * The cron expression when a setting decides how often (e.g. BANK_STATEMENT_POLL_SECONDS); it replaces
   * `cron` once the configuration is known (`withConfiguredCron`, before the workers start).
   */
  cronFrom?: (config: Config) => string;
  handler: (ctx: AppContext, data: z.infer<S>) => Promise<void>;
  /**
   * Runs once when the last attempt has failed, before the queue parks the job: the place to mark
   * the work failed for the person waiting on it (nothing should stay "in progress" for ever).
   */
  onGiveUp?: (ctx: AppContext, data: z.infer<S>) => Promise<void>;
};

/** Attempts of a job before the queue parks it (retryLimit counts the retries after the first). */
export const retryLimitOf = (job: Pick<JobDefinition, 'retryLimit'>) => job.retryLimit ?? 5;

export const defineJob = <S extends z.ZodType>(definition: JobDefinition<S>) => definition;

/** The jobs with every `cronFrom` worked out for this configuration: what the workers are started with. */
export const withConfiguredCron = (jobs: readonly JobDefinition[], config: Config): JobDefinition[] =>
  jobs.map((job) => (job.cronFrom ? { ...job, cron: job.cronFrom(config) } : job));
