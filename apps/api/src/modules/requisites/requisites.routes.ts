/** SPEC §7 `employee/requisite/` (role employee, own requisites only) and `catalog bank_sbp` (any role). */
import {
  apiPaths,
  createRequisiteRequestSchema,
  errorBodySchema,
  requisiteListResponseSchema,
  requisiteSchema,
  sbpBankListRequestSchema,
  sbpBankListResponseSchema,
  updateRequisiteRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor, contextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { createRequisite, deleteRequisite, findRequisites, updateRequisite } from './requisites.service.js';
import { findSbpBanks } from './sbp-banks.service.js';

const tags = ['Реквизиты исполнителя'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.string().describe('id реквизитов') });
const employeeOnly = 'Только роль employee; другая роль — 403. Чужие и неизвестные id — 404.';

export const requisiteRoutes: AppModule['privateRoutes'] = (app, ctx) => {
  app.get(
    apiPaths.employeeRequisites,
    {
      schema: {
        tags,
        summary: 'Реквизиты для выплат текущего исполнителя: основные первыми, затем новые',
        description: employeeOnly,
        response: { 200: requisiteListResponseSchema, ...errors },
      },
    },
    async (req) => findRequisites(actorContextFor(ctx, req)),
  );

  app.post(
    apiPaths.employeeRequisites,
    {
      schema: {
        tags,
        summary: 'Добавить реквизиты: банковский счёт, карта или СБП',
        description: `${employeeOnly} Первые реквизиты становятся основными. Номер карты хранится только зашифрованным и не возвращается.`,
        body: createRequisiteRequestSchema,
        response: { 201: requisiteSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await createRequisite(actorContextFor(ctx, req), req.body)),
  );

  app.patch(
    apiPaths.employeeRequisite,
    {
      schema: {
        tags,
        summary: 'Изменить реквизиты или сделать их основными',
        description: `${employeeOnly} Тело — новые данные целиком (вид может смениться; номер карты вводится заново) или только { is_primary: true }.`,
        params,
        body: updateRequisiteRequestSchema,
        response: { 200: requisiteSchema, ...errors },
      },
    },
    async (req) => updateRequisite(actorContextFor(ctx, req), req.params.id, req.body),
  );

  app.delete(
    apiPaths.employeeRequisite,
    {
      schema: {
        tags,
        summary: 'Удалить реквизиты',
        description: `${employeeOnly} Если удалены основные, основными становятся самые новые из оставшихся.`,
        params,
        response: { 204: z.null().describe('Реквизиты удалены'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteRequisite(actorContextFor(ctx, req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    apiPaths.catalogBankSbp,
    {
      schema: {
        tags: ['Справочники'],
        summary: 'Банки — участники СБП (id участника НСПК), с отбором по части названия',
        body: sbpBankListRequestSchema,
        response: { 200: sbpBankListResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (req) => findSbpBanks(contextFor(ctx, req), req.body),
  );
};
