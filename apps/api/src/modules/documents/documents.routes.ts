/** Documents (acts and contracts). For now the reference data (types and kinds) and attachment hashes. */
import {
  apiPaths,
  attachmentsHashRequestSchema,
  attachmentsHashResponseSchema,
  documentTypesResponseSchema,
  errorBodySchema,
} from '@vyplaty/contracts';
import { actorContextFor, contextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { hashAttachments } from './attachments-hash.service.js';
import { listDocumentTypes } from './document-types.service.js';

export const documentsRoutes: Pick<AppModule, 'publicRoutes' | 'privateRoutes'> = {
  privateRoutes(app, ctx) {
    app.get(
      apiPaths.documentTypes,
      {
        schema: {
          tags: ['Документы'],
          summary: 'Типы документов (акт, договор) и их виды',
          response: { 200: documentTypesResponseSchema, 401: errorBodySchema },
        },
      },
      async (req) => listDocumentTypes(contextFor(ctx, req)),
    );
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
  },
};
