import type { AppModule } from '../module.js';
import { followMassPayoutJob } from './mass-payout-follow.jobs.js';
import { payMassPayoutJob } from './mass-payout-pay.jobs.js';
import { massPayoutJobs } from './mass-payouts.jobs.js';
import { massPayoutRoutes } from './mass-payouts.routes.js';

/** Registries of НПД and individual payouts: upload, import and checks with progress, review (issue 25). */
export const massPayoutsModule: AppModule = {
  name: 'mass-payouts',
  privateRoutes: massPayoutRoutes,
  jobs: [...massPayoutJobs, payMassPayoutJob, followMassPayoutJob],
};
