/**
 * payout/{id}/payment_order and individual/payout/{id}/payment_order (SPEC §7 Payout "payment_order
 * (+file_content, sign_kep)"): the payout's payment order as a 1C exchange file (`format=txt`), the
 * printable form (`pdf`), once signed the signature (`sig`) and the evidence PDF (`evidence`), its
 * state (`json`); sign_kep (GET the bytes, POST the signature) and file_content (the file inline).
 */
import {
  apiPaths,
  errorBodySchema,
  kepToSignResponseSchema,
  type PayoutKind,
  paymentOrderQuerySchema,
  paymentOrderStateSchema,
  signKepRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { actorContextFor, requestMeta } from '../../../http/request-context.js';
import { sendFile } from '../../../http/send-file.js';
import type { TypedApp } from '../../module.js';
import {
  paymentOrderFileContent,
  paymentOrderKepToSign,
  payoutPaymentOrder,
  signPaymentOrderKep,
} from './payout-payment-order-kep.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const params = z.object({ id: z.string().describe('id выплаты') });

const KINDS: Record<
  PayoutKind,
  { paths: typeof apiPaths.payouts | typeof apiPaths.individualPayouts; tags: string[] }
> = {
  NPD: { paths: apiPaths.payouts, tags: ['Выплаты самозанятым'] },
  INDIVIDUAL: { paths: apiPaths.individualPayouts, tags: ['Выплаты физлицам'] },
};

export function payoutPaymentOrderRoutes(app: TypedApp, ctx: AppContext) {
  for (const kind of ['NPD', 'INDIVIDUAL'] as const) {
    const { paths, tags } = KINDS[kind];
    app.get(
      paths.paymentOrder,
      {
        schema: {
          tags,
          summary:
            'Платёжное поручение по выплате: файл обмена 1С (txt), печатная форма (pdf), подпись, доказательства, состояние',
          description:
            'Плательщик — компания и её основной расчётный счёт, получатель — счёт исполнителя из выплаты, сумма — к выплате. ' +
            'После подписания КЭП txt — ровно подписанные байты, pdf называет подписанта, sig — открепленная подпись, ' +
            'evidence — доказательства подписания (PDF); до подписания sig и evidence — 409. json — состояние подписания. ' +
            'Выплата на карту или по СБП — 409: платёжное поручение оформляется только на счёт.',
          params,
          querystring: paymentOrderQuerySchema,
          response: { 200: paymentOrderStateSchema.describe('format=json; иначе файл'), ...errors },
        },
      },
      async (req, reply) => {
        const answer = await payoutPaymentOrder(actorContextFor(ctx, req), kind, req.params.id, req.query.format);
        if ('status' in answer) return answer;
        return sendFile(reply, answer, answer.bytes);
      },
    );
    app.get(
      paths.paymentOrderSignKep,
      {
        schema: {
          tags,
          summary: 'Что подписать КЭП: байты файла обмена 1С платёжного поручения и их хэш ГОСТ Р 34.11-2012',
          params,
          response: { 200: kepToSignResponseSchema, ...errors },
        },
      },
      async (req) => paymentOrderKepToSign(actorContextFor(ctx, req), kind, req.params.id),
    );
    app.post(
      paths.paymentOrderSignKep,
      {
        schema: {
          tags,
          summary: 'Подписать платёжное поручение КЭП руководителя или ответственного лица с МЧД',
          description:
            'Открепленная подпись CAdES-BES (base64) над байтами из GET. Непринятая подпись — 422, ничего не меняется.',
          params,
          body: signKepRequestSchema,
          response: { 200: paymentOrderStateSchema, ...errors, 422: errorBodySchema },
        },
      },
      async (req) =>
        signPaymentOrderKep(actorContextFor(ctx, req), {
          kind,
          id: req.params.id,
          signature: req.body.signature,
          meta: requestMeta(req),
        }),
    );
    app.get(
      paths.paymentOrderFileContent,
      {
        schema: {
          tags,
          summary: 'Файл обмена 1С платёжного поручения для просмотра (inline); после подписания — подписанный',
          params,
          response: errors,
        },
      },
      async (req, reply) => {
        const file = await paymentOrderFileContent(actorContextFor(ctx, req), kind, req.params.id);
        return sendFile(reply, file, file.bytes, 'inline');
      },
    );
  }
}
