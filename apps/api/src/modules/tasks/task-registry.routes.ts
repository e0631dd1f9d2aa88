/**
 * Accepted work paid together or again (task-registry.service.ts, task-repay.service.ts): the work ready to be
 * paid in a registry, the registries made of it, and one pair's work paid on its own (a money call: Idempotency-Key).
 */
import {
  apiPaths,
  errorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  taskRegistryRequestSchema,
  taskRegistryResponseSchema,
  taskRepayRequestSchema,
  taskSchema,
  taskWorkToPayRequestSchema,
  taskWorkToPayResponseSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { tableRoute } from '../../http/route-table.js';
import { isUuid } from '../../lib/ids.js';
import { requireIdempotencyKey, withIdempotency } from '../idempotency/index.js';
import { listWorkToPay, putWorkInRegistries } from './task-registry.service.js';
import { repayPair } from './task-repay.service.js';
import { companyOf, taskNotFound } from './tasks.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const moveErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const p = apiPaths.tasks;

export const taskRegistryRoutes = [
  tableRoute({
    method: 'POST',
    url: p.workToPay,
    schema: {
      summary: 'Принятые работы, готовые к оплате реестром',
      description: 'Работы, принятые с оплатой реестром (payment REGISTRY), с актом, подписанным обеими сторонами.',
      body: taskWorkToPayRequestSchema,
      response: { 200: taskWorkToPayResponseSchema, ...errors },
    },
    run: (ctx, req) => listWorkToPay(ctx, req.body),
  }),
  tableRoute({
    method: 'POST',
    url: p.workToPayRegistry,
    status: 201,
    schema: {
      summary: 'Оплатить выбранные работы реестром',
      description:
        'Выбранные работы становятся реестрами выплат (НПД и физическим лицам — отдельно): реестр проверяется, ' +
        'затем компания оплачивает его на странице реестра. Всё или ничего.',
      body: taskRegistryRequestSchema,
      response: { 201: taskRegistryResponseSchema, ...moveErrors },
    },
    run: (ctx, req) => putWorkInRegistries(ctx, req.body),
  }),
  tableRoute({
    method: 'POST',
    url: p.repay,
    schema: {
      summary: 'Оплатить работу исполнителя отдельно',
      description:
        'Новая выплата по принятой работе с тем же актом: после отклонённой или не прошедшей выплаты, или вместо ' +
        'оплаты реестром. Заголовок Idempotency-Key обязателен.',
      params: z.object({ id: z.string().describe('id задания') }),
      body: taskRepayRequestSchema,
      headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().describe('Ключ идемпотентности (UUID)') }),
      response: { 200: taskSchema, ...moveErrors },
    },
    run: async (ctx, req, reply) => {
      if (!isUuid(req.params.id)) throw taskNotFound();
      await requireIdempotencyKey(req);
      return withIdempotency(req, reply, ctx, companyOf(ctx), (txCtx) =>
        repayPair(txCtx, req.params.id, req.body.employee_id),
      );
    },
  }),
];
