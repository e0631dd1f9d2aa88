/** GET /v1/health (200 with the database's state, 503 when it does not answer) and database upkeep. */
import type { AppModule } from '../module.js';
import { healthJobs } from './health.jobs.js';
import { healthRoutes } from './health.routes.js';

export const healthModule: AppModule = {
  name: 'health',
  ...healthRoutes,
  jobs: healthJobs,
};
