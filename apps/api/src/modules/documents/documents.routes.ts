// size: every call of SPEC §7 Document, User documents and Employee documents in one table of routes
/** Documents (acts and contracts): the type tree, templates, the documents' calls of both sides. */
import {
  apiPaths,
  createDocumentRequestSchema,
  documentAttachmentSchema,
  documentHistoryResponseSchema,
  documentLinkRequestSchema,
  documentListRequestSchema,
  documentListResponseSchema,
  documentReasonRequestSchema,
  documentSchema,
  documentTemplatesResponseSchema,
  documentTypesResponseSchema,
  errorBodySchema,
  generateAttachmentsRequestSchema,
  generateAttachmentsResponseSchema,
  kepToSignResponseSchema,
  patchAttachmentRequestSchema,
  sentCodeResponseSchema,
  signDocumentRequestSchema,
  signKepRequestSchema,
  signLinkResponseSchema,
  updateDocumentRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { readUpload, type UploadKind } from '../../http/read-upload.js';
import { actorContextFor, contextFor, requestMeta } from '../../http/request-context.js';
import { sendFile } from '../../http/send-file.js';
import { customerIdOf, employeeIdOf } from '../../lib/actor-scope.js';
import type { AppModule } from '../module.js';
import {
  addAttachment,
  deleteAttachment,
  generateAttachments,
  generationProgress,
  listAttachments,
  patchAttachment,
  readAttachment,
} from './document-attachments.service.js';
import { documentEvidencePdf, downloadDocument, linkPayout, unlinkPayout } from './document-download.service.js';
import { kepToSign, signDocumentKep } from './document-kep.service.js';
import { companyIdOf } from './document-rules.js';
import {
  rejectDocument,
  sendDocumentSignCode,
  sendForSigning,
  signDocument,
  signLink,
  terminateDocument,
} from './document-signing.service.js';
import { listDocumentTypes } from './document-types.service.js';
import { createFromTemplate, createFromUpload, deleteDraft, updateDraft } from './documents-create.service.js';
import { getDocument, getDocumentHistory, listDocuments, listTemplates } from './documents-read.service.js';

const tags = ['Документы'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const changeErrors = { ...errors, 409: errorBodySchema };
const params = z.object({ id: z.string().describe('id документа') });
const attachmentParams = params.extend({ attachmentId: z.string().describe('id файла документа') });
const MAX_BYTES = 20 * 1024 * 1024;
const PDF_ONLY: UploadKind[] = ['pdf'];
const ATTACHMENT_KINDS: UploadKind[] = ['pdf', 'png', 'jpg', 'doc', 'docx', 'xlsx', 'zip', 'sig'];
const p = apiPaths.documents;

export const documentsRoutes: Pick<AppModule, 'publicRoutes' | 'privateRoutes'> = {
  privateRoutes(app, ctx) {
    const actor = (req: Parameters<typeof actorContextFor>[1]) => actorContextFor(ctx, req);
    app.get(
      apiPaths.documentTypes,
      {
        schema: {
          tags,
          summary: 'Типы документов (акт, договор) и их виды',
          response: { 200: documentTypesResponseSchema, 401: errorBodySchema },
        },
      },
      async (req) => listDocumentTypes(contextFor(ctx, req)),
    );
    app.get(
      p.templates,
      {
        schema: {
          tags,
          summary: 'Шаблоны актов и договоров',
          response: { 200: documentTemplatesResponseSchema, ...errors },
        },
      },
      async (req) => listTemplates(actor(req)),
    );
    app.post(
      p.create,
      {
        schema: {
          tags,
          summary: 'Создать документ по шаблону (PDF формируется сразу)',
          body: createDocumentRequestSchema,
          response: { 201: documentSchema, ...errors },
        },
      },
      async (req, reply) => reply.code(201).send(await createFromTemplate(actor(req), req.body)),
    );
    app.post(
      p.upload,
      {
        schema: {
          tags,
          summary: 'Создать документ из своего PDF',
          description:
            'multipart/form-data: file (.pdf до 20 МБ), employee_id, kind, subkind_id, title, date, signers, sign_order.',
          consumes: ['multipart/form-data'],
          response: { 201: documentSchema, ...errors, 413: errorBodySchema },
        },
      },
      async (req, reply) => {
        const actorCtx = actor(req);
        companyIdOf(actorCtx);
        const upload = await readUpload(req, { maxBytes: MAX_BYTES, kinds: PDF_ONLY });
        return reply.code(201).send(await createFromUpload(actorCtx, upload));
      },
    );
    app.put(
      p.one,
      {
        schema: {
          tags,
          summary: 'Изменить черновик',
          params,
          body: updateDocumentRequestSchema,
          response: { 200: documentSchema, ...changeErrors },
        },
      },
      async (req) => updateDraft(actor(req), req.params.id, req.body),
    );
    app.delete(
      p.one,
      {
        schema: {
          tags,
          summary: 'Удалить черновик',
          params,
          response: { 204: z.null().describe('Удалён'), ...changeErrors },
        },
      },
      async (req, reply) => {
        await deleteDraft(actor(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
    app.post(
      p.list,
      {
        schema: {
          tags,
          summary: 'Документы компании',
          body: documentListRequestSchema,
          response: { 200: documentListResponseSchema, ...errors },
        },
      },
      async (req) => {
        const actorCtx = actor(req);
        return listDocuments(actorCtx, { customerId: companyIdOf(actorCtx) }, req.body);
      },
    );
    app.get(
      p.companyOne,
      { schema: { tags, summary: 'Документ компании', params, response: { 200: documentSchema, ...errors } } },
      async (req) => {
        const actorCtx = actor(req);
        customerIdOf(actorCtx, 'Раздел доступен только компании');
        return getDocument(actorCtx, req.params.id);
      },
    );
    app.get(
      p.history,
      {
        schema: {
          tags,
          summary: 'История документа',
          params,
          response: { 200: documentHistoryResponseSchema, ...errors },
        },
      },
      async (req) => getDocumentHistory(actor(req), req.params.id),
    );
    app.get(
      p.attachments,
      {
        schema: {
          tags,
          summary: 'Файлы документа',
          params,
          response: { 200: z.object({ items: z.array(documentAttachmentSchema) }), ...errors },
        },
      },
      async (req) => listAttachments(actor(req), req.params.id),
    );
    app.post(
      p.attachments,
      {
        schema: {
          tags,
          summary: 'Прикрепить файл к черновику',
          params,
          consumes: ['multipart/form-data'],
          response: { 201: documentAttachmentSchema, ...changeErrors, 413: errorBodySchema },
        },
      },
      async (req, reply) => {
        const actorCtx = actor(req);
        companyIdOf(actorCtx);
        const upload = await readUpload(req, { maxBytes: MAX_BYTES, kinds: ATTACHMENT_KINDS });
        return reply.code(201).send(await addAttachment(actorCtx, req.params.id, upload));
      },
    );
    app.get(
      p.attachment,
      { schema: { tags, summary: 'Скачать файл документа', params: attachmentParams, response: errors } },
      async (req, reply) => {
        const { file, bytes } = await readAttachment(actor(req), req.params.id, req.params.attachmentId);
        return sendFile(reply, file, bytes, 'inline');
      },
    );
    app.patch(
      p.attachment,
      {
        schema: {
          tags,
          summary: 'Переименовать файл или сделать его основным',
          params: attachmentParams,
          body: patchAttachmentRequestSchema,
          response: { 200: documentAttachmentSchema, ...changeErrors },
        },
      },
      async (req) => patchAttachment(actor(req), req.params.id, req.params.attachmentId, req.body),
    );
    app.delete(
      p.attachment,
      {
        schema: {
          tags,
          summary: 'Удалить файл черновика',
          params: attachmentParams,
          response: { 204: z.null(), ...changeErrors },
        },
      },
      async (req, reply) => {
        await deleteAttachment(actor(req), req.params.id, req.params.attachmentId);
        return reply.code(204).send(null);
      },
    );
    app.post(
      p.generate,
      {
        schema: {
          tags,
          summary: 'Сформировать PDF по шаблону: один документ сразу, несколько — заданием',
          body: generateAttachmentsRequestSchema,
          response: { 200: generateAttachmentsResponseSchema, ...changeErrors },
        },
      },
      async (req) => generateAttachments(actor(req), req.body.document_ids),
    );
    app.get(
      p.generateBatch,
      {
        schema: {
          tags,
          summary: 'Ход формирования нескольких документов',
          params: z.object({ batchId: z.string() }),
          response: { 200: generateAttachmentsResponseSchema, ...errors },
        },
      },
      async (req) => generationProgress(actor(req), req.params.batchId),
    );
    app.post(
      p.send,
      {
        schema: {
          tags,
          summary: 'Отправить черновик на подпись',
          params,
          response: { 200: documentSchema, ...changeErrors },
        },
      },
      async (req) => sendForSigning(actor(req), req.params.id),
    );
    app.post(
      p.signSelfNepSendCode,
      {
        schema: {
          tags,
          summary: 'Отправить код для подписания документа ПЭП',
          params,
          response: { 200: sentCodeResponseSchema, ...changeErrors, 429: errorBodySchema },
        },
      },
      async (req) => sendDocumentSignCode(actor(req), req.params.id),
    );
    app.post(
      p.signSelfNep,
      {
        schema: {
          tags,
          summary: 'Подписать документ ПЭП: код из SMS или письма',
          params,
          body: signDocumentRequestSchema,
          response: { 200: documentSchema, ...changeErrors },
        },
      },
      async (req) => signDocument(actor(req), { id: req.params.id, code: req.body.code, meta: requestMeta(req) }),
    );
    app.get(
      p.signKep,
      {
        schema: {
          tags,
          summary: 'Что подписать КЭП: байты основного файла и их хэш ГОСТ Р 34.11-2012',
          params,
          response: { 200: kepToSignResponseSchema, ...changeErrors },
        },
      },
      async (req) => kepToSign(actor(req), req.params.id),
    );
    app.post(
      p.signKep,
      {
        schema: {
          tags,
          summary: 'Подписать документ КЭП: открепленная подпись CAdES-BES (base64)',
          params,
          body: signKepRequestSchema,
          response: { 200: documentSchema, ...changeErrors, 422: errorBodySchema },
        },
      },
      async (req) =>
        signDocumentKep(actor(req), { id: req.params.id, signature: req.body.signature, meta: requestMeta(req) }),
    );
    app.post(
      p.reject,
      {
        schema: {
          tags,
          summary: 'Отклонить документ',
          params,
          body: documentReasonRequestSchema,
          response: { 200: documentSchema, ...changeErrors },
        },
      },
      async (req) => rejectDocument(actor(req), req.params.id, req.body.reason),
    );
    app.post(
      p.terminate,
      {
        schema: {
          tags,
          summary: 'Расторгнуть документ',
          params,
          body: documentReasonRequestSchema,
          response: { 200: documentSchema, ...changeErrors },
        },
      },
      async (req) => terminateDocument(actor(req), req.params.id, req.body.reason),
    );
    app.post(
      p.signLink,
      {
        schema: {
          tags,
          summary: 'Ссылка, открывающая документ исполнителю для подписи',
          params,
          response: { 200: signLinkResponseSchema, ...changeErrors },
        },
      },
      async (req) => signLink(actor(req), req.params.id),
    );
    app.get(
      p.download,
      { schema: { tags, summary: 'Скачать документ с подписями (zip)', params, response: errors } },
      async (req, reply) => {
        const { file, bytes } = await downloadDocument(actor(req), req.params.id);
        return sendFile(reply, file, bytes, 'attachment');
      },
    );
    app.get(
      p.evidence,
      {
        schema: {
          tags,
          summary: 'Доказательства подписания (PDF): подписи, сертификаты, время, хеши и история документа',
          params,
          response: errors,
        },
      },
      async (req, reply) => {
        const { file, bytes } = await documentEvidencePdf(actor(req), req.params.id);
        return sendFile(reply, file, bytes, 'attachment');
      },
    );
    app.post(
      p.link,
      {
        schema: {
          tags,
          summary: 'Связать документ с выплатой',
          params,
          body: documentLinkRequestSchema,
          response: { 200: documentSchema, ...changeErrors },
        },
      },
      async (req) => linkPayout(actor(req), req.params.id, req.body.payout_id),
    );
    app.delete(
      p.unlink,
      {
        schema: {
          tags,
          summary: 'Убрать связь документа с выплатой',
          params: params.extend({ payoutId: z.string() }),
          response: { 204: z.null(), ...changeErrors },
        },
      },
      async (req, reply) => {
        await unlinkPayout(actor(req), req.params.id, req.params.payoutId);
        return reply.code(204).send(null);
      },
    );
    app.post(
      p.employeeList,
      {
        schema: {
          tags,
          summary: 'Документы исполнителя',
          body: documentListRequestSchema,
          response: { 200: documentListResponseSchema, ...errors },
        },
      },
      async (req) => {
        const actorCtx = actor(req);
        return listDocuments(
          actorCtx,
          { employeeId: employeeIdOf(actorCtx, 'Раздел доступен только исполнителю') },
          req.body,
        );
      },
    );
    app.post(
      p.readyForSign,
      {
        schema: {
          tags,
          summary: 'Документы, ждущие подписи исполнителя',
          body: documentListRequestSchema,
          response: { 200: documentListResponseSchema, ...errors },
        },
      },
      async (req) => {
        const actorCtx = actor(req);
        return listDocuments(
          actorCtx,
          { employeeId: employeeIdOf(actorCtx, 'Раздел доступен только исполнителю') },
          req.body,
          true,
        );
      },
    );
    app.get(
      p.employeeOne,
      { schema: { tags, summary: 'Документ исполнителя', params, response: { 200: documentSchema, ...errors } } },
      async (req) => {
        const actorCtx = actor(req);
        employeeIdOf(actorCtx, 'Раздел доступен только исполнителю');
        return getDocument(actorCtx, req.params.id);
      },
    );
  },
};
