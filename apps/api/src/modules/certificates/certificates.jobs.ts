/** The trust store's refresh (every 6 hours, DOMAIN.md §6.8) and the certificates' daily status check. */
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.js';
import { refreshCertificateStatuses } from './certificates.service.js';
import { refreshAuthorities } from './trust-store.service.js';

export const refreshAuthoritiesJob = defineJob({
  name: 'certificates.refresh-authorities',
  schema: z.object({}).passthrough(),
  cron: '23 */6 * * *',
  handler: async (ctx) => refreshAuthorities(ctx),
});

export const refreshCertificateStatusesJob = defineJob({
  name: 'certificates.refresh-statuses',
  schema: z.object({}).passthrough(),
  // After the 00:23 refresh has brought fresh CRLs.
  cron: '53 0 * * *',
  handler: async (ctx) => {
    await refreshCertificateStatuses(ctx);
  },
});

export const certificatesJobs = [refreshAuthoritiesJob, refreshCertificateStatusesJob];
