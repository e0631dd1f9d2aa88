/**
 * A registry's payment orders when it is paid from the company's own account (SPEC §7 Mass payout
 * `payment_orders (GET/POST, file_content, sign_kep)`; docs/decisions/mass-payouts.md «Paying by payment
 * orders»): GET payment_orders (state as JSON, `format=txt` the one 1C file with every order, `format=pdf`
 * an order per page — both for the accountant, never sent), file_content (that file inline), sign_kep (GET
 * each unsigned order's own 1C file to sign, POST a signature per order). SPEC's POST payment_orders is the
 * signing: the orders are fixed when the payouts are made, so there is nothing to rebuild — POST sign_kep
 * signs them and sends each order alone.
 */
import {
  errorBodySchema,
  massPayoutOrdersQuerySchema,
  massPayoutOrdersStateSchema,
  type PayoutKind,
  REGISTRY_SIGNATURES_MAX,
  registryKepToSignResponseSchema,
  registrySignKepRequestSchema,
} from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { actorContextFor, requestMeta } from '../../http/request-context.js';
import { sendFile } from '../../http/send-file.js';
import type { TypedApp } from '../module.js';
import {
  massPayoutOrders,
  massPayoutOrdersFileContent,
  massPayoutOrdersKepToSign,
  signMassPayoutOrders,
} from './mass-payout-orders.service.js';
import { changeErrors, KINDS, params } from './mass-payout-route-parts.js';

const errors = changeErrors;

export function registryOrderRoutes(app: TypedApp, ctx: AppContext, kind: PayoutKind) {
  const { paths } = KINDS[kind];
  const tags = [...KINDS[kind].tags];
  app.get(
    paths.paymentOrders,
    {
      schema: {
        tags,
        summary: 'Платёжные поручения реестра: состояние (json), файл обмена 1С (txt), печатная форма (pdf)',
        description:
          'Для реестра, оплачиваемого со счёта компании. txt — один файл обмена 1С со всеми поручениями реестра ' +
          '(после подписания — ровно подписанные байты), pdf — по поручению на странице. Реестр с номинального ' +
          'счёта или ещё не дошедший до выплат — 409.',
        params,
        querystring: massPayoutOrdersQuerySchema,
        response: { 200: massPayoutOrdersStateSchema.describe('format=json; иначе файл'), ...errors },
      },
    },
    async (req, reply) => {
      const answer = await massPayoutOrders(actorContextFor(ctx, req), kind, req.params.id, req.query.format);
      if ('status' in answer) return answer;
      return sendFile(reply, answer, answer.bytes);
    },
  );
  app.get(
    paths.paymentOrdersSignKep,
    {
      schema: {
        tags,
        summary: 'Что подписать КЭП: каждое неподписанное поручение реестра — свой файл обмена 1С и его хэш',
        description:
          'По порядку реестра: для каждой выплаты, чьё поручение ещё не подписано, — байты её собственного ' +
          'файла обмена 1С (одно поручение, как у отдельной выплаты) и хэш ГОСТ Р 34.11-2012. Всё подписано — 409.',
        params,
        response: { 200: registryKepToSignResponseSchema, ...errors },
      },
    },
    async (req) => massPayoutOrdersKepToSign(actorContextFor(ctx, req), kind, req.params.id),
  );
  app.post(
    paths.paymentOrdersSignKep,
    {
      // A CAdES-BES with its certificate is a few KiB: the most signatures at once fit.
      bodyLimit: REGISTRY_SIGNATURES_MAX * 8 * 1024,
      schema: {
        tags,
        summary: 'Подписать платёжные поручения реестра КЭП и отправить каждое в банк через 1С:ДиректБанк',
        description:
          'По открепленной подписи CAdES-BES (base64) над байтами каждого поручения из GET — все неподписанные ' +
          `или часть (не больше ${REGISTRY_SIGNATURES_MAX} за раз). Каждое поручение уходит в банк отдельно. ` +
          'Непринятая подпись любого поручения — 422 с его номером, не сохраняется ни одна.',
        params,
        body: registrySignKepRequestSchema,
        response: { 200: massPayoutOrdersStateSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (req) =>
      signMassPayoutOrders(actorContextFor(ctx, req), kind, req.params.id, {
        signatures: req.body.signatures,
        meta: requestMeta(req),
      }),
  );
  app.get(
    paths.paymentOrdersFileContent,
    {
      schema: {
        tags,
        summary: 'Файл обмена 1С со всеми поручениями реестра для просмотра (inline); в банк не отправляется',
        params,
        response: errors,
      },
    },
    async (req, reply) => {
      const file = await massPayoutOrdersFileContent(actorContextFor(ctx, req), kind, req.params.id);
      return sendFile(reply, file, file.bytes, 'inline');
    },
  );
}
