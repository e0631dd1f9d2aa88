/** SPEC §7 Services: the company's catalogue (services/, service/, service/{id}/) and units (service_units, service_unit/). */
import {
  apiPaths,
  errorBodySchema,
  serviceInputSchema,
  serviceSchema,
  servicesResponseSchema,
  serviceUnitInputSchema,
  serviceUnitSchema,
  serviceUnitsResponseSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { actorContextFor } from '../../../http/request-context.js';
import type { TypedApp } from '../../module.js';
import {
  createService,
  createServiceUnit,
  deleteService,
  findService,
  findServices,
  findServiceUnits,
  updateService,
} from './services.service.js';

const tags = ['Услуги'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.string().describe('id услуги') });

export function serviceRoutes(app: TypedApp, ctx: AppContext) {
  app.get(
    apiPaths.services.list,
    {
      schema: {
        tags,
        summary: 'Справочник услуг компании (по названию)',
        response: { 200: servicesResponseSchema, ...errors },
      },
    },
    async (req) => findServices(actorContextFor(ctx, req)),
  );
  app.post(
    apiPaths.services.one,
    {
      schema: {
        tags,
        summary: 'Добавить услугу',
        description: 'Название уникально среди услуг компании; его копирует выплата (строка чека).',
        body: serviceInputSchema,
        response: { 201: serviceSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (req, reply) => reply.code(201).send(await createService(actorContextFor(ctx, req), req.body)),
  );
  app.get(
    apiPaths.services.byId,
    { schema: { tags, summary: 'Услуга', params, response: { 200: serviceSchema, ...errors } } },
    async (req) => findService(actorContextFor(ctx, req), req.params.id),
  );
  app.put(
    apiPaths.services.byId,
    {
      schema: {
        tags,
        summary: 'Изменить услугу',
        description: 'Сделанные выплаты сохраняют прежнее название.',
        params,
        body: serviceInputSchema,
        response: { 200: serviceSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (req) => updateService(actorContextFor(ctx, req), req.params.id, req.body),
  );
  app.delete(
    apiPaths.services.byId,
    {
      schema: {
        tags,
        summary: 'Удалить услугу',
        params,
        response: { 204: z.null().describe('Услуга удалена'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteService(actorContextFor(ctx, req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.get(
    apiPaths.services.units,
    {
      schema: {
        tags,
        summary: 'Единицы измерения: общие (услуга, час, шт., день, месяц) и добавленные компанией',
        response: { 200: serviceUnitsResponseSchema, ...errors },
      },
    },
    async (req) => findServiceUnits(actorContextFor(ctx, req)),
  );
  app.post(
    apiPaths.services.unit,
    {
      schema: {
        tags,
        summary: 'Добавить свою единицу измерения',
        body: serviceUnitInputSchema,
        response: { 201: serviceUnitSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (req, reply) => reply.code(201).send(await createServiceUnit(actorContextFor(ctx, req), req.body)),
  );
}
