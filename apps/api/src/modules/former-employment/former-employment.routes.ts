/**
 * Former employment (N5): the contractor's answer about one of their companies (role employee) and
 * the company's confirmation or correction about one of its contractors (role user).
 */
import {
  apiPaths,
  employeeCompanySchema,
  errorBodySchema,
  formerEmploymentAnswerSchema,
  formerEmploymentResponseSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { confirmFormerEmployment, declareFormerEmployment } from './former-employment.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const rules =
  'Тело: {status: NEVER|ENDED|CURRENT, ended_on (YYYY-MM-DD, только с ENDED, не позже сегодняшнего дня по Москве)}. ' +
  'Каждое изменение — новая запись (прежние хранятся); тот же ответ ещё раз ничего не записывает.';

export const formerEmploymentRoutes: AppModule['privateRoutes'] = (app, ctx) => {
  app.put(
    apiPaths.employeeOnboarding.companyFormerEmployment,
    {
      schema: {
        tags: ['Исполнитель: регистрация и личные данные'],
        summary: 'Был ли исполнитель сотрудником компании по трудовому договору (ответ исполнителя)',
        description:
          `Только роль employee (другая — 403); id — связь с компанией из GET employee/companies, чужая или неизвестная — 404. ${rules} ` +
          'Ответ ENDED или CURRENT компания получает уведомлением.',
        params: z.object({ id: z.string().describe('id связи с компанией') }),
        body: formerEmploymentAnswerSchema,
        response: { 200: employeeCompanySchema, ...errors },
      },
    },
    async (req) => declareFormerEmployment(actorContextFor(ctx, req), req.params.id, req.body),
  );

  app.put(
    apiPaths.employees.formerEmployment,
    {
      schema: {
        tags: ['Исполнители компании'],
        summary: 'Подтвердить или исправить, был ли исполнитель сотрудником компании по трудовому договору',
        description: `Только роль user (другая — 403); id — исполнитель из списка компании, чужой или неизвестный — 404. ${rules}`,
        params: z.object({ id: z.string().describe('id исполнителя') }),
        body: formerEmploymentAnswerSchema,
        response: { 200: formerEmploymentResponseSchema, ...errors },
      },
    },
    async (req) => confirmFormerEmployment(actorContextFor(ctx, req), req.params.id, req.body),
  );
};
