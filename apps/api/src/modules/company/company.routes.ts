/** SPEC §7 `user/profile/` PATCH, `user/actualization/`, `user/deactivate/` (role user only). */
import {
  apiPaths,
  companyProfileSchema,
  deactivateCompanyRequestSchema,
  errorBodySchema,
  updateCompanyProfileRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../http/request-context.js';
import { clearAuthCookies } from '../auth/index.js';
import type { AppModule } from '../module.js';
import { actualizeCompany } from './actualization.service.js';
import { updateCompanyProfile } from './company.service.js';
import { deactivateCompany } from './deactivation.service.js';

const tags = ['Профиль заказчика'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const companyRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.patch(
    apiPaths.userProfile,
    {
      schema: {
        tags,
        summary: 'Изменить контакты и подписанта компании',
        description:
          'Телефон, почтовый адрес, должность и ФИО подписанта. ИНН, КПП, ОГРН, наименование и юридический адрес ' +
          'берутся из реестра и обновляются через user/actualization/.',
        body: updateCompanyProfileRequestSchema,
        response: { 200: companyProfileSchema, ...errors },
      },
    },
    async (req) => updateCompanyProfile(actorContextFor(ctx, req), req.body),
  );

  app.post(
    apiPaths.userActualization,
    {
      schema: {
        tags,
        summary: 'Обновить данные компании из ЕГРЮЛ/ЕГРИП',
        description:
          'Наименование, КПП, ОГРН и юридический адрес по ИНН (DaData). При недоступности сервиса ничего не меняется.',
        body: z.object({}).strict().optional(),
        response: { 200: companyProfileSchema, ...errors, 503: errorBodySchema },
      },
    },
    async (req) => actualizeCompany(actorContextFor(ctx, req)),
  );

  app.post(
    apiPaths.userDeactivate,
    {
      schema: {
        tags,
        summary: 'Прекратить работу компании на платформе',
        description: 'Нужен пароль. Все входы компании блокируются, все сеансы завершаются.',
        body: deactivateCompanyRequestSchema,
        response: { 204: z.null().describe('Компания деактивирована'), ...errors, 429: errorBodySchema },
      },
    },
    async (req, reply) => {
      await deactivateCompany(actorContextFor(ctx, req), req.body);
      clearAuthCookies(reply, ctx.config);
      return reply.code(204).send(null);
    },
  );
};
