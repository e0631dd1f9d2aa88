/** Platform offer calls: reading its text or PDF (public, needed before registration) and accepting it. */
import type { AppModule } from '../module.js';
import { offersRoutes } from './offers.routes.js';

export const offersModule: AppModule = {
  name: 'offers',
  ...offersRoutes,
};
