/** document/{id}/send_to_email: GET what a letter would carry, POST send it (the company; document-email.service.ts). */
import {
  apiPaths,
  documentEmailInfoSchema,
  errorBodySchema,
  sendDocumentToEmailRequestSchema,
  sendDocumentToEmailResponseSchema,
} from '@vyplaty/contracts';
import { tableRoute } from '../../http/route-table.js';
import { documentEmailInfo, sendDocumentToEmail } from './document-email.service.js';
import { errors, params } from './documents.routes.js';

export const documentEmailRoutes = [
  tableRoute({
    method: 'GET',
    url: apiPaths.documents.sendToEmail,
    schema: {
      summary: 'Что уйдёт письмом (PDF или архив с подписями) и e-mail исполнителя для подсказки',
      params,
      response: { 200: documentEmailInfoSchema, ...errors },
    },
    run: (ctx, req) => documentEmailInfo(ctx, req.params.id),
  }),
  tableRoute({
    method: 'POST',
    url: apiPaths.documents.sendToEmail,
    schema: {
      summary: 'Отправить документ на e-mail',
      description:
        'PDF документа, а после первой подписи — архив с подписями и доказательствами подписания. Письмо уходит ' +
        'из очереди; в истории документа — SEND_TO_EMAIL с адресом (в тексте — скрытым). Не больше 30 писем в час ' +
        'на компанию (429).',
      params,
      body: sendDocumentToEmailRequestSchema,
      response: { 200: sendDocumentToEmailResponseSchema, ...errors, 409: errorBodySchema, 429: errorBodySchema },
    },
    run: (ctx, req) => sendDocumentToEmail(ctx, req.params.id, req.body.email),
  }),
];
