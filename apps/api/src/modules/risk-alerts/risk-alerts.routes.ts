/** GET user/risk_alerts, POST user/risk_alerts/:id/resolve: the company's tax risks (the page «Риски»). */
import {
  apiPaths,
  errorBodySchema,
  riskAlertSchema,
  riskAlertsQuerySchema,
  riskAlertsResponseSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { listRiskAlerts, resolveRiskAlert } from './risk-alerts.service.js';

const tags = ['Налоговые риски'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const params = z.object({ id: z.string().describe('id риска') });

export const riskAlertRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.get(
    apiPaths.riskAlerts.list,
    {
      schema: {
        tags,
        summary: 'Налоговые риски компании — новые первыми, по страницам',
        description:
          'Аннулированный исполнителем чек, утрата статуса самозанятого, отключение платформы в «Мой налог», ' +
          'доход исполнителя больше 90 % лимита 2 400 000 ₽. У каждого — исполнитель (ФИО, ИНН), факты и «Что делать». ' +
          'Фильтры: status (OPEN, RESOLVED), kind; open_count — открытые риски без учёта фильтров.',
        querystring: riskAlertsQuerySchema,
        response: { 200: riskAlertsResponseSchema, ...errors },
      },
    },
    async (req) => listRiskAlerts(actorContextFor(ctx, req), req.query),
  );

  app.post(
    apiPaths.riskAlerts.resolve,
    {
      schema: {
        tags,
        summary: 'Отметить риск решённым',
        description: 'Повторная отметка ничего не меняет. Риск другой компании или неизвестный id — 404.',
        params,
        response: { 200: riskAlertSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (req) => resolveRiskAlert(actorContextFor(ctx, req), req.params.id),
  );
};
