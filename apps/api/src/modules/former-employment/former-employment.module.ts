import type { AppModule } from '../module.js';
import { formerEmploymentRoutes } from './former-employment.routes.js';

/** Former employment by the company (N5): the contractor's declaration and the company's confirmation. */
export const formerEmploymentModule: AppModule = {
  name: 'former-employment',
  privateRoutes: formerEmploymentRoutes,
};
