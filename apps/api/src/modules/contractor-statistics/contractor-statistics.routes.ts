/** Issue 26: a contractor's statistics per company — the company's view of its contractor, the contractor's own. */
import {
  apiPaths,
  contractorStatisticsQuerySchema,
  contractorStatisticsSchema,
  errorBodySchema,
  ownStatisticsQuerySchema,
  ownStatisticsResponseSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { companyContractorStatistics, ownContractorStatistics } from './contractor-statistics.service.js';

const tags = ['Статистика исполнителя'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const description =
  'По месяцам (московское время, последние months месяцев, по умолчанию 12, новые первыми): заказы — выплаты ' +
  'в статусе DONE, выполненные задания, сумма брутто, часы (по заданиям с единицей «час»; null — неизвестно). ' +
  'months_in_a_row — текущая серия месяцев подряд с выплатой, заканчивающаяся в текущем или прошлом месяце. ' +
  'rule — предлагаемое правило «6 месяцев подряд / 160 часов в месяц» (законопроект, enforced: false).';

export const contractorStatisticsRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.get(
    apiPaths.contractorStatistics.company,
    {
      schema: {
        tags,
        summary: 'Статистика работы исполнителя с компанией',
        description: `${description} Чужой, неизвестный или некорректный id исполнителя — 404.`,
        params: z.object({ id: z.string().describe('id исполнителя') }),
        querystring: contractorStatisticsQuerySchema,
        response: { 200: contractorStatisticsSchema, ...errors },
      },
    },
    async (req) => companyContractorStatistics(actorContextFor(ctx, req), req.params.id, req.query),
  );

  app.get(
    apiPaths.contractorStatistics.own,
    {
      schema: {
        tags,
        summary: 'Моя статистика работы по компаниям',
        description: `${description} Без customer_id — по каждой компании исполнителя; чужая или неизвестная компания — 404.`,
        querystring: ownStatisticsQuerySchema,
        response: { 200: ownStatisticsResponseSchema, ...errors },
      },
    },
    async (req) => ownContractorStatistics(actorContextFor(ctx, req), req.query),
  );
};
