import type { AppModule } from '../module.js';
import { representativeRoutes } from './representatives.routes.js';

export const representativesModule: AppModule = {
  name: 'representatives',
  privateRoutes: representativeRoutes,
};
