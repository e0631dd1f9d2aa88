import type { AppModule } from '../module.js';
import { requisiteRoutes } from './requisites.routes.js';

/** The contractor's payout requisites and the СБП participants catalog. */
export const requisitesModule: AppModule = {
  name: 'requisites',
  privateRoutes: requisiteRoutes,
};
