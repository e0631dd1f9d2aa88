import type { AppModule } from '../module.js';
import { employeesRoutes } from './employees.routes.js';

export const employeesModule: AppModule = {
  name: 'employees',
  privateRoutes: employeesRoutes,
};
