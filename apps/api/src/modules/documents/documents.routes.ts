/** Documents (acts and contracts). For now the reference data: document types and their kinds. */
import { apiPaths, documentTypesResponseSchema, errorBodySchema } from '@vyplaty/contracts';
import { contextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
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
  },
};
