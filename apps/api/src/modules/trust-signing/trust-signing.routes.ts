/**
 * user/representative/{id}/sign_kep: a responsible person's trust document signed by the head with КЭП;
 * user/representative/{id}/evidence: the evidence PDF of that signature (or of an МЧД's checked .sig).
 */
import {
  apiPaths,
  errorBodySchema,
  kepToSignResponseSchema,
  representativeDocumentSchema,
  representativeSignKepQuerySchema,
  representativeSignKepRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorContextFor, requestMeta } from '../../http/request-context.js';
import { sendFile } from '../../http/send-file.js';
import type { TypedApp } from '../module.js';
import { trustDocumentEvidencePdf } from './trust-evidence.service.js';
import { signTrustDocumentKep, trustDocumentKepToSign } from './trust-signing.service.js';

const tags = ['Ответственные лица'];
const params = z.object({ id: z.string().describe('id ответственного лица') });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export function trustSigningRoutes(app: TypedApp, ctx: AppContext) {
  app.get(
    apiPaths.representatives.signKep,
    {
      schema: {
        tags,
        summary: 'Что подписать КЭП: байты доверенности (МЧД или подготовленной платформой) и их хэш',
        params,
        querystring: representativeSignKepQuerySchema,
        response: { 200: kepToSignResponseSchema, ...errors },
      },
    },
    async (req) =>
      trustDocumentKepToSign(actorContextFor(ctx, req), {
        representativeId: req.params.id,
        documentId: req.query.document_id,
      }),
  );
  app.post(
    apiPaths.representatives.signKep,
    {
      schema: {
        tags,
        summary: 'Подписать доверенность ответственного лица КЭП руководителя',
        description:
          'Открепленная подпись CAdES-BES (base64). Подписывает руководитель своим сертификатом; подписанная доверенность, ' +
          'подготовленная платформой, действует как загруженная. Непринятая подпись — 422, ничего не меняется.',
        params,
        body: representativeSignKepRequestSchema,
        response: { 200: representativeDocumentSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (req) =>
      signTrustDocumentKep(actorContextFor(ctx, req), {
        representativeId: req.params.id,
        documentId: req.body.document_id,
        signature: req.body.signature,
        meta: requestMeta(req),
      }),
  );
  app.get(
    apiPaths.representatives.evidence,
    {
      schema: {
        tags,
        summary: 'Доказательства подписания доверенности КЭП руководителя (PDF)',
        params,
        querystring: representativeSignKepQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const { file, bytes } = await trustDocumentEvidencePdf(actorContextFor(ctx, req), {
        representativeId: req.params.id,
        documentId: req.query.document_id,
      });
      return sendFile(reply, file, bytes, 'attachment');
    },
  );
}
