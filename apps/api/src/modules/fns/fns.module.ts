import type { AppContext } from '../../context.js';
import type { AppModule, TypedApp } from '../module.js';
import { fnsConnectionJobs } from './fns-connection.jobs.js';
import { fnsConnectionRoutes } from './fns-connection.routes.js';
import { fnsReceiptJobs } from './fns-receipts.jobs.js';
import { fnsReceiptRoutes } from './fns-receipts.routes.js';

/** The tax service: the contractor's connection and status (fns-connection.*) and receipts (fns-receipts.*). */
const fnsRoutes = (app: TypedApp, ctx: AppContext) => {
  fnsConnectionRoutes(app, ctx);
  fnsReceiptRoutes(app, ctx);
};

export const fnsModule: AppModule = {
  name: 'fns',
  privateRoutes: fnsRoutes,
  jobs: [...fnsConnectionJobs, ...fnsReceiptJobs],
};
