import type { AppModule } from '../module.js';
import { bankingRoutes } from './banking.routes.js';
import { directBankRoutes } from './direct-bank.routes.js';
import { bindSberBalanceJob } from './sber-binding.jobs.js';

export const bankingModule: AppModule = {
  name: 'banking',
  privateRoutes: (app, ctx) => {
    bankingRoutes(app, ctx);
    directBankRoutes(app, ctx);
  },
  jobs: [bindSberBalanceJob],
};
