/**
 * SPEC §7 Certificate: the caller's certificates (GET/POST/PUT), the responsible persons' certificates
 * (representative, company only), the CA list and the CRLs (public GET), a CRL upload (support).
 */
import {
  apiPaths,
  certificateAuthorityListResponseSchema,
  certificateListResponseSchema,
  certificateSchema,
  errorBodySchema,
  registerCertificateRequestSchema,
  registerRepresentativeCertificateRequestSchema,
  representativeCertificateListResponseSchema,
  representativeCertificateSchema,
  revocationListResponseSchema,
  updateCertificateRequestSchema,
  uploadRevocationListRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import {
  listAuthorities,
  listCertificates,
  listRevocationLists,
  registerCertificate,
  updateCertificate,
} from './certificates.service.js';
import {
  listRepresentativeCertificates,
  registerRepresentativeCertificate,
} from './representative-certificates.service.js';
import { cacheCrl } from './trust-store.service.js';

const tags = ['Сертификаты'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const p = apiPaths.certificates;

export const certificatesRoutes: Pick<AppModule, 'publicRoutes' | 'privateRoutes' | 'supportRoutes'> = {
  publicRoutes(app, ctx) {
    app.get(
      p.ca,
      {
        schema: {
          tags,
          summary: 'Аккредитованные удостоверяющие центры',
          response: { 200: certificateAuthorityListResponseSchema },
        },
      },
      async () => listAuthorities(ctx),
    );
    app.get(
      p.revocated,
      {
        schema: { tags, summary: 'Списки отзыва сертификатов (CRL)', response: { 200: revocationListResponseSchema } },
      },
      async () => listRevocationLists(ctx),
    );
  },
  privateRoutes(app, ctx) {
    app.get(
      p.list,
      { schema: { tags, summary: 'Мои сертификаты', response: { 200: certificateListResponseSchema, ...errors } } },
      async (req) => listCertificates(actorContextFor(ctx, req)),
    );
    app.post(
      p.list,
      {
        schema: {
          tags,
          summary: 'Зарегистрировать сертификат КЭП (DER в base64 или PEM)',
          body: registerCertificateRequestSchema,
          response: { 201: certificateSchema, ...errors, 422: errorBodySchema },
        },
      },
      async (req, reply) => reply.code(201).send(await registerCertificate(actorContextFor(ctx, req), req.body)),
    );
    app.put(
      p.one,
      {
        schema: {
          tags,
          summary: 'Переименовать свой сертификат и проверить его статус заново',
          params: z.object({ id: z.string().describe('id сертификата') }),
          body: updateCertificateRequestSchema,
          response: { 200: certificateSchema, ...errors },
        },
      },
      async (req) => updateCertificate(actorContextFor(ctx, req), req.params.id, req.body),
    );
    app.get(
      p.representative,
      {
        schema: {
          tags,
          summary: 'Сертификаты ответственных лиц компании и их МЧД',
          response: { 200: representativeCertificateListResponseSchema, ...errors },
        },
      },
      async (req) => listRepresentativeCertificates(actorContextFor(ctx, req)),
    );
    app.post(
      p.representative,
      {
        schema: {
          tags,
          summary: 'Зарегистрировать сертификат ответственного лица (DER в base64 или PEM)',
          body: registerRepresentativeCertificateRequestSchema,
          response: { 201: representativeCertificateSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await registerRepresentativeCertificate(actorContextFor(ctx, req), req.body)),
    );
  },
  supportRoutes(app, ctx) {
    app.post(
      p.revocated,
      {
        schema: {
          tags: ['Поддержка'],
          security: [{ support: [] }],
          summary: 'Загрузить список отзыва (CRL) удостоверяющего центра',
          body: uploadRevocationListRequestSchema,
          response: { 200: z.object({ saved: z.boolean() }), ...errors },
        },
      },
      async (req) => ({ saved: (await cacheCrl(ctx, req.body.crl)).saved }),
    );
  },
};
