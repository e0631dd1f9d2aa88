/**
 * SPEC §7 `user/representative/…` and `user/representatives/`: the company's responsible persons
 * (profile → responsible-persons) and their trust documents, role user only.
 */
import {
  apiPaths,
  createRepresentativeRequestSchema,
  errorBodySchema,
  generateTrustDocumentRequestSchema,
  jobTitleListResponseSchema,
  representativeDocumentListResponseSchema,
  representativeDocumentSchema,
  representativeFileQuerySchema,
  representativeListRequestSchema,
  representativeListResponseSchema,
  representativeSchema,
  TRUST_DOCUMENT_PDF_MAX_BYTES,
  updateRepresentativeRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { readUpload } from '../../http/read-upload.js';
import { actorContextFor, requestMeta } from '../../http/request-context.js';
import { sendFile } from '../../http/send-file.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import type { AppModule } from '../module.js';
import { generateTrustDocument, uploadRepresentativeFile } from './representative-documents.service.js';
import {
  createRepresentative,
  deleteRepresentative,
  findJobTitles,
  findRepresentative,
  findRepresentativeDocuments,
  findRepresentatives,
  representativeFileContent,
  updateRepresentative,
  withdrawRepresentativeDocument,
} from './representatives.service.js';

const tags = ['Ответственные лица'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.string().describe('id ответственного лица') });
const documentParams = params.extend({ documentId: z.string().describe('id документа') });

export const representativeRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.get(
    apiPaths.representatives.list,
    {
      schema: {
        tags,
        summary: 'Ответственные лица компании, сначала новые',
        querystring: representativeListRequestSchema,
        response: { 200: representativeListResponseSchema, ...errors },
      },
    },
    async (req) => findRepresentatives(actorContextFor(ctx, req), req.query),
  );

  app.post(
    apiPaths.representatives.create,
    {
      schema: {
        tags,
        summary: 'Добавить ответственное лицо',
        description:
          'ФИО кириллицей, ИНН (12 цифр) и СНИЛС проверяются контрольными числами. Один ИНН — одна карточка.',
        body: createRepresentativeRequestSchema,
        response: { 201: representativeSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (req, reply) => reply.code(201).send(await createRepresentative(actorContextFor(ctx, req), req.body)),
  );

  app.get(
    apiPaths.representatives.jobTitles,
    {
      schema: {
        tags,
        summary: 'Должности для выбора: стандартные, затем уже использованные компанией',
        response: { 200: jobTitleListResponseSchema, ...errors },
      },
    },
    async (req) => findJobTitles(actorContextFor(ctx, req)),
  );

  app.get(
    apiPaths.representatives.fileContent,
    {
      schema: {
        tags,
        summary: 'Файл документа ответственного лица для просмотра (inline); только файлы своей компании',
        querystring: representativeFileQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const { file, bytes } = await representativeFileContent(actorContextFor(ctx, req), req.query.file_id);
      return sendFile(reply, file, bytes, 'inline');
    },
  );

  app.get(
    apiPaths.representatives.one,
    { schema: { tags, summary: 'Ответственное лицо', params, response: { 200: representativeSchema, ...errors } } },
    async (req) => findRepresentative(actorContextFor(ctx, req), req.params.id),
  );

  app.patch(
    apiPaths.representatives.one,
    {
      schema: {
        tags,
        summary: 'Изменить ответственное лицо',
        description: 'ИНН и СНИЛС нельзя изменить, пока действует загруженная МЧД на другое значение.',
        params,
        body: updateRepresentativeRequestSchema,
        response: { 200: representativeSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (req) => updateRepresentative(actorContextFor(ctx, req), req.params.id, req.body),
  );

  app.delete(
    apiPaths.representatives.one,
    {
      schema: {
        tags,
        summary: 'Удалить ответственное лицо',
        params,
        response: { 204: z.null().describe('Удалено'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteRepresentative(actorContextFor(ctx, req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    apiPaths.representatives.files,
    {
      schema: {
        tags,
        summary: 'Документы ответственного лица, сначала новые',
        params,
        response: { 200: representativeDocumentListResponseSchema, ...errors },
      },
    },
    async (req) => findRepresentativeDocuments(actorContextFor(ctx, req), req.params.id),
  );

  app.post(
    apiPaths.representatives.file,
    {
      schema: {
        tags,
        summary: 'Загрузить документ: МЧД (.xml), скан доверенности (.pdf) или подпись МЧД (.sig)',
        description:
          'multipart/form-data; текстовые поля (kind, number, issued_on, valid_until, signature_for) — до файла. ' +
          'МЧД проверяется: формат EMCHD_1, ИНН доверителя — ИНН компании, ИНН/СНИЛС представителя — из карточки, ' +
          'ДатаВыдДовер ≤ сегодня ≤ СрокДейст. Подпись МЧД (.sig, signature_for) проверяется как любая КЭП ' +
          '(цепочка до аккредитованного УЦ, отзыв, хэш XML) и должна быть подписью руководителя компании-доверителя ' +
          '(ИНН ЮЛ, ОГРН; руководитель, названный в МЧД); неверная — 422, ничего не сохраняется. Ограничения: .xml до 1 МБ, .pdf до 10 МБ, .sig до 64 КБ.',
        params,
        consumes: ['multipart/form-data'],
        response: { 201: representativeDocumentSchema, ...errors, 409: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (req, reply) => {
      const actorCtx = actorContextFor(ctx, req);
      // The role is checked before the body is read: the other role never gets to upload anything.
      customerIdOf(actorCtx);
      const upload = await readUpload(req, { maxBytes: TRUST_DOCUMENT_PDF_MAX_BYTES, kinds: ['xml', 'pdf', 'sig'] });
      return reply.code(201).send(await uploadRepresentativeFile(actorCtx, req.params.id, upload, requestMeta(req)));
    },
  );

  app.delete(
    apiPaths.representatives.document,
    {
      schema: {
        tags,
        summary: 'Отозвать документ ответственного лица',
        params: documentParams,
        response: { 204: z.null().describe('Документ отозван'), ...errors },
      },
    },
    async (req, reply) => {
      await withdrawRepresentativeDocument(actorContextFor(ctx, req), req.params.id, req.params.documentId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    apiPaths.representatives.generateTrustDocument,
    {
      schema: {
        tags,
        summary: 'Сформировать доверенность (PDF) для подписи на бумаге',
        description:
          'Доверенность заполняется данными компании и лица; полномочия возникают после подписания и загрузки скана.',
        params,
        body: generateTrustDocumentRequestSchema,
        response: { 201: representativeDocumentSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await generateTrustDocument(actorContextFor(ctx, req), req.params.id, req.body)),
  );
};
