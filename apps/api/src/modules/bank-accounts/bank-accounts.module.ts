import type { AppModule } from '../module.js';
import { bankAccountRoutes } from './bank-accounts.routes.js';

export const bankAccountsModule: AppModule = {
  name: 'bank-accounts',
  privateRoutes: bankAccountRoutes,
};
