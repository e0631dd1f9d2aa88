import type { AppModule } from '../module.js';
import { bankingRoutes } from './banking.routes.js';
import { bindSberBalanceJob } from './sber-binding.job.js';

export const bankingModule: AppModule = {
  name: 'banking',
  privateRoutes: bankingRoutes,
  jobs: [bindSberBalanceJob],
};
