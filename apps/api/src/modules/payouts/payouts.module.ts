import type { AppContext } from '../../context.js';
import type { AppModule, TypedApp } from '../module.js';
import { bankRegistryJob } from './bank-registry/bank-registry.jobs.js';
import { serviceRoutes } from './catalogue/services.routes.js';
import { employeePayoutRoutes } from './employee/employee-payouts.routes.js';
import { payoutJobs } from './lifecycle/payout-jobs.js';
import { paymentOrderJobs } from './payment-order/payout-payment-order.jobs.js';
import { payoutPaymentOrderRoutes } from './payment-order/payout-payment-order.routes.js';
import { payoutRoutes } from './payouts.routes.js';
import { userPayoutRoutes } from './read/user-payouts.routes.js';
import { payoutReconciliationChecks } from './reconcile/payouts-reconciliation.js';

/** НПД and individual payouts (the company's calls), the contractor's payouts, the services catalogue. */
const routes = (app: TypedApp, ctx: AppContext) => {
  payoutRoutes(app, ctx);
  payoutPaymentOrderRoutes(app, ctx);
  userPayoutRoutes(app, ctx);
  employeePayoutRoutes(app, ctx);
  serviceRoutes(app, ctx);
};

export const payoutsModule: AppModule = {
  name: 'payouts',
  privateRoutes: routes,
  jobs: [...payoutJobs, ...paymentOrderJobs, bankRegistryJob],
  reconciliationChecks: payoutReconciliationChecks,
};
