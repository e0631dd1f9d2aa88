// size: every call of SPEC §7 Document, User documents and Employee documents in one table of routes
/** Documents (acts and contracts): the type tree, templates, the documents' calls of both sides — one row a call. */
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
import { requestMeta } from '../../http/request-context.js';
import { tableRoute } from '../../http/route-table.js';
import { sendFile } from '../../http/send-file.js';
import { customerIdOf, employeeIdOf } from '../../lib/actor-scope.js';
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

export const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const changeErrors = { ...errors, 409: errorBodySchema };
export const params = z.object({ id: z.string().describe('id документа') });
const attachmentParams = params.extend({ attachmentId: z.string().describe('id файла документа') });
const MAX_BYTES = 20 * 1024 * 1024;
const PDF_ONLY: UploadKind[] = ['pdf'];
const ATTACHMENT_KINDS: UploadKind[] = ['pdf', 'png', 'jpg', 'doc', 'docx', 'xlsx', 'zip', 'sig'];
const p = apiPaths.documents;
const ONLY_EMPLOYEE = 'Раздел доступен только исполнителю';

export const documentsRoutes = [
  tableRoute({
    method: 'GET',
    url: apiPaths.documentTypes,
    schema: {
      summary: 'Типы документов (акт, договор) и их виды',
      response: { 200: documentTypesResponseSchema, 401: errorBodySchema },
    },
    run: (ctx) => listDocumentTypes(ctx),
  }),
  tableRoute({
    method: 'GET',
    url: p.templates,
    schema: { summary: 'Шаблоны актов и договоров', response: { 200: documentTemplatesResponseSchema, ...errors } },
    run: (ctx) => listTemplates(ctx),
  }),
  tableRoute({
    method: 'POST',
    url: p.create,
    status: 201,
    schema: {
      summary: 'Создать документ по шаблону (PDF формируется сразу)',
      body: createDocumentRequestSchema,
      response: { 201: documentSchema, ...errors },
    },
    run: (ctx, req) => createFromTemplate(ctx, req.body),
  }),
  tableRoute({
    method: 'POST',
    url: p.upload,
    status: 201,
    schema: {
      summary: 'Создать документ из своего PDF',
      description:
        'multipart/form-data: file (.pdf до 20 МБ), employee_id, kind, subkind_id, title, date, signers, sign_order.',
      consumes: ['multipart/form-data'],
      response: { 201: documentSchema, ...errors, 413: errorBodySchema },
    },
    run: async (ctx, req) => {
      companyIdOf(ctx);
      return createFromUpload(ctx, await readUpload(req, { maxBytes: MAX_BYTES, kinds: PDF_ONLY }));
    },
  }),
  tableRoute({
    method: 'PUT',
    url: p.one,
    schema: {
      summary: 'Изменить черновик',
      params,
      body: updateDocumentRequestSchema,
      response: { 200: documentSchema, ...changeErrors },
    },
    run: (ctx, req) => updateDraft(ctx, req.params.id, req.body),
  }),
  tableRoute({
    method: 'DELETE',
    url: p.one,
    status: 204,
    schema: { summary: 'Удалить черновик', params, response: { 204: z.null().describe('Удалён'), ...changeErrors } },
    run: (ctx, req) => deleteDraft(ctx, req.params.id),
  }),
  tableRoute({
    method: 'POST',
    url: p.list,
    schema: {
      summary: 'Документы компании',
      body: documentListRequestSchema,
      response: { 200: documentListResponseSchema, ...errors },
    },
    run: (ctx, req) => listDocuments(ctx, { customerId: companyIdOf(ctx) }, req.body),
  }),
  tableRoute({
    method: 'GET',
    url: p.companyOne,
    schema: { summary: 'Документ компании', params, response: { 200: documentSchema, ...errors } },
    run: (ctx, req) => {
      customerIdOf(ctx, 'Раздел доступен только компании');
      return getDocument(ctx, req.params.id);
    },
  }),
  tableRoute({
    method: 'GET',
    url: p.history,
    schema: { summary: 'История документа', params, response: { 200: documentHistoryResponseSchema, ...errors } },
    run: (ctx, req) => getDocumentHistory(ctx, req.params.id),
  }),
  tableRoute({
    method: 'GET',
    url: p.attachments,
    schema: {
      summary: 'Файлы документа',
      params,
      response: { 200: z.object({ items: z.array(documentAttachmentSchema) }), ...errors },
    },
    run: (ctx, req) => listAttachments(ctx, req.params.id),
  }),
  tableRoute({
    method: 'POST',
    url: p.attachments,
    status: 201,
    schema: {
      summary: 'Прикрепить файл к черновику',
      params,
      consumes: ['multipart/form-data'],
      response: { 201: documentAttachmentSchema, ...changeErrors, 413: errorBodySchema },
    },
    run: async (ctx, req) => {
      companyIdOf(ctx);
      return addAttachment(ctx, req.params.id, await readUpload(req, { maxBytes: MAX_BYTES, kinds: ATTACHMENT_KINDS }));
    },
  }),
  tableRoute({
    method: 'GET',
    url: p.attachment,
    schema: { summary: 'Скачать файл документа', params: attachmentParams, response: errors },
    run: async (ctx, req, reply) => {
      const { file, bytes } = await readAttachment(ctx, req.params.id, req.params.attachmentId);
      return sendFile(reply, file, bytes, 'inline');
    },
  }),
  tableRoute({
    method: 'PATCH',
    url: p.attachment,
    schema: {
      summary: 'Переименовать файл или сделать его основным',
      params: attachmentParams,
      body: patchAttachmentRequestSchema,
      response: { 200: documentAttachmentSchema, ...changeErrors },
    },
    run: (ctx, req) => patchAttachment(ctx, req.params.id, req.params.attachmentId, req.body),
  }),
  tableRoute({
    method: 'DELETE',
    url: p.attachment,
    status: 204,
    schema: {
      summary: 'Удалить файл черновика',
      params: attachmentParams,
      response: { 204: z.null(), ...changeErrors },
    },
    run: (ctx, req) => deleteAttachment(ctx, req.params.id, req.params.attachmentId),
  }),
  tableRoute({
    method: 'POST',
    url: p.generate,
    schema: {
      summary: 'Сформировать PDF по шаблону: один документ сразу, несколько — заданием',
      body: generateAttachmentsRequestSchema,
      response: { 200: generateAttachmentsResponseSchema, ...changeErrors },
    },
    run: (ctx, req) => generateAttachments(ctx, req.body.document_ids),
  }),
  tableRoute({
    method: 'GET',
    url: p.generateBatch,
    schema: {
      summary: 'Ход формирования нескольких документов',
      params: z.object({ batchId: z.string() }),
      response: { 200: generateAttachmentsResponseSchema, ...errors },
    },
    run: (ctx, req) => generationProgress(ctx, req.params.batchId),
  }),
  tableRoute({
    method: 'POST',
    url: p.send,
    schema: { summary: 'Отправить черновик на подпись', params, response: { 200: documentSchema, ...changeErrors } },
    run: (ctx, req) => sendForSigning(ctx, req.params.id),
  }),
  tableRoute({
    method: 'POST',
    url: p.signSelfNepSendCode,
    schema: {
      summary: 'Отправить код для подписания документа ПЭП',
      params,
      response: { 200: sentCodeResponseSchema, ...changeErrors, 429: errorBodySchema },
    },
    run: (ctx, req) => sendDocumentSignCode(ctx, req.params.id),
  }),
  tableRoute({
    method: 'POST',
    url: p.signSelfNep,
    schema: {
      summary: 'Подписать документ ПЭП: код из SMS или письма',
      params,
      body: signDocumentRequestSchema,
      response: { 200: documentSchema, ...changeErrors },
    },
    run: (ctx, req) => signDocument(ctx, { id: req.params.id, code: req.body.code, meta: requestMeta(req) }),
  }),
  tableRoute({
    method: 'GET',
    url: p.signKep,
    schema: {
      summary: 'Что подписать КЭП: байты основного файла и их хэш ГОСТ Р 34.11-2012',
      params,
      response: { 200: kepToSignResponseSchema, ...changeErrors },
    },
    run: (ctx, req) => kepToSign(ctx, req.params.id),
  }),
  tableRoute({
    method: 'POST',
    url: p.signKep,
    schema: {
      summary: 'Подписать документ КЭП: открепленная подпись CAdES-BES (base64)',
      params,
      body: signKepRequestSchema,
      response: { 200: documentSchema, ...changeErrors, 422: errorBodySchema },
    },
    run: (ctx, req) =>
      signDocumentKep(ctx, { id: req.params.id, signature: req.body.signature, meta: requestMeta(req) }),
  }),
  tableRoute({
    method: 'POST',
    url: p.reject,
    schema: {
      summary: 'Отклонить документ',
      params,
      body: documentReasonRequestSchema,
      response: { 200: documentSchema, ...changeErrors },
    },
    run: (ctx, req) => rejectDocument(ctx, req.params.id, req.body.reason),
  }),
  tableRoute({
    method: 'POST',
    url: p.terminate,
    schema: {
      summary: 'Расторгнуть документ',
      params,
      body: documentReasonRequestSchema,
      response: { 200: documentSchema, ...changeErrors },
    },
    run: (ctx, req) => terminateDocument(ctx, req.params.id, req.body.reason),
  }),
  tableRoute({
    method: 'POST',
    url: p.signLink,
    schema: {
      summary: 'Ссылка, открывающая документ исполнителю для подписи',
      params,
      response: { 200: signLinkResponseSchema, ...changeErrors },
    },
    run: (ctx, req) => signLink(ctx, req.params.id),
  }),
  tableRoute({
    method: 'GET',
    url: p.download,
    schema: { summary: 'Скачать документ с подписями (zip)', params, response: errors },
    run: async (ctx, req, reply) => {
      const { file, bytes } = await downloadDocument(ctx, req.params.id);
      return sendFile(reply, file, bytes, 'attachment');
    },
  }),
  tableRoute({
    method: 'GET',
    url: p.evidence,
    schema: {
      summary: 'Доказательства подписания (PDF): подписи, сертификаты, время, хеши и история документа',
      params,
      response: errors,
    },
    run: async (ctx, req, reply) => {
      const { file, bytes } = await documentEvidencePdf(ctx, req.params.id);
      return sendFile(reply, file, bytes, 'attachment');
    },
  }),
  tableRoute({
    method: 'POST',
    url: p.link,
    schema: {
      summary: 'Связать документ с выплатой',
      params,
      body: documentLinkRequestSchema,
      response: { 200: documentSchema, ...changeErrors },
    },
    run: (ctx, req) => linkPayout(ctx, req.params.id, req.body.payout_id),
  }),
  tableRoute({
    method: 'DELETE',
    url: p.unlink,
    status: 204,
    schema: {
      summary: 'Убрать связь документа с выплатой',
      params: params.extend({ payoutId: z.string() }),
      response: { 204: z.null(), ...changeErrors },
    },
    run: (ctx, req) => unlinkPayout(ctx, req.params.id, req.params.payoutId),
  }),
  tableRoute({
    method: 'POST',
    url: p.employeeList,
    schema: {
      summary: 'Документы исполнителя',
      body: documentListRequestSchema,
      response: { 200: documentListResponseSchema, ...errors },
    },
    run: (ctx, req) => listDocuments(ctx, { employeeId: employeeIdOf(ctx, ONLY_EMPLOYEE) }, req.body),
  }),
  tableRoute({
    method: 'POST',
    url: p.readyForSign,
    schema: {
      summary: 'Документы, ждущие подписи исполнителя',
      body: documentListRequestSchema,
      response: { 200: documentListResponseSchema, ...errors },
    },
    run: (ctx, req) => listDocuments(ctx, { employeeId: employeeIdOf(ctx, ONLY_EMPLOYEE) }, req.body, true),
  }),
  tableRoute({
    method: 'GET',
    url: p.employeeOne,
    schema: { summary: 'Документ исполнителя', params, response: { 200: documentSchema, ...errors } },
    run: (ctx, req) => {
      employeeIdOf(ctx, ONLY_EMPLOYEE);
      return getDocument(ctx, req.params.id);
    },
  }),
];
