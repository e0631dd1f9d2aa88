import type { AppModule } from '../module.js';
import { trustSigningRoutes } from './trust-signing.routes.js';

/** Trust documents of responsible persons signed by the company's head with КЭП, here or in an uploaded .sig. */
export const trustSigningModule: AppModule = {
  name: 'trust-signing',
  privateRoutes: trustSigningRoutes,
};
