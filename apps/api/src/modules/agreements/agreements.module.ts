import type { AppModule } from '../module.js';
import { agreementRoutes } from './agreements.routes.js';

export const agreementsModule: AppModule = {
  name: 'agreements',
  privateRoutes: agreementRoutes,
};
