import type { AppModule } from '../module.js';
import { lookupRoutes } from './lookups.routes.js';

export const lookupsModule: AppModule = {
  name: 'lookups',
  publicRoutes: lookupRoutes,
};
