/** POST document/attachments/hash: the hash of the caller's own stored files, for signing them by hash. */
import { apiPaths, attachmentsHashRequestSchema, attachmentsHashResponseSchema } from '@vyplaty/contracts';
import { tableRoute } from '../../http/route-table.js';
import { hashAttachments } from './attachments-hash.service.js';
import { errors } from './documents.routes.js';

export const attachmentsHashRoutes = [
  tableRoute({
    method: 'POST',
    url: apiPaths.documentAttachmentsHash,
    schema: {
      summary: 'Хэши своих файлов по алгоритму (MD5, SHA, ГОСТ Р 34.11-2012 и 34.11-94)',
      description:
        'hash — байты хэша по порядку, как печатает openssl dgst; hash_reversed — они же в обратном порядке, как печатает gostsum.',
      body: attachmentsHashRequestSchema,
      response: { 200: attachmentsHashResponseSchema, ...errors },
    },
    run: (ctx, req) => hashAttachments(ctx, req.body),
  }),
];
