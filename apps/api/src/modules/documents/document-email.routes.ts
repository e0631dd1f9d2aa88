/** document/{id}/send_to_email: GET what a letter would carry, POST send it (the company; document-email.service.ts). */
import {
  apiPaths,
  documentEmailInfoSchema,
  errorBodySchema,
  sendDocumentToEmailRequestSchema,
  sendDocumentToEmailResponseSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorContextFor } from '../../http/request-context.js';
import type { TypedApp } from '../module.js';
import { documentEmailInfo, sendDocumentToEmail } from './document-email.service.js';

const tags = ['Документы'];
const params = z.object({ id: z.string().describe('id документа') });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export function documentEmailRoutes(app: TypedApp, ctx: AppContext) {
  app.get(
    apiPaths.documents.sendToEmail,
    {
      schema: {
        tags,
        summary: 'Что уйдёт письмом (PDF или архив с подписями) и e-mail исполнителя для подсказки',
        params,
        response: { 200: documentEmailInfoSchema, ...errors },
      },
    },
    async (req) => documentEmailInfo(actorContextFor(ctx, req), req.params.id),
  );
  app.post(
    apiPaths.documents.sendToEmail,
    {
      schema: {
        tags,
        summary: 'Отправить документ на e-mail',
        description:
          'PDF документа, а после первой подписи — архив с подписями и доказательствами подписания. Письмо уходит ' +
          'из очереди; в истории документа — SEND_TO_EMAIL с адресом (в тексте — скрытым). Не больше 30 писем в час ' +
          'на компанию (429).',
        params,
        body: sendDocumentToEmailRequestSchema,
        response: { 200: sendDocumentToEmailResponseSchema, ...errors, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req) => sendDocumentToEmail(actorContextFor(ctx, req), req.params.id, req.body.email),
  );
}
