/** One attempt of a queued job: the handler, the log line of a failure, and the give-up hook on the last one. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { JobDefinition } from './define-job.js';

export async function runJob(
  ctx: AppContext,
  log: FastifyBaseLogger,
  job: JobDefinition,
  data: unknown,
  attempt: { isLast: boolean },
): Promise<void> {
  try {
    await job.handler(ctx, data);
  } catch (error) {
    // The queue retries with backoff. Neither the payload nor the error text is logged: both may
    // hold an address or a phone number (SMTP rejections quote the recipient).
    const { name, code } = error as { name?: string; code?: unknown };
    log.warn({ job: job.name, error: name, code }, attempt.isLast ? 'job failed, giving up' : 'job failed, will retry');
    if (attempt.isLast && job.onGiveUp) {
      await job.onGiveUp(ctx, data).catch(() => log.error({ job: job.name }, 'job give-up handler failed'));
    }
    throw error;
  }
}
