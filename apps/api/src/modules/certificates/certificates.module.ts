import type { AppModule } from '../module.js';
import { certificatesJobs } from './certificates.jobs.js';
import { certificatesRoutes } from './certificates.routes.js';

/** КЭП trust store (accredited CAs, CRLs) and the users' certificates; docs/decisions/signatures.md. */
export const certificatesModule: AppModule = {
  name: 'certificates',
  ...certificatesRoutes,
  jobs: certificatesJobs,
};
