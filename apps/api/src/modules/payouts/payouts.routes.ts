/**
 * The company's payout calls (SPEC §7 Payout, Individual payouts): the same calls for both kinds under
 * their own paths (apiPaths.payouts for НПД, apiPaths.individualPayouts for ГПХ, which adds `full`).
 * Money-moving POSTs (create, pay, repeat) take an `Idempotency-Key` (modules/idempotency).
 */
import {
  apiPaths,
  createPayoutsRequestSchema,
  createPayoutsResponseSchema,
  errorBodySchema,
  individualBreakdownSchema,
  PAYOUT_FILE_EXTENSIONS,
  type PayoutKind,
  payoutCheckRequestSchema,
  payoutCheckResponseSchema,
  payoutFileSchema,
  payoutFilesResponseSchema,
  payoutHistoryResponseSchema,
  payoutListRequestSchema,
  payoutListResponseSchema,
  payoutSchema,
  payPayoutsRequestSchema,
  updatePayoutRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { readUpload, type UploadKind } from '../../http/read-upload.js';
import { actorContextFor } from '../../http/request-context.js';
import { sendFile } from '../../http/send-file.js';
import { idempotencyKeyHeaders, requireIdempotencyKey, withIdempotency } from '../idempotency/index.js';
import type { TypedApp } from '../module.js';
import {
  addPayoutFile,
  deletePayoutFile,
  listPayoutFiles,
  PAYOUT_FILE_MAX_BYTES,
  readPayoutFile,
} from './files/payout-files.service.js';
import { cancelPayout, deleteDraft, repeatPayout, updateDraft } from './lifecycle/payout-changes.service.js';
import { checkPayouts, createPayouts, payDrafts } from './lifecycle/payouts-create.service.js';
import { payoutsOwnerIdOf } from './payout-scope.js';
import { getIndividualBreakdown, getPayout, getPayoutHistory, listPayouts } from './read/payouts-read.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const moneyErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const params = z.object({ id: z.string().describe('id выплаты') });
const fileParams = params.extend({ fileId: z.string().describe('id файла выплаты') });
const uploadKinds: UploadKind[] = ['pdf', 'png', 'jpg', 'doc', 'docx', 'xlsx', 'sig', 'zip'];

const KINDS = {
  NPD: { paths: apiPaths.payouts, tags: ['Выплаты самозанятым'], who: 'самозанятым' },
  INDIVIDUAL: { paths: apiPaths.individualPayouts, tags: ['Выплаты физлицам'], who: 'физическим лицам (ГПХ)' },
} as const;

function kindRoutes(app: TypedApp, ctx: AppContext, kind: PayoutKind) {
  const { paths, tags, who } = KINDS[kind];
  app.post(
    paths.create,
    {
      schema: {
        tags,
        summary: `Создать выплаты ${who}: черновики или сразу к оплате (pay)`,
        description:
          'Все строки или ни одной: строка, не прошедшая проверку, отклоняет запрос (422, поля rows.N.…), ничего не меняется. ' +
          'С pay: true сумма резервируется на балансе, выплата уходит в банк. Заголовок Idempotency-Key обязателен.',
        body: createPayoutsRequestSchema,
        headers: idempotencyKeyHeaders,
        response: { 201: createPayoutsResponseSchema, ...moneyErrors },
      },
      preValidation: requireIdempotencyKey,
    },
    async (req, reply) => {
      const actorCtx = actorContextFor(ctx, req);
      return withIdempotency(
        req,
        reply,
        actorCtx,
        payoutsOwnerIdOf(actorCtx),
        (txCtx) => createPayouts(txCtx, kind, req.body),
        {
          successStatus: 201,
        },
      );
    },
  );
  app.post(
    paths.check,
    {
      schema: {
        tags,
        summary: 'Проверить строки перед выплатой: каждое правило по каждой строке, ничего не меняется',
        body: payoutCheckRequestSchema,
        response: { 200: payoutCheckResponseSchema, ...errors },
      },
    },
    async (req) => checkPayouts(actorContextFor(ctx, req), kind, req.body),
  );
  app.post(
    paths.list,
    {
      schema: {
        tags,
        summary: `Выплаты ${who}: сортировка, фильтры, МОИ/ВСЕ, постраничный вывод`,
        body: payoutListRequestSchema,
        response: { 200: payoutListResponseSchema, ...errors },
      },
    },
    async (req) => listPayouts(actorContextFor(ctx, req), kind, req.body),
  );
  app.post(
    paths.pay,
    {
      schema: {
        tags,
        summary: 'Оплатить черновики',
        description:
          'Черновики проверяются как новые строки и оплачиваются вместе или ни один (422, поля payout_ids.N). ' +
          'С pay_passing: true оплачиваются прошедшие проверку, остальные остаются черновиками с причиной (reason). ' +
          'Idempotency-Key обязателен.',
        body: payPayoutsRequestSchema,
        headers: idempotencyKeyHeaders,
        response: { 200: createPayoutsResponseSchema, ...moneyErrors },
      },
      preValidation: requireIdempotencyKey,
    },
    async (req, reply) => {
      const actorCtx = actorContextFor(ctx, req);
      return withIdempotency(req, reply, actorCtx, payoutsOwnerIdOf(actorCtx), (txCtx) =>
        payDrafts(txCtx, kind, req.body),
      );
    },
  );
  app.get(
    paths.one,
    { schema: { tags, summary: 'Выплата', params, response: { 200: payoutSchema, ...errors } } },
    async (req) => getPayout(actorContextFor(ctx, req), kind, req.params.id),
  );
  app.put(
    paths.one,
    {
      schema: {
        tags,
        summary: 'Изменить черновик выплаты',
        params,
        body: updatePayoutRequestSchema,
        response: { 200: payoutSchema, ...moneyErrors },
      },
    },
    async (req) => updateDraft(actorContextFor(ctx, req), kind, req.params.id, req.body),
  );
  app.delete(
    paths.one,
    {
      schema: {
        tags,
        summary: 'Удалить черновик выплаты',
        params,
        response: { 204: z.null().describe('Черновик удалён'), ...errors, 409: errorBodySchema },
      },
    },
    async (req, reply) => {
      await deleteDraft(actorContextFor(ctx, req), kind, req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    paths.repeat,
    {
      schema: {
        tags,
        summary: 'Повторить отклонённую или не выполненную выплату (новая выплата)',
        description: 'Idempotency-Key обязателен.',
        params,
        headers: idempotencyKeyHeaders,
        response: { 201: payoutSchema, ...moneyErrors },
      },
      preValidation: requireIdempotencyKey,
    },
    async (req, reply) => {
      const actorCtx = actorContextFor(ctx, req);
      return withIdempotency(
        req,
        reply,
        actorCtx,
        payoutsOwnerIdOf(actorCtx),
        (txCtx) => repeatPayout(txCtx, kind, req.params.id),
        { successStatus: 201 },
      );
    },
  );
  app.post(
    paths.cancel,
    {
      schema: {
        tags,
        summary: 'Отменить выплату, ещё не отправленную в банк',
        description:
          'Резерв снимается, выплата получает статус повтора/отмены «Отменена». Отправленную в банк отменить нельзя (409).',
        params,
        response: { 200: payoutSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (req) => cancelPayout(actorContextFor(ctx, req), kind, req.params.id),
  );
  app.get(
    paths.history,
    { schema: { tags, summary: 'История выплаты', params, response: { 200: payoutHistoryResponseSchema, ...errors } } },
    async (req) => getPayoutHistory(actorContextFor(ctx, req), kind, req.params.id),
  );
  app.get(
    paths.files,
    { schema: { tags, summary: 'Файлы выплаты', params, response: { 200: payoutFilesResponseSchema, ...errors } } },
    async (req) => listPayoutFiles(actorContextFor(ctx, req), kind, req.params.id),
  );
  app.post(
    paths.files,
    {
      schema: {
        tags,
        summary: 'Прикрепить файл к выплате',
        description: `multipart/form-data; ${PAYOUT_FILE_EXTENSIONS.map((e) => `.${e}`).join(', ')} до 10 МБ.`,
        params,
        consumes: ['multipart/form-data'],
        response: { 201: payoutFileSchema, ...errors, 413: errorBodySchema },
      },
    },
    async (req, reply) => {
      const actorCtx = actorContextFor(ctx, req);
      // The role is checked before the body is read: the other role never gets to upload anything.
      payoutsOwnerIdOf(actorCtx);
      const upload = await readUpload(req, { maxBytes: PAYOUT_FILE_MAX_BYTES, kinds: uploadKinds });
      return reply.code(201).send(await addPayoutFile(actorCtx, kind, req.params.id, upload));
    },
  );
  app.get(
    paths.file,
    { schema: { tags, summary: 'Скачать файл выплаты', params: fileParams, response: errors } },
    async (req, reply) => {
      const { file, bytes } = await readPayoutFile(actorContextFor(ctx, req), kind, req.params.id, req.params.fileId);
      return sendFile(reply, file, bytes);
    },
  );
  app.delete(
    paths.file,
    {
      schema: {
        tags,
        summary: 'Удалить файл выплаты',
        params: fileParams,
        response: { 204: z.null().describe('Файл удалён'), ...errors },
      },
    },
    async (req, reply) => {
      await deletePayoutFile(actorContextFor(ctx, req), kind, req.params.id, req.params.fileId);
      return reply.code(204).send(null);
    },
  );
}

export function payoutRoutes(app: TypedApp, ctx: AppContext) {
  kindRoutes(app, ctx, 'NPD');
  kindRoutes(app, ctx, 'INDIVIDUAL');
  app.get(
    apiPaths.individualPayouts.full,
    {
      schema: {
        tags: KINDS.INDIVIDUAL.tags,
        summary: 'Расчёт выплаты физлицу: сумма, НДФЛ, к выплате, взносы',
        params,
        response: { 200: individualBreakdownSchema, ...errors },
      },
    },
    async (req) => getIndividualBreakdown(actorContextFor(ctx, req), req.params.id),
  );
}
