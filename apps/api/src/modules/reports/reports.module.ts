import type { AppModule } from '../module.js';
import { buildReportJob } from './reports.jobs.js';
import { reportRoutes, supportReportRoutes } from './reports.routes.js';

export const reportsModule: AppModule = {
  name: 'reports',
  privateRoutes: reportRoutes,
  supportRoutes: supportReportRoutes,
  jobs: [buildReportJob],
};
