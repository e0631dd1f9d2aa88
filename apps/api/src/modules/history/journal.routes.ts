/** GET user/journal: the company's journal of actions (header link «Журнал»). */
import { apiPaths, errorBodySchema, journalQuerySchema, journalResponseSchema } from '@vyplaty/contracts';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { findJournal } from './journal.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const journalRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.get(
    apiPaths.userJournal,
    {
      schema: {
        tags: ['Журнал'],
        summary: 'Журнал компании: кто что сделал и когда, новые первыми',
        description:
          'Выплаты, документы, настройки (данные компании, лимиты), счета, ответственные лица и входы учётных записей компании. ' +
          'Фильтры: entity_kind (payout, document, company, bank_account, representative, account, task), ' +
          'date_from / date_to (дни по Москве, включительно); страницы page / page_size. ' +
          'Следующую страницу быстрее читать с after = next_cursor предыдущей (с теми же фильтрами).',
        querystring: journalQuerySchema,
        response: { 200: journalResponseSchema, ...errors },
      },
    },
    async (req) => findJournal(actorContextFor(ctx, req), req.query),
  );
};
