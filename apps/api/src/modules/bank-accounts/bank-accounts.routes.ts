/** SPEC §7 `user/bank/`: the company's bank accounts (profile → payments-accounts), role user only. */
import {
  apiPaths,
  bankAccountListResponseSchema,
  bankAccountSchema,
  createBankAccountRequestSchema,
  errorBodySchema,
  updateBankAccountRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { createBankAccount, deleteBankAccount, findBankAccounts, updateBankAccount } from './bank-accounts.service.js';

const tags = ['Счета компании'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.string().describe('id счёта') });

export const bankAccountRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.get(
    apiPaths.userBanks,
    {
      schema: {
        tags,
        summary: 'Банковские счета компании: основной первым, затем новые',
        response: { 200: bankAccountListResponseSchema, ...errors },
      },
    },
    async (req) => findBankAccounts(actorContextFor(ctx, req)),
  );

  app.post(
    apiPaths.userBanks,
    {
      schema: {
        tags,
        summary: 'Добавить счёт',
        description:
          'БИК, корр. счёт и номер счёта проверяются контрольными ключами; счёт юрлица начинается с 40702, ИП — с 40802. ' +
          'Первый счёт компании становится основным. Интеграция с банком у нового счёта не подключена.',
        body: createBankAccountRequestSchema,
        response: { 201: bankAccountSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (req, reply) => reply.code(201).send(await createBankAccount(actorContextFor(ctx, req), req.body)),
  );

  app.patch(
    apiPaths.userBank,
    {
      schema: {
        tags,
        summary: 'Изменить счёт или сделать его основным',
        description: 'Проверяется счёт целиком после изменения. is_default: true снимает признак с прежнего основного.',
        params,
        body: updateBankAccountRequestSchema,
        response: { 200: bankAccountSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (req) => updateBankAccount(actorContextFor(ctx, req), req.params.id, req.body),
  );

  app.delete(
    apiPaths.userBank,
    {
      schema: {
        tags,
        summary: 'Удалить счёт',
        description:
          'Основным становится самый новый из оставшихся. Счёт с активной интеграцией сначала нужно отключить.',
        params,
        response: { 204: z.null().describe('Счёт удалён'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteBankAccount(actorContextFor(ctx, req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};
