/** POST document/{id}/sign_goskey: the document sent to the person's «Госключ» app (document-goskey.service.ts). */
import { apiPaths, documentSchema, errorBodySchema, signGoskeyRequestSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorContextFor } from '../../http/request-context.js';
import type { TypedApp } from '../module.js';
import { signDocumentGoskey } from './document-goskey.service.js';

export function documentGoskeyRoutes(app: TypedApp, ctx: AppContext) {
  app.post(
    apiPaths.documents.signGoskey,
    {
      schema: {
        tags: ['Документы'],
        summary: 'Отправить документ на подпись в Госключ (УКЭП или УНЭП)',
        description:
          'Документ уходит в приложение «Госключ» исполнителя по СНИЛС из профиля; результат приходит позже — ' +
          'документ показывает запрос в поле goskey (PENDING до expires_at). Повторная отправка, пока запрос ждёт, — 409.',
        params: z.object({ id: z.string().describe('id документа') }),
        body: signGoskeyRequestSchema,
        response: {
          200: documentSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (req) => signDocumentGoskey(actorContextFor(ctx, req), { id: req.params.id, kind: req.body.kind }),
  );
}
