import type { AppContext } from '../../context.js';
import type { AppModule, TypedApp } from '../module.js';
import { fnsConnectionJobs } from './connection/fns-connection.jobs.js';
import { fnsConnectionRoutes } from './connection/fns-connection.routes.js';
import { fnsReceiptJobs } from './receipts/fns-receipts.jobs.js';
import { fnsReceiptRoutes } from './receipts/fns-receipts.routes.js';

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
