import type { AppModule } from '../module.js';
import { companyRoutes } from './company.routes.js';
import { paymentLimitRoutes, supportPaymentLimitRoutes } from './payment-limits.routes.js';

export const companyModule: AppModule = {
  name: 'company',
  privateRoutes: (app, ctx) => {
    companyRoutes(app, ctx);
    paymentLimitRoutes(app, ctx);
  },
  supportRoutes: supportPaymentLimitRoutes,
};
