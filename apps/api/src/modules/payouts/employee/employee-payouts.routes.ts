/**
 * The contractor's payouts (SPEC §7 Employee: payout(s), individual_payout(s), all_payouts): lists with
 * filters (POST) and one payout with its history (GET). Only the contractor's own; drafts never show.
 */
import {
  apiPaths,
  employeePayoutDetailSchema,
  employeePayoutListRequestSchema,
  employeePayoutListResponseSchema,
  errorBodySchema,
  type PayoutKind,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { actorContextFor } from '../../../http/request-context.js';
import type { TypedApp } from '../../module.js';
import { getEmployeePayout, listEmployeePayouts } from '../read/payouts-read.service.js';

const tags = ['Выплаты исполнителю'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.string().describe('id выплаты') });

const LISTS: { path: string; kind: PayoutKind | undefined; summary: string }[] = [
  { path: apiPaths.employeePayouts.payouts, kind: 'NPD', summary: 'Мои выплаты как самозанятого' },
  { path: apiPaths.employeePayouts.individualPayouts, kind: 'INDIVIDUAL', summary: 'Мои выплаты по договорам ГПХ' },
  { path: apiPaths.employeePayouts.all, kind: undefined, summary: 'Все мои выплаты (фильтр kind — по виду)' },
];
const ONES: { path: string; kind: PayoutKind }[] = [
  { path: apiPaths.employeePayouts.payout, kind: 'NPD' },
  { path: apiPaths.employeePayouts.individualPayout, kind: 'INDIVIDUAL' },
];

export function employeePayoutRoutes(app: TypedApp, ctx: AppContext) {
  for (const list of LISTS) {
    app.post(
      list.path,
      {
        schema: {
          tags,
          summary: list.summary,
          description:
            'Сначала новые; фильтры: статус, компания, период (по Москве). Черновики компании не показываются.',
          body: employeePayoutListRequestSchema,
          response: { 200: employeePayoutListResponseSchema, ...errors },
        },
      },
      async (req) => listEmployeePayouts(actorContextFor(ctx, req), list.kind, req.body),
    );
  }
  for (const one of ONES) {
    app.get(
      one.path,
      {
        schema: {
          tags,
          summary: 'Моя выплата: сумма, компания, статус, история, чек',
          params,
          response: { 200: employeePayoutDetailSchema, ...errors },
        },
      },
      async (req) => getEmployeePayout(actorContextFor(ctx, req), one.kind, req.params.id),
    );
  }
}
