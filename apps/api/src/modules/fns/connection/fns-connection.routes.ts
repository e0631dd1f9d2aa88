/** SPEC §7 fns/bind, fns/unbind, fns/account_status, fns/activities, fns/activity (the contractor; the catalogue for both roles). */
import {
  apiPaths,
  errorBodySchema,
  fnsAccountStatusSchema,
  fnsActivitiesResponseSchema,
  fnsBindRequestSchema,
  fnsConnectionSchema,
  fnsMyActivitiesResponseSchema,
  fnsMyActivitiesSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { actorContextFor } from '../../../http/request-context.js';
import type { TypedApp } from '../../module.js';
import {
  getAccountStatus,
  getConnection,
  getMyActivities,
  listActivities,
  requestBind,
  requestUnbind,
  setMyActivities,
} from './fns-connection.service.js';

const tags = ['Налоговая (ФНС)'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };

export function fnsConnectionRoutes(app: TypedApp, ctx: AppContext) {
  app.get(
    apiPaths.fns.bind,
    {
      schema: {
        tags,
        summary: 'Подключение платформы в «Мой налог», статус НПД и доход за год',
        response: { 200: fnsConnectionSchema, ...errors },
      },
    },
    async (req) => getConnection(actorContextFor(ctx, req)),
  );

  app.post(
    apiPaths.fns.bind,
    {
      schema: {
        tags,
        summary: 'Подключить платформу в «Мой налог» (по ИНН или по телефону профиля)',
        description:
          'Создаёт запрос AWAIT_BIND; исполнитель подтверждает его в «Мой налог», затем BIND или ERROR с причиной. ' +
          'Повторный вызов при AWAIT_BIND возвращает тот же запрос; при BIND — 409.',
        body: fnsBindRequestSchema,
        response: { 200: fnsConnectionSchema, ...errors },
      },
    },
    async (req) => requestBind(actorContextFor(ctx, req), req.body),
  );

  app.post(
    apiPaths.fns.unbind,
    {
      schema: {
        tags,
        summary: 'Отключить платформу от «Мой налог»',
        body: z.object({}).strict().optional(),
        response: { 200: fnsConnectionSchema, ...errors },
      },
    },
    async (req) => requestUnbind(actorContextFor(ctx, req)),
  );

  app.get(
    apiPaths.fns.accountStatus,
    {
      schema: {
        tags,
        summary: 'Лицевой счёт в «Мой налог»: бонус, начислено, задолженность',
        description: 'Данные старше 5 минут запрашиваются у ФНС заново: refreshing = true, спросите ещё раз позже.',
        response: { 200: fnsAccountStatusSchema, ...errors },
      },
    },
    async (req) => getAccountStatus(actorContextFor(ctx, req)),
  );

  app.get(
    apiPaths.fns.activities,
    {
      schema: {
        tags,
        summary: 'Справочник видов деятельности ФНС',
        response: { 200: fnsActivitiesResponseSchema, ...errors },
      },
    },
    async (req) => listActivities(actorContextFor(ctx, req)),
  );

  app.get(
    apiPaths.fns.activity,
    {
      schema: {
        tags,
        summary: 'Мои виды деятельности в ФНС',
        response: { 200: fnsMyActivitiesResponseSchema, ...errors },
      },
    },
    async (req) => getMyActivities(actorContextFor(ctx, req)),
  );

  app.post(
    apiPaths.fns.activity,
    {
      schema: {
        tags,
        summary: 'Изменить виды деятельности в ФНС',
        description: 'Отправляется в ФНС заданием; до ответа pending = true, при отказе — error_message.',
        body: fnsMyActivitiesSchema,
        response: { 200: fnsMyActivitiesResponseSchema, ...errors },
      },
    },
    async (req) => setMyActivities(actorContextFor(ctx, req), req.body),
  );
}
