import type { AppModule } from '../module.js';
import { accountRoutes } from './account.routes.js';
import { activeSessionRoutes } from './active-sessions.routes.js';
import { authJobs } from './auth.jobs.js';
import { authSessionRoutes } from './auth.routes.js';

export const authModule: AppModule = {
  name: 'auth',
  jobs: authJobs,
  publicRoutes(app, ctx) {
    authSessionRoutes.publicRoutes?.(app, ctx);
    accountRoutes.publicRoutes?.(app, ctx);
  },
  privateRoutes(app, ctx) {
    authSessionRoutes.privateRoutes?.(app, ctx);
    accountRoutes.privateRoutes?.(app, ctx);
    activeSessionRoutes(app, ctx);
  },
};
