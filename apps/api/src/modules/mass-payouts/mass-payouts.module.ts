import type { AppModule } from '../module.js';
import { massPayoutJobs } from './mass-payouts.jobs.js';
import { massPayoutRoutes } from './mass-payouts.routes.js';

/** Registries of НПД and individual payouts: upload, import and checks with progress, review (issue 25). */
export const massPayoutsModule: AppModule = {
  name: 'mass-payouts',
  privateRoutes: massPayoutRoutes,
  jobs: massPayoutJobs,
};
