/** POST document/attachments/hash: the hash of the caller's own stored files, for signing them by hash. */
import {
  apiPaths,
  attachmentsHashRequestSchema,
  attachmentsHashResponseSchema,
  errorBodySchema,
} from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { actorContextFor } from '../../http/request-context.js';
import type { TypedApp } from '../module.js';
import { hashAttachments } from './attachments-hash.service.js';

export function attachmentsHashRoutes(app: TypedApp, ctx: AppContext) {
  app.post(
    apiPaths.documentAttachmentsHash,
    {
      schema: {
        tags: ['Документы'],
        summary: 'Хэши своих файлов по алгоритму (MD5, SHA, ГОСТ Р 34.11-2012 и 34.11-94)',
        description:
          'hash — байты хэша по порядку, как печатает openssl dgst; hash_reversed — они же в обратном порядке, как печатает gostsum.',
        body: attachmentsHashRequestSchema,
        response: {
          200: attachmentsHashResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req) => hashAttachments(actorContextFor(ctx, req), req.body),
  );
}
