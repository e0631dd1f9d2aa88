import type { AppModule } from '../module.js';
import { companyUserRoutes } from './company-users.routes.js';

/** The company's own users and their invites (issue 28, docs/decisions/company-users.md). */
export const companyUsersModule: AppModule = { name: 'company-users', ...companyUserRoutes };
