/**
 * Mass payout calls (SPEC §7 Mass payout, individual/mass_payout): one implementation under two path
 * sets (apiPaths.massPayouts for НПД, apiPaths.individualMassPayouts for ГПХ), as payouts do.
 */
import {
  errorBodySchema,
  MASS_PAYOUT_MAX_BYTES,
  massPayoutConfirmRowsSchema,
  massPayoutHistoryResponseSchema,
  massPayoutListQuerySchema,
  massPayoutListResponseSchema,
  massPayoutRemoveRowsSchema,
  massPayoutRowsQuerySchema,
  massPayoutRowsResponseSchema,
  massPayoutSchema,
  massPayoutUpdateSchema,
  type PayoutKind,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { streamUploadToStorage } from '../../http/read-upload.js';
import { actorContextFor } from '../../http/request-context.js';
import { sendFile, sendFileStream } from '../../http/send-file.js';
import type { AppModule, TypedApp } from '../module.js';
import { massPayoutTemplate, readMassPayoutErrorReport, readMassPayoutFile } from './mass-payout-files.service.js';
import { formRoute, payRoutes } from './mass-payout-pay.routes.js';
import { changeErrors, errors, KINDS, params } from './mass-payout-route-parts.js';
import { confirmMassPayoutRows, removeMassPayoutRows } from './mass-payout-rows.service.js';
import {
  createMassPayout,
  deleteMassPayout,
  findMassPayout,
  listMassPayoutRows,
  listMassPayouts,
  massPayoutHistory,
  massPayoutsOwnerIdOf,
  setMassPayoutErrorMode,
} from './mass-payouts.service.js';

function kindRoutes(app: TypedApp, ctx: AppContext, kind: PayoutKind) {
  const { paths, tags } = KINDS[kind];
  const upload = (path: string, fileKind: 'EXCEL' | 'TXT1C') =>
    app.post(
      path,
      {
        schema: {
          tags,
          summary: fileKind === 'EXCEL' ? 'Загрузить реестр из Excel (шаблон портала)' : 'Загрузить реестр из файла 1С',
          description:
            `multipart/form-data, поле file: ${fileKind === 'EXCEL' ? '.xlsx' : '.txt (1CClientBankExchange)'} до 50 МБ. ` +
            'Файл сохраняется потоком, строки читает и проверяет фоновая задача (ход — в GET реестра). ' +
            'Тот же файл ещё раз (двойной клик, вторая вкладка, повтор) отвечает 200 с уже созданным реестром.',
          consumes: ['multipart/form-data'],
          response: { 200: massPayoutSchema, 201: massPayoutSchema, ...changeErrors, 413: errorBodySchema },
        },
      },
      async (req, reply) => {
        const actorCtx = actorContextFor(ctx, req);
        // The role is checked before a byte is read: the other role never gets to upload anything.
        massPayoutsOwnerIdOf(actorCtx);
        const stored = await streamUploadToStorage(req, ctx.storage, {
          maxBytes: MASS_PAYOUT_MAX_BYTES,
          kinds: fileKind === 'EXCEL' ? ['xlsx'] : ['txt1c'],
        });
        const { registry, created } = await createMassPayout(actorCtx, kind, fileKind, stored);
        return reply.code(created ? 201 : 200).send(registry);
      },
    );
  upload(paths.importFile, 'EXCEL');
  upload(paths.importFile1c, 'TXT1C');

  app.get(
    paths.template,
    { schema: { tags, summary: 'Шаблон реестра (.xlsx) со справочником', response: errors } },
    async (req, reply) => {
      const file = await massPayoutTemplate(actorContextFor(ctx, req), kind);
      return sendFile(reply, file, file.bytes);
    },
  );

  app.get(
    paths.list,
    {
      schema: {
        tags,
        summary: 'Реестры компании: новые первыми, по статусу и дате',
        querystring: massPayoutListQuerySchema,
        response: { 200: massPayoutListResponseSchema, ...errors },
      },
    },
    async (req) => listMassPayouts(actorContextFor(ctx, req), kind, req.query),
  );

  app.get(
    paths.one,
    {
      schema: {
        tags,
        summary: 'Реестр: ход загрузки и проверки, число строк по состояниям, суммы',
        params,
        response: { 200: massPayoutSchema, ...errors },
      },
    },
    async (req) => findMassPayout(actorContextFor(ctx, req), kind, req.params.id),
  );

  app.put(
    paths.one,
    {
      schema: {
        tags,
        summary: 'Режим оплаты: только верные строки или ничего при ошибках',
        params,
        body: massPayoutUpdateSchema,
        response: { 200: massPayoutSchema, ...changeErrors },
      },
    },
    async (req) => setMassPayoutErrorMode(actorContextFor(ctx, req), kind, req.params.id, req.body.error_mode),
  );

  app.delete(
    paths.one,
    {
      schema: { tags, summary: 'Удалить черновик реестра', params, response: { 204: z.null(), ...changeErrors } },
    },
    async (req, reply) => {
      await deleteMassPayout(actorContextFor(ctx, req), kind, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    paths.rows,
    {
      schema: {
        tags,
        summary: 'Строки реестра по порядку файла: по состоянию и тексту ошибки, постранично',
        params,
        querystring: massPayoutRowsQuerySchema,
        response: { 200: massPayoutRowsResponseSchema, ...errors },
      },
    },
    async (req) => listMassPayoutRows(actorContextFor(ctx, req), kind, req.params.id, req.query),
  );

  app.delete(
    paths.rows,
    {
      schema: {
        tags,
        summary: 'Убрать строки из черновика реестра',
        params,
        body: massPayoutRemoveRowsSchema,
        response: { 200: massPayoutSchema, ...changeErrors },
      },
    },
    async (req) => removeMassPayoutRows(actorContextFor(ctx, req), kind, req.params.id, req.body.ids),
  );

  app.put(
    paths.rows,
    {
      schema: {
        tags,
        summary: 'Подтвердить строки, похожие на повтор выплаты',
        params,
        body: massPayoutConfirmRowsSchema,
        response: { 200: massPayoutSchema, ...changeErrors },
      },
    },
    async (req) => confirmMassPayoutRows(actorContextFor(ctx, req), kind, req.params.id, req.body),
  );

  app.get(
    paths.file,
    { schema: { tags, summary: 'Загруженный файл реестра', params, response: errors } },
    async (req, reply) => {
      const file = await readMassPayoutFile(actorContextFor(ctx, req), kind, req.params.id);
      return sendFileStream(reply, file, file.stream);
    },
  );

  app.get(
    paths.errorReport,
    {
      schema: { tags, summary: 'Строки реестра со столбцом «Ошибка» (.xlsx)', params, response: changeErrors },
    },
    async (req, reply) => {
      const file = await readMassPayoutErrorReport(actorContextFor(ctx, req), kind, req.params.id);
      return sendFileStream(reply, file, file.stream);
    },
  );

  payRoutes(app, ctx, kind);

  app.get(
    paths.history,
    {
      schema: {
        tags,
        summary: 'История реестра',
        params,
        response: { 200: massPayoutHistoryResponseSchema, ...errors },
      },
    },
    async (req) => massPayoutHistory(actorContextFor(ctx, req), kind, req.params.id),
  );
}

export const massPayoutRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  formRoute(app, ctx);
  kindRoutes(app, ctx, 'NPD');
  kindRoutes(app, ctx, 'INDIVIDUAL');
};
