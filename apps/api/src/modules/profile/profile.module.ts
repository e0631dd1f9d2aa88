/** The current user's records: customer profile (role user) and employee record (role employee). */
import type { AppModule } from '../module.js';
import { profileRoutes } from './profile.routes.js';

export const profileModule: AppModule = {
  name: 'profile',
  ...profileRoutes,
};
