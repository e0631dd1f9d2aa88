import type { AppModule } from '../module.js';
import { bankingRoutes } from './banking.routes.js';
import { bindSberBalanceJob } from './sber-binding.jobs.js';

export const bankingModule: AppModule = {
  name: 'banking',
  privateRoutes: bankingRoutes,
  jobs: [bindSberBalanceJob],
};
