/**
 * The company's payouts whatever their kind (SPEC §7 "User: payout(s) (+file)"): the list of both kinds,
 * one payout by id (a balance operation knows its payout's id, not its kind), its files. The kind-specific
 * calls (payouts.routes.ts) stay the way to create and change payouts.
 */
import {
  apiPaths,
  errorBodySchema,
  payoutFilesResponseSchema,
  payoutListResponseSchema,
  payoutSchema,
  userPayoutListRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { actorContextFor } from '../../../http/request-context.js';
import { sendFile } from '../../../http/send-file.js';
import type { TypedApp } from '../../module.js';
import { listPayoutFiles, readPayoutFile } from '../files/payout-files.service.js';
import { getPayout, listAllPayouts, payoutKindOf } from './payouts-read.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.string().describe('id выплаты') });
const fileParams = params.extend({ fileId: z.string().describe('id файла выплаты') });
const tags = ['Выплаты компании'];

export function userPayoutRoutes(app: TypedApp, ctx: AppContext) {
  const paths = apiPaths.userPayouts;
  app.post(
    paths.list,
    {
      schema: {
        tags,
        summary: 'Все выплаты компании: самозанятым и физическим лицам',
        description: 'Сортировка по дате добавления или номеру; фильтры как у списков по видам, плюс вид выплаты.',
        body: userPayoutListRequestSchema,
        response: { 200: payoutListResponseSchema, ...errors },
      },
    },
    async (req) => listAllPayouts(actorContextFor(ctx, req), req.body),
  );
  app.get(
    paths.one,
    { schema: { tags, summary: 'Выплата любого вида', params, response: { 200: payoutSchema, ...errors } } },
    async (req) => getPayout(actorContextFor(ctx, req), undefined, req.params.id),
  );
  app.get(
    paths.files,
    { schema: { tags, summary: 'Файлы выплаты', params, response: { 200: payoutFilesResponseSchema, ...errors } } },
    async (req) => {
      const actorCtx = actorContextFor(ctx, req);
      return listPayoutFiles(actorCtx, await payoutKindOf(actorCtx, req.params.id), req.params.id);
    },
  );
  app.get(
    paths.file,
    { schema: { tags, summary: 'Скачать файл выплаты', params: fileParams, response: errors } },
    async (req, reply) => {
      const actorCtx = actorContextFor(ctx, req);
      const kind = await payoutKindOf(actorCtx, req.params.id);
      const { file, bytes } = await readPayoutFile(actorCtx, kind, req.params.id, req.params.fileId);
      return sendFile(reply, file, bytes);
    },
  );
}
