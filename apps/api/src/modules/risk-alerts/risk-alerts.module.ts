import type { AppModule } from '../module.js';
import { riskAlertJobs } from './risk-alerts.jobs.js';
import { riskAlertRoutes } from './risk-alerts.routes.js';

/** The company's tax risks (issue 28, docs/decisions/risk-alerts.md): detection jobs and the list. */
export const riskAlertsModule: AppModule = { name: 'risk-alerts', privateRoutes: riskAlertRoutes, jobs: riskAlertJobs };
