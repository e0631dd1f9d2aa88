/** Typed job definitions: `<module>.<verb-noun>`, payloads carry ids or small values, handlers are idempotent. */
import type { z } from 'zod';
import type { AppContext } from '../context.js';

export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  schema: S;
  /** Attempts before the job is parked as failed; retries back off exponentially. */
  retryLimit?: number;
  /** Cron expression (UTC) for jobs the queue runs on a schedule; pg-boss keeps one run per slot. */
  cron?: string;
  handler: (ctx: AppContext, data: z.infer<S>) => Promise<void>;
};

export const defineJob = <S extends z.ZodType>(definition: JobDefinition<S>) => definition;
