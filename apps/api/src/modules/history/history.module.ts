import type { AppModule } from '../module.js';
import { journalRoutes } from './journal.routes.js';

export const historyModule: AppModule = { name: 'history', privateRoutes: journalRoutes };
