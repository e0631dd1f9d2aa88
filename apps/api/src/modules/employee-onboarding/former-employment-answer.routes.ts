/** PUT employee/companies/{id}/former_employment: the contractor's answer about one of their companies (N5). */
import { apiPaths, employeeCompanySchema, errorBodySchema, formerEmploymentAnswerSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../http/request-context.js';
import { FORMER_EMPLOYMENT_RULES } from '../former-employment/index.js';
import type { AppModule } from '../module.js';
import { declareFormerEmployment } from './former-employment-answer.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const formerEmploymentAnswerRoutes: AppModule['privateRoutes'] = (app, ctx) => {
  app.put(
    apiPaths.employeeOnboarding.companyFormerEmployment,
    {
      schema: {
        tags: ['Исполнитель: регистрация и личные данные'],
        summary: 'Был ли исполнитель сотрудником компании по трудовому договору (ответ исполнителя)',
        description:
          `Только роль employee (другая — 403); id — связь с компанией из GET employee/companies, чужая или неизвестная — 404. ${FORMER_EMPLOYMENT_RULES} ` +
          'Ответ ENDED или CURRENT компания получает уведомлением.',
        params: z.object({ id: z.string().describe('id связи с компанией') }),
        body: formerEmploymentAnswerSchema,
        response: { 200: employeeCompanySchema, ...errors },
      },
    },
    async (req) => declareFormerEmployment(actorContextFor(ctx, req), req.params.id, req.body),
  );
};
