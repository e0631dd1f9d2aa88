/** SPEC §7 `user/payment_limit`: GET for the company, POST support-only. */
import {
  apiPaths,
  errorBodySchema,
  paymentLimitsResponseSchema,
  setPaymentLimitsRequestSchema,
} from '@vyplaty/contracts';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { getPaymentLimits, setPaymentLimits } from './payment-limits.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const paymentLimitRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.get(
    apiPaths.userPaymentLimit,
    {
      schema: {
        tags: ['Профиль заказчика'],
        summary: 'Лимиты выплат, действующие для компании',
        description:
          'На одну выплату, в сутки, в календарный месяц; суммы в копейках. source DEFAULT — лимит платформы.',
        response: { 200: paymentLimitsResponseSchema, ...errors },
      },
    },
    async (req) => getPaymentLimits(actorContextFor(ctx, req)),
  );
};

export const supportPaymentLimitRoutes: NonNullable<AppModule['supportRoutes']> = (app, ctx) => {
  app.post(
    apiPaths.userPaymentLimit,
    {
      schema: {
        tags: ['Поддержка'],
        security: [{ support: [] }],
        summary: 'Установить лимиты выплат компании',
        body: setPaymentLimitsRequestSchema,
        response: { 200: paymentLimitsResponseSchema, ...errors },
      },
    },
    async (req) => setPaymentLimits(ctx, req.body),
  );
};
