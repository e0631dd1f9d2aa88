import type { AppModule } from '../module.js';
import { readStatementJob, reconcileJob } from './balance.jobs.js';
import { balanceRoutes, supportBalanceRoutes } from './balance.routes.js';
import { moneybackJob } from './moneyback.jobs.js';
import { balanceReconciliationChecks } from './reconciliation.js';

export const balanceModule: AppModule = {
  name: 'balance',
  privateRoutes: balanceRoutes,
  supportRoutes: supportBalanceRoutes,
  jobs: [readStatementJob, reconcileJob, moneybackJob],
  reconciliationChecks: balanceReconciliationChecks,
};
