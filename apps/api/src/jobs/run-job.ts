/** One attempt of a queued job: the handler, the log line of a failure, and the give-up hook on the last one. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { JobDefinition } from './define-job.js';
import type { JobAttempt } from './queue.js';

export async function runJob(
  ctx: AppContext,
  log: FastifyBaseLogger,
  job: JobDefinition,
  data: unknown,
  attempt: JobAttempt,
): Promise<void> {
  if (attempt.giveUpOnly) {
    // The worker of the last attempt died mid-run: what it would have done on failing is done now.
    log.error({ job: job.name }, 'job worker died on its last attempt, giving up');
    await giveUp(ctx, log, job, data);
    return;
  }
  try {
    await job.handler(ctx, data);
  } catch (error) {
    // The queue retries with backoff. Neither the payload nor the error text is logged: both may
    // hold an address or a phone number (SMTP rejections quote the recipient).
    const { name, code } = error as { name?: string; code?: unknown };
    log.warn({ job: job.name, error: name, code }, attempt.isLast ? 'job failed, giving up' : 'job failed, will retry');
    if (attempt.isLast) await giveUp(ctx, log, job, data);
    throw error;
  }
}

async function giveUp(ctx: AppContext, log: FastifyBaseLogger, job: JobDefinition, data: unknown) {
  if (!job.onGiveUp) return;
  try {
    await job.onGiveUp(ctx, data);
  } catch (error) {
    const { name, code } = error as { name?: string; code?: unknown };
    log.error({ job: job.name, error: name, code }, 'job give-up handler failed');
  }
}
