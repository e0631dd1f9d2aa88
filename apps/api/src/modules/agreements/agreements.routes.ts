/** SPEC §7 Agreement: the caller's own agreements (customer or contractor), and signing one with the ПЭП. */
import {
  agreementFileQuerySchema,
  agreementIdQuerySchema,
  agreementListRequestSchema,
  agreementListResponseSchema,
  agreementSchema,
  apiPaths,
  errorBodySchema,
  kepToSignResponseSchema,
  sentCodeResponseSchema,
  signAgreementKepRequestSchema,
  signAgreementRequestSchema,
  signAgreementSendCodeRequestSchema,
} from '@vyplaty/contracts';
import { actorContextFor, requestMeta } from '../../http/request-context.js';
import { sendFile } from '../../http/send-file.js';
import type { AppModule } from '../module.js';
import { agreementEvidencePdf, agreementKepToSign, signAgreementKep } from './agreement-kep.service.js';
import {
  agreementFileContent,
  downloadAgreement,
  getAgreement,
  getEdoAgreement,
  listAgreements,
  sendAgreementSignCode,
  signAgreement,
} from './agreements.service.js';

const tags = ['Соглашения'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const agreementRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.post(
    apiPaths.agreement.list,
    {
      schema: {
        tags,
        summary: 'Соглашения вызывающего, новые первыми, постранично',
        body: agreementListRequestSchema,
        response: { 200: agreementListResponseSchema, ...errors },
      },
    },
    async (req) => listAgreements(actorContextFor(ctx, req), req.body),
  );

  app.get(
    apiPaths.agreement.one,
    {
      schema: {
        tags,
        summary: 'Одно соглашение',
        querystring: agreementIdQuerySchema,
        response: { 200: agreementSchema, ...errors },
      },
    },
    async (req) => getAgreement(actorContextFor(ctx, req), req.query.id),
  );

  app.get(
    apiPaths.agreement.download,
    {
      schema: {
        tags,
        summary: 'Скачать PDF соглашения: подписанный (с листом подписания), если подписано, иначе сформированный',
        querystring: agreementIdQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const { file, bytes } = await downloadAgreement(actorContextFor(ctx, req), req.query.id);
      return sendFile(reply, file, bytes, 'attachment');
    },
  );

  app.get(
    apiPaths.agreement.fileContent,
    {
      schema: {
        tags,
        summary: 'Файл соглашения для просмотра (inline); только свои файлы соглашений',
        querystring: agreementFileQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const { file, bytes } = await agreementFileContent(actorContextFor(ctx, req), req.query.file_id);
      return sendFile(reply, file, bytes, 'inline');
    },
  );

  app.post(
    apiPaths.agreement.edo,
    {
      schema: {
        tags,
        summary: 'Соглашение об электронном документообороте компании (создаётся при первом вызове)',
        response: { 200: agreementSchema, ...errors },
      },
    },
    async (req) => getEdoAgreement(actorContextFor(ctx, req)),
  );

  app.post(
    apiPaths.agreement.signSelfNepSendCode,
    {
      schema: {
        tags,
        summary: 'Отправить код для подписания соглашения ПЭП',
        description: 'Нужна выпущенная ПЭП; код уходит по её каналу (SMS или e-mail).',
        body: signAgreementSendCodeRequestSchema,
        response: { 200: sentCodeResponseSchema, ...errors, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req) => sendAgreementSignCode(actorContextFor(ctx, req), req.body),
  );

  app.post(
    apiPaths.agreement.signSelfNep,
    {
      schema: {
        tags,
        summary: 'Подписать соглашение ПЭП: код из SMS или письма',
        body: signAgreementRequestSchema,
        response: { 200: agreementSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (req) => signAgreement(actorContextFor(ctx, req), { ...req.body, meta: requestMeta(req) }),
  );

  app.get(
    apiPaths.agreement.signKep,
    {
      schema: {
        tags,
        summary: 'Что подписать КЭП: байты PDF соглашения и их хэш ГОСТ Р 34.11-2012',
        querystring: agreementIdQuerySchema,
        response: { 200: kepToSignResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (req) => agreementKepToSign(actorContextFor(ctx, req), req.query.id),
  );

  app.post(
    apiPaths.agreement.signKep,
    {
      schema: {
        tags,
        summary: 'Подписать соглашение КЭП: открепленная подпись CAdES-BES (base64)',
        description:
          'Подпись проверяется по шагам DOMAIN §6.3 и сверяется с вызывающим: руководитель, ответственное лицо с МЧД или исполнитель. ' +
          'Непринятая подпись — 422 с причиной, ничего не меняется.',
        body: signAgreementKepRequestSchema,
        response: { 200: agreementSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (req) => signAgreementKep(actorContextFor(ctx, req), { ...req.body, meta: requestMeta(req) }),
  );

  app.get(
    apiPaths.agreement.evidence,
    {
      schema: {
        tags,
        summary: 'Доказательства подписания соглашения (PDF): подписи, сертификаты, время, хеши',
        querystring: agreementIdQuerySchema,
        response: { ...errors, 409: errorBodySchema },
      },
    },
    async (req, reply) => {
      const { file, bytes } = await agreementEvidencePdf(actorContextFor(ctx, req), req.query.id);
      return sendFile(reply, file, bytes, 'attachment');
    },
  );
};
