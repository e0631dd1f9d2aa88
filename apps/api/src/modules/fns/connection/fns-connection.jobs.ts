/** Jobs of the contractor's FNS connection, status, account and activity kinds (listed in fns.module.ts). */
import type { JobDefinition } from '../../../jobs/define-job.js';
import { fnsRefreshAccountJob, fnsRefreshStatusesJob, fnsRefreshTaxpayerJob } from '../taxpayer/fns-taxpayer.jobs.js';
import { fnsPutActivitiesJob, fnsRefreshActivitiesJob } from './fns-activities.jobs.js';
import { fnsBindJob, fnsUnbindJob } from './fns-binding.jobs.js';
import { fnsWatchJob } from './fns-watch.jobs.js';

export const fnsConnectionJobs: JobDefinition[] = [
  fnsBindJob,
  fnsUnbindJob,
  fnsRefreshTaxpayerJob,
  fnsRefreshStatusesJob,
  fnsRefreshAccountJob,
  fnsRefreshActivitiesJob,
  fnsPutActivitiesJob,
  fnsWatchJob,
];
