/**
 * The company's API keys (issue 30, profile «Ключи API»): the owner's list, a new key (its secret answered once),
 * the name and the allow-list changed, revoked, its secret rotated. Behind the session; the route gate lets only an
 * OWNER in, and never a key.
 */
import {
  apiKeyCreateSchema,
  apiKeyRotateSchema,
  apiKeySchema,
  apiKeysResponseSchema,
  apiKeyUpdateSchema,
  apiKeyWithSecretSchema,
  apiPaths,
  errorBodySchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { createApiKey, listApiKeys, revokeApiKey, rotateApiKey, updateApiKeyDetails } from './api-keys.service.js';

const tags = ['Ключи API'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const params = z.object({ id: z.string().describe('id ключа API') });

export const apiKeyRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  const p = apiPaths.apiKeys;
  app.get(
    p.list,
    {
      schema: {
        tags,
        summary: 'Ключи API компании (только владелец)',
        description: 'Все ключи, отозванные тоже, в порядке создания: роль, срок, адреса, последнее использование.',
        response: { 200: apiKeysResponseSchema, ...errors },
      },
    },
    async (req) => listApiKeys(actorContextFor(ctx, req)),
  );
  app.post(
    p.list,
    {
      schema: {
        tags,
        summary: 'Создать ключ API',
        description:
          'Роль ACCOUNTANT или VIEWER, разрешённые адреса (IP или сеть CIDR; пусто — любые), последний день действия ' +
          '(не дальше 730 дней). Секрет `vpk_…` — в ответе один раз: хранится только его хеш. Не больше 50 действующих.',
        body: apiKeyCreateSchema,
        response: { 200: apiKeyWithSecretSchema, ...errors },
      },
    },
    async (req) => createApiKey(actorContextFor(ctx, req), req.body),
  );
  app.patch(
    p.one,
    {
      schema: {
        tags,
        summary: 'Изменить название или разрешённые адреса',
        description: 'Роль и срок не меняются: для них создайте новый ключ. Отозванный ключ — 409.',
        params,
        body: apiKeyUpdateSchema,
        response: { 200: apiKeySchema, ...errors },
      },
    },
    async (req) => updateApiKeyDetails(actorContextFor(ctx, req), req.params.id, req.body),
  );
  app.post(
    p.revoke,
    {
      schema: {
        tags,
        summary: 'Отозвать ключ',
        description: 'Следующий же запрос с ним (и с прежним секретом) получает 401.',
        params,
        response: { 200: apiKeySchema, ...errors },
      },
    },
    async (req) => revokeApiKey(actorContextFor(ctx, req), req.params.id),
  );
  app.post(
    p.rotate,
    {
      schema: {
        tags,
        summary: 'Заменить секрет ключа',
        description:
          'Новый секрет — в ответе один раз; прежний действует ещё `overlap_hours` часов (0 — перестаёт сразу), ' +
          'чтобы системы компании перешли без перерыва.',
        params,
        body: apiKeyRotateSchema,
        response: { 200: apiKeyWithSecretSchema, ...errors },
      },
    },
    async (req) => rotateApiKey(actorContextFor(ctx, req), req.params.id, req.body),
  );
};
