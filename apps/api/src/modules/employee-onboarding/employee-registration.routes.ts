/** The contractor's registration by SMS code, joining the inviting company when it comes through a link. */
import { apiPaths, employeeRegistrationRequestSchema, errorBodySchema, okResponseSchema } from '@vyplaty/contracts';
import { contextFor, requestMeta } from '../../http/request-context.js';
import { setAuthCookies } from '../auth/index.js';
import type { AppModule } from '../module.js';
import { registerEmployeeByPhone } from './employee-registration.service.js';

export const employeeRegistrationRoutes: NonNullable<AppModule['publicRoutes']> = (app, ctx) => {
  app.post(
    apiPaths.employeeAuth.registration,
    {
      schema: {
        tags: ['Регистрация и пароли'],
        summary: 'Регистрация исполнителя по коду из СМС',
        body: employeeRegistrationRequestSchema,
        response: {
          200: okResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const tokens = await registerEmployeeByPhone(contextFor(ctx, req), req.body, requestMeta(req));
      setAuthCookies(reply, tokens, ctx.config);
      return { ok: true as const };
    },
  );
};
