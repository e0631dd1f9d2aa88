/** The current user's records: customer profile (role user) and employee record (role employee). */
import { apiPaths, companyProfileSchema, employeeSchema, errorBodySchema } from '@vyplaty/contracts';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { getCustomerProfile, getEmployee } from './profile.service.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema };

export const profileRoutes: Pick<AppModule, 'publicRoutes' | 'privateRoutes'> = {
  privateRoutes(app, ctx) {
    app.get(
      apiPaths.userProfile,
      {
        schema: {
          tags: ['Профиль заказчика'],
          summary: 'Профиль заказчика (только роль user)',
          response: { 200: companyProfileSchema, ...errors },
        },
      },
      async (req) => getCustomerProfile(actorContextFor(ctx, req)),
    );
    app.get(
      apiPaths.employee,
      {
        schema: {
          tags: ['Исполнитель'],
          summary: 'Карточка исполнителя (только роль employee)',
          response: { 200: employeeSchema, ...errors },
        },
      },
      async (req) => getEmployee(actorContextFor(ctx, req)),
    );
  },
};
