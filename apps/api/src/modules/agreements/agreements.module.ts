import type { AppModule } from '../module.js';
import { agreementRoutes } from './agreements.routes.js';
import { selfNepRoutes } from './self-nep.routes.js';

/** The platform agreements (EDO, the ПЭП agreement) and issuing the ПЭП by signing the latter. */
export const agreementsModule: AppModule = {
  name: 'agreements',
  privateRoutes(app, ctx) {
    agreementRoutes(app, ctx);
    selfNepRoutes(app, ctx);
  },
};
