/**
 * SPEC §7 «Tax service», receipts: cancel a receipt (the company), the reasons to cancel (both roles),
 * and the printable receipt at lknpd's mirrored path (the company or the contractor of the receipt).
 */
import {
  apiPaths,
  errorBodySchema,
  fnsCancelReasonsResponseSchema,
  fnsCancelReceiptRequestSchema,
  receiptSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../../http/request-context.js';
import { customerIdOf } from '../../../lib/actor-scope.js';
import type { AppModule } from '../../module.js';
import { getCancelReasons } from './fns-cancel-reasons.js';
import { RECEIPT_PAGE_CSP, receiptPrint } from './fns-receipt-print.js';
import { cancelReceipt } from './fns-receipts.service.js';

const tags = ['Налоговая служба'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const fnsReceiptRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.post(
    apiPaths.fns.cancelReceipt,
    {
      schema: {
        tags,
        summary: 'Аннулировать чек (компания)',
        description:
          'receipt_id — id чека портала или ReceiptId ФНС. Аннулировать можно только зарегистрированный чек; ' +
          'чек переходит в CANCEL_PENDING, ФНС отвечает асинхронно (CANCELED или снова REGISTERED с причиной).',
        body: fnsCancelReceiptRequestSchema,
        response: { 200: receiptSchema, ...errors },
      },
    },
    async (req) => {
      const actorCtx = actorContextFor(ctx, req);
      return cancelReceipt(actorCtx, { customerId: customerIdOf(actorCtx) }, req.body);
    },
  );

  app.get(
    apiPaths.fns.cancelReceiptReasons,
    {
      schema: {
        tags,
        summary: 'Причины аннулирования чека',
        response: { 200: fnsCancelReasonsResponseSchema, ...errors },
      },
    },
    async () => getCancelReasons(ctx),
  );

  app.get(
    apiPaths.fns.receiptPrint,
    {
      schema: {
        tags,
        summary: 'Печатная форма чека (компания или исполнитель чека)',
        description: 'ФНС: переадресация на lknpd.nalog.ru; песочница: HTML-страница чека.',
        params: z.object({ inn: z.string(), receiptId: z.string() }),
        response: { 302: z.null().optional(), 200: z.string(), 404: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (req, reply) => {
      const print = await receiptPrint(actorContextFor(ctx, req), req.params.inn, req.params.receiptId);
      if (print.kind === 'redirect') return reply.redirect(print.url, 302);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', RECEIPT_PAGE_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(print.html);
    },
  );
};
