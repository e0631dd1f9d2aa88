/** SPEC §7 `sber/balance`: the nominal account of the company; user/payment_methods: how it may pay (role user only). */
import { apiPaths, errorBodySchema, paymentMethodsResponseSchema, sberBalanceResponseSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { getSberBalance, requestSberBinding } from './banking.service.js';
import { paymentMethods } from './payment-methods.service.js';

const tags = ['Номинальный счёт'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };

export const bankingRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.get(
    apiPaths.sberBalance,
    {
      schema: {
        tags,
        summary: 'Состояние подключения номинального счёта и счёт, который будет подключён',
        response: { 200: sberBalanceResponseSchema, ...errors },
      },
    },
    async (req) => getSberBalance(actorContextFor(ctx, req)),
  );

  app.post(
    apiPaths.sberBalance,
    {
      schema: {
        tags,
        summary: 'Подключить номинальный счёт',
        description:
          'Создаёт заявку AWAIT_BIND для основного счёта компании; банк отвечает асинхронно (BIND или ERROR с причиной). ' +
          'Повторная заявка возможна только после ERROR.',
        body: z.object({}).strict().optional(),
        response: { 202: sberBalanceResponseSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(202).send(await requestSberBinding(actorContextFor(ctx, req))),
  );

  app.get(
    apiPaths.userPaymentMethods,
    {
      schema: {
        tags: ['Способы оплаты'],
        summary: 'Способы оплаты компании: номинальный счёт и свой счёт через 1С:ДиректБанк',
        description: 'У каждого — доступен ли он сейчас и каких шагов ещё не хватает (по-русски, по порядку).',
        response: { 200: paymentMethodsResponseSchema, ...errors },
      },
    },
    async (req) => paymentMethods(actorContextFor(ctx, req)),
  );
};
