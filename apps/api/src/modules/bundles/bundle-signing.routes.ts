/**
 * Bulk signing of a bundle (issue 27 slice 2; docs/decisions/bundles.md «Signing in bulk»): the company's summary,
 * КЭП, Госключ and ПЭП over the bundle's documents; the contractor's envelopes and their one-code signing. Each
 * bulk call answers a result per document. Another company's bundle or another contractor's envelope is 404.
 */
import {
  apiPaths,
  bundleGoskeyStateSchema,
  bundleKepToSignRequestSchema,
  bundleKepToSignResponseSchema,
  bundleSignGoskeyRequestSchema,
  bundleSignKepRequestSchema,
  bundleSignResponseSchema,
  bundleSignSummarySchema,
  employeeEnvelopeSchema,
  employeeEnvelopesResponseSchema,
  errorBodySchema,
  sentCodeResponseSchema,
  signDocumentRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { requestMeta } from '../../http/request-context.js';
import { tableRoute } from '../../http/route-table.js';
import { employeeEnvelope, employeeEnvelopes, sendEnvelopeCode, signEnvelope } from './bundle-envelope.service.js';
import {
  bundleGoskeyState,
  bundleKepDocuments,
  bundleSignSummary,
  sendBundleCode,
  signBundleWithGoskey,
  signBundleWithKep,
  signBundleWithNep,
} from './bundle-signing.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const signErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const params = z.object({ id: z.string().describe('id пакета документов') });
const p = apiPaths.bundles;

export const bundleSigningRoutes = () => [
  tableRoute({
    method: 'GET',
    url: p.signKep,
    schema: {
      summary: 'Что подпишет компания: документы, исполнители, сумма',
      params,
      response: { 200: bundleSignSummarySchema, ...errors },
    },
    run: (ctx, req) => bundleSignSummary(ctx, req.params.id),
  }),
  tableRoute({
    method: 'GET',
    url: p.attachmentsHash,
    schema: {
      summary: 'Документы пакета для подписи КЭП: байты основного файла и хэш ГОСТ Р 34.11-2012',
      params,
      querystring: bundleKepToSignRequestSchema,
      response: { 200: bundleKepToSignResponseSchema, ...signErrors },
    },
    run: (ctx, req) => bundleKepDocuments(ctx, req.params.id, req.query),
  }),
  tableRoute({
    method: 'POST',
    url: p.signKep,
    schema: {
      summary: 'Подписать документы пакета КЭП: открепленная CAdES-BES на каждый документ',
      description: 'Каждая подпись проверяется как подпись одного документа; непрошедшие остаются с причиной.',
      params,
      body: bundleSignKepRequestSchema,
      response: { 200: bundleSignResponseSchema, ...signErrors },
    },
    run: (ctx, req) => signBundleWithKep(ctx, req.params.id, req.body, requestMeta(req)),
  }),
  tableRoute({
    method: 'POST',
    url: p.signGoskey,
    schema: {
      summary: 'Отправить документы пакета в Госключ ответственного лица',
      description: 'Один запрос в Госключ на документ; итог — GET этого же адреса и статусы документов.',
      params,
      body: bundleSignGoskeyRequestSchema,
      response: { 200: bundleSignResponseSchema, ...signErrors, 503: errorBodySchema },
    },
    run: (ctx, req) => signBundleWithGoskey(ctx, req.params.id, req.body),
  }),
  tableRoute({
    method: 'GET',
    url: p.signGoskey,
    schema: {
      summary: 'Запросы Госключа по документам пакета',
      params,
      response: { 200: bundleGoskeyStateSchema, ...errors },
    },
    run: (ctx, req) => bundleGoskeyState(ctx, req.params.id),
  }),
  tableRoute({
    method: 'POST',
    url: p.signSelfNepSendCode,
    schema: {
      summary: 'Код для подписания ПЭП всех документов пакета, ждущих компанию',
      params,
      response: { 200: sentCodeResponseSchema, ...signErrors, 429: errorBodySchema },
    },
    run: (ctx, req) => sendBundleCode(ctx, req.params.id),
  }),
  tableRoute({
    method: 'POST',
    url: p.signSelfNep,
    schema: {
      summary: 'Подписать ПЭП все документы пакета, ждущие компанию: один код',
      params,
      body: signDocumentRequestSchema,
      response: { 200: bundleSignResponseSchema, ...signErrors },
    },
    run: (ctx, req) => signBundleWithNep(ctx, req.params.id, { code: req.body.code, meta: requestMeta(req) }),
  }),
  tableRoute({
    method: 'GET',
    url: p.employeeEnvelopes,
    schema: {
      summary: 'Конверты исполнителя: пакеты с документами для него',
      response: { 200: employeeEnvelopesResponseSchema, ...errors },
    },
    run: (ctx) => employeeEnvelopes(ctx),
  }),
  tableRoute({
    method: 'GET',
    url: p.employeeEnvelope,
    schema: { summary: 'Конверт исполнителя', params, response: { 200: employeeEnvelopeSchema, ...errors } },
    run: (ctx, req) => employeeEnvelope(ctx, req.params.id),
  }),
  tableRoute({
    method: 'POST',
    url: p.employeeSignSelfNepSendCode,
    schema: {
      summary: 'Код для подписания ПЭП всех документов конверта',
      params,
      response: { 200: sentCodeResponseSchema, ...signErrors, 429: errorBodySchema },
    },
    run: (ctx, req) => sendEnvelopeCode(ctx, req.params.id),
  }),
  tableRoute({
    method: 'POST',
    url: p.employeeSignSelfNep,
    schema: {
      summary: 'Подписать ПЭП все документы конверта одним кодом',
      params,
      body: signDocumentRequestSchema,
      response: { 200: bundleSignResponseSchema, ...signErrors },
    },
    run: (ctx, req) => signEnvelope(ctx, req.params.id, { code: req.body.code, meta: requestMeta(req) }),
  }),
];
