/**
 * The company's webhooks (issue 30; the owner only — http/route-access.ts gates them, the service checks too):
 * endpoints, their secret, pause, resume and the test event; an endpoint's deliveries, one with its attempts, and
 * sending one again.
 */
import {
  apiPaths,
  errorBodySchema,
  okResponseSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryDetailSchema,
  webhookDeliverySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointCreateSchema,
  webhookEndpointSchema,
  webhookEndpointsResponseSchema,
  webhookEndpointUpdateSchema,
  webhookSecretSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import {
  getWebhookDeliveryDetail,
  listWebhookDeliveries,
  resendWebhookDelivery,
} from './webhook-deliveries.service.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  getWebhookSecret,
  listWebhookEndpoints,
  pauseWebhookEndpoint,
  pingWebhookEndpoint,
  resumeWebhookEndpoint,
  updateWebhookEndpoint,
} from './webhooks.service.js';

const tags = ['Вебхуки'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.string().describe('id вебхука') });
const deliveryParams = z.object({ id: z.string().describe('id доставки') });
const one = { 200: webhookEndpointSchema, ...errors };
const p = apiPaths.webhooks;

export const webhookRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.get(
    p.list,
    {
      schema: {
        tags,
        summary: 'Вебхуки компании (только владелец)',
        response: { 200: webhookEndpointsResponseSchema, ...errors },
      },
    },
    async (req) => listWebhookEndpoints(actorContextFor(ctx, req)),
  );

  app.post(
    p.list,
    {
      schema: {
        tags,
        summary: 'Добавить вебхук: адрес и события',
        description:
          'В ответе — секрет подписи whsec_… (его можно прочитать снова: GET …/secret). В рабочей среде адрес — ' +
          'только https и не во внутренней сети. Не больше 20 вебхуков. События и их тела — в разделе webhooks документа; docs/integrations.md.',
        body: webhookEndpointCreateSchema,
        response: { 201: webhookEndpointCreatedSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createWebhookEndpoint(actorContextFor(ctx, req), req.body)),
  );

  app.get(p.one, { schema: { tags, summary: 'Вебхук', params, response: one } }, async (req) =>
    getWebhookEndpoint(actorContextFor(ctx, req), req.params.id),
  );

  app.patch(
    p.one,
    {
      schema: {
        tags,
        summary: 'Изменить адрес, описание или события вебхука',
        params,
        body: webhookEndpointUpdateSchema,
        response: one,
      },
    },
    async (req) => updateWebhookEndpoint(actorContextFor(ctx, req), req.params.id, req.body),
  );

  app.delete(
    p.one,
    {
      schema: {
        tags,
        summary: 'Удалить вебхук: ждущие доставки остановлены',
        params,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (req) => {
      await deleteWebhookEndpoint(actorContextFor(ctx, req), req.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    p.secret,
    { schema: { tags, summary: 'Секрет подписи вебхука', params, response: { 200: webhookSecretSchema, ...errors } } },
    async (req) => getWebhookSecret(actorContextFor(ctx, req), req.params.id),
  );

  app.post(
    p.pause,
    { schema: { tags, summary: 'Приостановить вебхук: новые доставки ждут', params, response: one } },
    async (req) => pauseWebhookEndpoint(actorContextFor(ctx, req), req.params.id),
  );

  app.post(
    p.resume,
    { schema: { tags, summary: 'Возобновить вебхук: ждущие доставки уходят сразу', params, response: one } },
    async (req) => resumeWebhookEndpoint(actorContextFor(ctx, req), req.params.id),
  );

  app.post(
    p.ping,
    {
      schema: {
        tags,
        summary: 'Проверить: отправить событие ping на этот адрес',
        params,
        response: { 200: webhookDeliverySchema, ...errors },
      },
    },
    async (req) => pingWebhookEndpoint(actorContextFor(ctx, req), req.params.id),
  );

  app.get(
    p.deliveries,
    {
      schema: {
        tags,
        summary: 'Доставки вебхука: новые первыми',
        description: 'Фильтр status. Следующая страница — after = next_cursor.',
        params,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesResponseSchema, ...errors },
      },
    },
    async (req) => listWebhookDeliveries(actorContextFor(ctx, req), req.params.id, req.query),
  );

  app.get(
    p.delivery,
    {
      schema: {
        tags,
        summary: 'Доставка: тело и каждая попытка с ответом сервера',
        params: deliveryParams,
        response: { 200: webhookDeliveryDetailSchema, ...errors },
      },
    },
    async (req) => getWebhookDeliveryDetail(actorContextFor(ctx, req), req.params.id),
  );

  app.post(
    p.resend,
    {
      schema: {
        tags,
        summary: 'Отправить доставку снова: та же id события, новая попытка сейчас',
        params: deliveryParams,
        response: { 200: webhookDeliveryDetailSchema, ...errors },
      },
    },
    async (req) => resendWebhookDelivery(actorContextFor(ctx, req), req.params.id),
  );
};
