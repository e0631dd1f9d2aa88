/**
 * GET payout/{id}/payment_order and individual/payout/{id}/payment_order (SPEC §7 "payout payment_order";
 * its sign_kep comes with electronic signatures): the payout's payment order as a 1C exchange file
 * (`format=txt`) or the printable form (`format=pdf`), both not signed.
 */
import { apiPaths, errorBodySchema, type PayoutKind, paymentOrderQuerySchema } from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { actorContextFor } from '../../../http/request-context.js';
import { sendFile } from '../../../http/send-file.js';
import type { TypedApp } from '../../module.js';
import { payoutPaymentOrder } from './payout-payment-order.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const params = z.object({ id: z.string().describe('id выплаты') });

const KINDS: Record<PayoutKind, { path: string; tags: string[] }> = {
  NPD: { path: apiPaths.payouts.paymentOrder, tags: ['Выплаты самозанятым'] },
  INDIVIDUAL: { path: apiPaths.individualPayouts.paymentOrder, tags: ['Выплаты физлицам'] },
};

export function payoutPaymentOrderRoutes(app: TypedApp, ctx: AppContext) {
  for (const kind of ['NPD', 'INDIVIDUAL'] as const) {
    const { path, tags } = KINDS[kind];
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'Платёжное поручение по выплате: файл обмена 1С (txt) или печатная форма (pdf)',
          description:
            'Плательщик — компания и её основной расчётный счёт, получатель — счёт исполнителя из выплаты, сумма — к выплате. ' +
            'Поручение не подписано: подписание КЭП появится вместе с электронными подписями. ' +
            'Выплата на карту или по СБП — 409: платёжное поручение оформляется только на счёт.',
          params,
          querystring: paymentOrderQuerySchema,
          response: errors,
        },
      },
      async (req, reply) => {
        const file = await payoutPaymentOrder(actorContextFor(ctx, req), kind, req.params.id, req.query.format);
        return sendFile(reply, file, file.bytes);
      },
    );
  }
}
