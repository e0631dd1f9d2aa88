import type { AppModule } from '../module.js';
import { processRoutes } from './processes.routes.js';

/** The company's long-running work in one place (/processes, issue 25; docs/decisions/processes.md). */
export const processesModule: AppModule = { name: 'processes', privateRoutes: processRoutes };
