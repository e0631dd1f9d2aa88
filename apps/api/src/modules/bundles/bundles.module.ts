/** Document bundles (issue 27): a template's documents for many contractors, made by hand or from a file. */

import { registerRouteTable } from '../../http/route-table.js';
import type { AppModule } from '../module.js';
import { checkBundleFileJob } from './bundle-check.jobs.js';
import { bundleFilesRoutes } from './bundle-files.routes.js';
import { generateBundleJob } from './bundle-generate.jobs.js';
import { bundlePayoutsRoutes } from './bundle-payouts.routes.js';
import { remindBundleContractorsJob } from './bundle-reminders.jobs.js';
import { bundleSigningRoutes } from './bundle-signing.routes.js';
import { bundlesRoutes } from './bundles.routes.js';

export const bundlesModule: AppModule = {
  name: 'bundles',
  privateRoutes: (app, ctx) =>
    registerRouteTable(
      app,
      ctx,
      ['Пакеты документов'],
      [...bundlesRoutes(ctx), ...bundleSigningRoutes(), ...bundlePayoutsRoutes(), ...bundleFilesRoutes()],
    ),
  jobs: [checkBundleFileJob, generateBundleJob, remindBundleContractorsJob],
};
