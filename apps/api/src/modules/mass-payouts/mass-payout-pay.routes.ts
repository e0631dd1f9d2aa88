/**
 * Paying a registry and what follows it (SPEC §7 Mass payout pay; individual/mass_payout import_file/create):
 * POST …/pay, GET …/report, and the individuals' registry entered by hand.
 */
import {
  apiPaths,
  errorBodySchema,
  massPayoutFormRequestSchema,
  massPayoutPayRequestSchema,
  massPayoutSchema,
  type PayoutKind,
} from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { actorContextFor } from '../../http/request-context.js';
import { sendFileStream } from '../../http/send-file.js';
import { idempotencyKeyHeaders, requireIdempotencyKey, withIdempotency } from '../idempotency/index.js';
import type { TypedApp } from '../module.js';
import { readMassPayoutResultReport } from './mass-payout-files.service.js';
import { createMassPayoutFromForm } from './mass-payout-form.service.js';
import { registryOrderRoutes } from './mass-payout-orders.routes.js';
import { payMassPayout } from './mass-payout-pay.service.js';
import { changeErrors, errors, KINDS, params } from './mass-payout-route-parts.js';
import { massPayoutsOwnerIdOf } from './mass-payouts.service.js';

export function payRoutes(app: TypedApp, ctx: AppContext, kind: PayoutKind) {
  const { paths, tags } = KINDS[kind];
  app.post(
    paths.pay,
    {
      schema: {
        tags,
        summary: 'Оплатить реестр',
        description:
          'Заголовок Idempotency-Key обязателен: повтор с тем же ключом отвечает тем же и ничего не оплачивает. ' +
          'Реестр проверяется заново, сумма резервируется на балансе одним резервом, строки становятся выплатами ' +
          'и уходят в банк одним реестром; ход — в GET реестра (payment). 202 — оплата начата. ' +
          'channel OWN_ACCOUNT — платёжными поручениями со счёта компании (payment_orders): только выплаты на счёт ' +
          'и при расчётном счёте компании, иначе 422.',
        params,
        body: massPayoutPayRequestSchema.optional(),
        headers: idempotencyKeyHeaders,
        response: { 202: massPayoutSchema, ...changeErrors, 422: errorBodySchema },
      },
      preValidation: requireIdempotencyKey,
    },
    async (req, reply) => {
      const actorCtx = actorContextFor(ctx, req);
      return withIdempotency(
        req,
        reply,
        actorCtx,
        massPayoutsOwnerIdOf(actorCtx),
        (txCtx) =>
          payMassPayout(
            txCtx,
            kind,
            req.params.id,
            req.headers['idempotency-key'] as string,
            req.body?.channel ?? 'NOMINAL_ACCOUNT',
          ),
        { successStatus: 202 },
      );
    },
  );

  app.get(
    paths.report,
    {
      schema: {
        tags,
        summary: 'Отчёт об оплате реестра (.xlsx): каждая строка, её выплата, статус и чек',
        params,
        response: changeErrors,
      },
    },
    async (req, reply) => {
      const file = await readMassPayoutResultReport(actorContextFor(ctx, req), kind, req.params.id);
      return sendFileStream(reply, file, file.stream);
    },
  );

  registryOrderRoutes(app, ctx, kind);
}

/** The individuals' registry entered by hand (SPEC §7 individual/mass_payout import_file/create). */
export function formRoute(app: TypedApp, ctx: AppContext) {
  app.post(
    apiPaths.individualMassPayouts.createFromForm,
    {
      schema: {
        tags: KINDS.INDIVIDUAL.tags,
        summary: 'Создать реестр выплат физлицам из строк, введённых вручную',
        description:
          'Строки записываются в шаблон портала и проверяются фоновой задачей, как загруженный файл (ход — в GET реестра). ' +
          'Заголовок Idempotency-Key обязателен: повтор с тем же ключом отвечает тем же реестром.',
        body: massPayoutFormRequestSchema,
        headers: idempotencyKeyHeaders,
        response: { 201: massPayoutSchema, ...errors, 422: errorBodySchema },
      },
      preValidation: requireIdempotencyKey,
    },
    async (req, reply) => {
      const actorCtx = actorContextFor(ctx, req);
      return withIdempotency(
        req,
        reply,
        actorCtx,
        massPayoutsOwnerIdOf(actorCtx),
        (txCtx) => createMassPayoutFromForm(txCtx, 'INDIVIDUAL', req.body),
        { successStatus: 201 },
      );
    },
  );
}
