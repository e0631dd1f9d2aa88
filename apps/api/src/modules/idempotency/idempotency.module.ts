import type { AppModule } from '../module.js';
import { idempotencyJobs } from './idempotency.jobs.js';

/** No routes of its own: money-moving routes of other modules use withIdempotency (index.ts). */
export const idempotencyModule: AppModule = { name: 'idempotency', jobs: idempotencyJobs };
