/**
 * Former employment (N5): the company's confirmation or correction about one of its contractors (role
 * user). The contractor's own answer is a call of employee-onboarding (it answers with the companies list).
 */
import {
  apiPaths,
  errorBodySchema,
  formerEmploymentAnswerSchema,
  formerEmploymentResponseSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { FORMER_EMPLOYMENT_RULES } from './former-employment.present.js';
import { confirmFormerEmployment } from './former-employment.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const formerEmploymentRoutes: AppModule['privateRoutes'] = (app, ctx) => {
  app.put(
    apiPaths.employees.formerEmployment,
    {
      schema: {
        tags: ['Исполнители компании'],
        summary: 'Подтвердить или исправить, был ли исполнитель сотрудником компании по трудовому договору',
        description: `Только роль user (другая — 403); id — исполнитель из списка компании, чужой или неизвестный — 404. ${FORMER_EMPLOYMENT_RULES}`,
        params: z.object({ id: z.string().describe('id исполнителя') }),
        body: formerEmploymentAnswerSchema,
        response: { 200: formerEmploymentResponseSchema, ...errors },
      },
    },
    async (req) => confirmFormerEmployment(actorContextFor(ctx, req), req.params.id, req.body),
  );
};
