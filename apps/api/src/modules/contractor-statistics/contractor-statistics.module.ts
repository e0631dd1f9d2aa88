import type { AppModule } from '../module.js';
import { contractorStatisticsRoutes } from './contractor-statistics.routes.js';

export const contractorStatisticsModule: AppModule = {
  name: 'contractor-statistics',
  privateRoutes: contractorStatisticsRoutes,
};
