import type { AppModule } from '../module.js';
import { employeeImportJobs } from './import/employee-import.jobs.js';
import { employeeImportRoutes } from './import/employee-import.routes.js';
import { inviteLinkRoutes, inviteRoutes } from './invites.routes.js';

export const invitesModule: AppModule = {
  name: 'invites',
  publicRoutes: inviteLinkRoutes,
  privateRoutes(app, ctx) {
    inviteRoutes(app, ctx);
    employeeImportRoutes(app, ctx);
  },
  jobs: employeeImportJobs,
};
