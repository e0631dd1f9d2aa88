/** GET user/processes: the company's long-running work (the section «Процессы»). */
import { apiPaths, errorBodySchema, processesQuerySchema, processesResponseSchema } from '@vyplaty/contracts';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { findProcesses } from './processes.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const processRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.get(
    apiPaths.userProcesses,
    {
      schema: {
        tags: ['Процессы'],
        summary: 'Процессы компании: загрузки исполнителей и заданий, формирование документов, реестры — новые первыми',
        description:
          'Ход (done из total), статус (NEW, PROCESSING, SUCCESS, ERROR), кто и когда запустил, ссылка на результат ' +
          'или файл ошибок. Фильтры: status, kind (EMPLOYEE_IMPORT, DOCUMENT_GENERATION, MASS_PAYOUT_IMPORT, ' +
          'MASS_PAYOUT_PAYMENT, TASK_IMPORT); страницы page / page_size, следующую быстрее читать с after = next_cursor предыдущей.',
        querystring: processesQuerySchema,
        response: { 200: processesResponseSchema, ...errors },
      },
    },
    async (req) => findProcesses(actorContextFor(ctx, req), req.query),
  );
};
