/** Document types and their kinds (SPEC §3 Document type: name act or contract, with kinds {id, name}). */
import { z } from 'zod';
import {
  documentHistoryEventSchema,
  documentKindSchema,
  documentStatusSchema,
  fieldValueTypeSchema,
  filterScopeSchema,
  hashAlgorithmSchema,
  signatureKindSchema,
  sortDirectionSchema,
} from './enums.js';
import { emailSchema } from './fields.js';
import { documentGoskeySchema } from './goskey.js';
import type { DocumentHistoryEvent } from './history.js';
import { bodyPageFields, cursorPageFields, nextCursorField } from './pagination.js';
import { selfNepCodeSchema } from './self-nep.js';

export const documentTypeNameSchema = z.enum(['act', 'contract']);
export type DocumentTypeName = z.infer<typeof documentTypeNameSchema>;

/** How each document type is titled on screen (SPEC §2 document-type tree). */
export const DOCUMENT_TYPE_TITLES: Record<DocumentTypeName, string> = { act: 'Акт', contract: 'Договор' };

/** The SPEC §3 document kind (ACT / CONTRACT) each type corresponds to. */
export const DOCUMENT_KIND_OF_TYPE: Record<DocumentTypeName, z.infer<typeof documentKindSchema>> = {
  act: 'ACT',
  contract: 'CONTRACT',
};

export const documentSubkindSchema = z.object({ id: z.uuid(), name: z.string() });
export type DocumentSubkind = z.infer<typeof documentSubkindSchema>;

export const documentTypeSchema = z.object({ name: documentTypeNameSchema, kinds: z.array(documentSubkindSchema) });
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const documentTypesResponseSchema = z.array(documentTypeSchema);
export type DocumentTypesResponse = z.infer<typeof documentTypesResponseSchema>;

/**
 * POST document/attachments/hash (SPEC §7; body and answer not shown there, so ours): the hash of
 * the exact stored bytes of each file, for signing them by hash (CryptoPro `SignHash`, DOMAIN.md §6.2
 * step 4) and for the evidence of what was signed. Each id is an attachment of a document the caller
 * may read (`Document.attachments[].id`, the contractor's too) or one of the caller's own stored files.
 */
export const ATTACHMENTS_HASH_MAX_FILES = 20;

export const attachmentsHashRequestSchema = z.object({
  hash_algorithm: z.enum(hashAlgorithmSchema.options, {
    error: `Неизвестный алгоритм хэширования. Допустимы: ${hashAlgorithmSchema.options.join(', ')}`,
  }),
  file_ids: z
    .array(z.uuid({ error: 'Некорректный идентификатор файла' }), { error: 'Укажите файлы' })
    .min(1, 'Укажите хотя бы один файл')
    .max(ATTACHMENTS_HASH_MAX_FILES, `Не больше ${ATTACHMENTS_HASH_MAX_FILES} файлов за раз`),
});
export type AttachmentsHashRequest = z.infer<typeof attachmentsHashRequestSchema>;

export const attachmentHashSchema = z.object({
  file_id: z.uuid(),
  file_name: z.string(),
  size_bytes: z.number().int(),
  /** Hex of the digest's bytes in order, as `openssl dgst` prints it and a CMS messageDigest holds it. */
  hash: z.string(),
  /** The same bytes reversed: as `gostsum` / `gost12sum` print GOST digests. */
  hash_reversed: z.string(),
});

export const attachmentsHashResponseSchema = z.object({
  hash_algorithm: hashAlgorithmSchema,
  /** The algorithm's OID (1.2.643.7.1.1.2.2 for GOST R 34.11-2012 256 …). */
  oid: z.string(),
  items: z.array(attachmentHashSchema),
});
export type AttachmentsHashResponse = z.infer<typeof attachmentsHashResponseSchema>;
// ---------------------------------------------------------------------------------------------------
// Documents: acts and contracts of a company with its contractor (SPEC §7 Document, Employee
// documents, User documents; docs/decisions/documents.md).
// ---------------------------------------------------------------------------------------------------

export type DocumentKind = z.infer<typeof documentKindSchema>;
export type DocumentStatus = z.infer<typeof documentStatusSchema>;
export type FieldValueType = z.infer<typeof fieldValueTypeSchema>;

export const DOCUMENT_STATUS_LABELS: Readonly<Record<DocumentStatus, string>> = {
  DRAFT: 'Черновик',
  AWAIT_SIGN: 'Ожидает подписания сторонами',
  AWAIT_SIGN_USER: 'Ожидает подписи компании',
  AWAIT_SIGN_EMPLOYEE: 'Ожидает подписи исполнителя',
  AWAIT_GENERATE_ATTACHMENTS: 'Формируется файл',
  SIGNED: 'Подписан',
  REJECTED: 'Отклонён',
  ERROR: 'Ошибка',
  TERMINATE: 'Расторгнут',
};

export const DOCUMENT_HISTORY_EVENT_LABELS: Readonly<Record<DocumentHistoryEvent, string>> = {
  UNKNOWN: 'Событие',
  CREATED: 'Документ создан',
  UPDATED: 'Документ изменён',
  DELETED: 'Документ удалён',
  USER_SIGNED: 'Подписан компанией',
  USER_REJECTED: 'Отклонён компанией',
  EMPLOYEE_SIGNED: 'Подписан исполнителем',
  EMPLOYEE_REJECTED: 'Отклонён исполнителем',
  ATTACHMENT_CREATED: 'Добавлен файл',
  ATTACHMENT_GENERATED: 'Сформирован файл документа',
  REQUEST_ATTACHMENTS_HASH: 'Запрошен хеш файлов для подписи',
  SEND_TO_GOSKEY_SIGNING: 'Отправлен на подпись в Госключ',
  GOSKEY_SENT_ERROR: 'Ошибка отправки в Госключ',
  GOSKEY_SIGN_EMPLOYEE_EXPIRED: 'Истёк срок подписи исполнителем в Госключе',
  GOSKEY_SIGN_USER_EXPIRED: 'Истёк срок подписи компанией в Госключе',
  SEND_TO_EMAIL: 'Отправлен по электронной почте',
  TERMINATE: 'Документ расторгнут',
};

/** Who must sign: the company, the contractor or both; and in which order when both. */
export const documentSignersSchema = z.enum(['BOTH', 'COMPANY', 'CONTRACTOR'], {
  error: 'Кто подписывает: компания, исполнитель или обе стороны',
});
export type DocumentSigners = z.infer<typeof documentSignersSchema>;
export const documentSignOrderSchema = z.enum(['COMPANY_FIRST', 'CONTRACTOR_FIRST', 'ANY'], {
  error: 'Порядок подписания: сначала компания, сначала исполнитель или любой',
});
export type DocumentSignOrder = z.infer<typeof documentSignOrderSchema>;

/** Where a template field's value comes from when the document is made (else the company types it). */
export const templateFieldSourceSchema = z.enum([
  'company.name',
  'company.inn',
  'company.kpp',
  'company.ogrn',
  'company.address',
  'company.signer',
  'company.signer_position',
  'contractor.fio',
  'contractor.inn',
  'contractor.phone',
  'contractor.address',
  'contractor.tax_status',
  'payout.amount',
  'payout.service_name',
  'payout.number',
  'payout.date',
  'document.number',
  'document.date',
]);
export type TemplateFieldSource = z.infer<typeof templateFieldSourceSchema>;

/** A field of a template (SPEC §3 field value types); STRING may carry a format the server checks. */
export const templateFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: fieldValueTypeSchema,
  format: z.enum(['money', 'date', 'text']).optional(),
  required: z.boolean(),
  source: templateFieldSourceSchema.optional(),
  default: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]).optional(),
});
export type TemplateField = z.infer<typeof templateFieldSchema>;

/** A `payout.*` field: filled from the payout the document is made for, when one is chosen. */
export const isPayoutField = (field: TemplateField) => field.source?.startsWith('payout.') === true;

/**
 * Who fills a template field the company left empty — one rule for the form's marks and the API's check:
 * RECORDS (company, contractor and document fields: always the platform's records), PAYOUT (a payout
 * field while a payout is chosen), DEFAULT (the template's default), or null: nobody, so a required
 * field must be typed.
 */
export function templateFieldFallback(
  field: TemplateField,
  options: { hasPayout: boolean },
): 'RECORDS' | 'PAYOUT' | 'DEFAULT' | null {
  if (field.source !== undefined && !isPayoutField(field)) return 'RECORDS';
  if (isPayoutField(field) && options.hasPayout) return 'PAYOUT';
  if (field.default !== undefined) return 'DEFAULT';
  return null;
}

/** A required field nobody filled; a payout field says where else its value may come from. */
export const templateFieldMissingMessage = (field: TemplateField) =>
  isPayoutField(field)
    ? `Заполните поле «${field.label}» или выберите выплату — значение возьмётся из неё`
    : `Заполните поле «${field.label}»`;

export const documentTemplateSchema = z.object({
  id: z.uuid(),
  kind: documentKindSchema,
  subkind_id: z.uuid(),
  name: z.string(),
  version: z.string(),
  /** null: a platform template every company may use. */
  customer_id: z.uuid().nullable(),
  signers: documentSignersSchema,
  sign_order: documentSignOrderSchema,
  fields: z.array(templateFieldSchema),
});
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;
export const documentTemplatesResponseSchema = z.object({ items: z.array(documentTemplateSchema) });
export type DocumentTemplatesResponse = z.infer<typeof documentTemplatesResponseSchema>;

/** One value of a field: text, whole or fractional number, yes/no, list of lines. */
export const fieldValueSchema = z.union([
  z.string().max(4000, 'Значение поля — не длиннее 4000 символов'),
  z.number(),
  z.boolean(),
  z.array(z.string().max(1000, 'Строка списка — не длиннее 1000 символов')).max(100, 'Не больше 100 строк в списке'),
]);
export type FieldValue = z.infer<typeof fieldValueSchema>;
const fieldValuesSchema = z
  .record(z.string().max(64, 'Неизвестное поле'), fieldValueSchema)
  .refine((r) => Object.keys(r).length <= 100, 'Слишком много полей');

const uuidOf = (message: string) => z.uuid({ error: message });
const titleSchema = z
  .string({ error: 'Укажите название документа' })
  .trim()
  .min(1, 'Укажите название документа')
  .max(300, 'Название — не длиннее 300 символов');
const dateSchema = z.iso.date({ error: 'Дата в формате ГГГГ-ММ-ДД' });

/** POST document: a document from a template, its PDF generated at once. */
export const createDocumentRequestSchema = z.object({
  template_id: uuidOf('Выберите шаблон'),
  employee_id: uuidOf('Выберите исполнителя'),
  /** A payout of the company to this contractor whose amount and service fill the fields, and which the document is linked to. */
  payout_id: uuidOf('Неизвестная выплата').optional(),
  title: titleSchema.optional(),
  date: dateSchema.optional(),
  fields: fieldValuesSchema.default({}),
  signers: documentSignersSchema.optional(),
  sign_order: documentSignOrderSchema.optional(),
});
export type CreateDocumentRequest = z.input<typeof createDocumentRequestSchema>;

/**
 * POST document/act (SPEC §7 Document «act»): an act of services for one payout — the platform's act
 * template for the payout's contractor, its services and price from the payout, the period the
 * payout's day unless given, linked to the payout. The other fields as in POST document.
 */
export const createActRequestSchema = z.object({
  payout_id: uuidOf('Выберите выплату'),
  title: titleSchema.optional(),
  date: dateSchema.optional(),
  fields: fieldValuesSchema.default({}),
  signers: documentSignersSchema.optional(),
  sign_order: documentSignOrderSchema.optional(),
});
export type CreateActRequest = z.input<typeof createActRequestSchema>;

/** The text fields of POST document/upload (multipart, with the PDF as `file`). */
export const uploadDocumentFieldsSchema = z.object({
  employee_id: uuidOf('Выберите исполнителя'),
  kind: z.enum(documentKindSchema.options, { error: 'Вид документа: ACT (акт) или CONTRACT (договор)' }),
  subkind_id: uuidOf('Выберите вид документа'),
  title: titleSchema,
  date: dateSchema.optional(),
  signers: documentSignersSchema.optional(),
  sign_order: documentSignOrderSchema.optional(),
});

/** PUT document/{id}: a draft's title, date, field values, signers. */
export const updateDocumentRequestSchema = z.object({
  title: titleSchema.optional(),
  date: dateSchema.optional(),
  fields: fieldValuesSchema.optional(),
  signers: documentSignersSchema.optional(),
  sign_order: documentSignOrderSchema.optional(),
});
export type UpdateDocumentRequest = z.input<typeof updateDocumentRequestSchema>;

export const documentAttachmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  /** GENERATED from the template, or UPLOADED by the company. */
  origin: z.enum(['GENERATED', 'UPLOADED']),
  /** The document itself: the file both sides sign. Others are appendices. */
  main: z.boolean(),
  sha256: z.string(),
  added_at: z.string(),
});
export type DocumentAttachment = z.infer<typeof documentAttachmentSchema>;

export const documentSignatureSchema = z.object({
  id: z.uuid(),
  party: z.enum(['COMPANY', 'CONTRACTOR']),
  kind: signatureKindSchema,
  signer_name: z.string(),
  signed_at: z.string(),
  document_sha256: z.string(),
  document_streebog256: z.string(),
});
export type DocumentSignature = z.infer<typeof documentSignatureSchema>;

export const documentSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  kind: documentKindSchema,
  subkind: documentSubkindSchema,
  title: z.string(),
  date: z.string(),
  status: documentStatusSchema,
  company: z.object({ id: z.uuid(), name: z.string(), inn: z.string() }),
  employee: z.object({ id: z.uuid(), fio: z.string(), inn: z.string().nullable() }),
  template_id: z.uuid().nullable(),
  fields: z.record(z.string(), fieldValueSchema),
  signers: documentSignersSchema,
  sign_order: documentSignOrderSchema,
  attachments: z.array(documentAttachmentSchema),
  signatures: z.array(documentSignatureSchema),
  /** The latest Госключ request of the document (either side), null when none was sent. */
  goskey: documentGoskeySchema.nullable().optional(),
  payout_ids: z.array(z.uuid()),
  /** Why it was rejected, terminated or failed. */
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  signed_at: z.string().nullable(),
  /** What the caller may do now. */
  can_edit: z.boolean(),
  can_send: z.boolean(),
  can_sign: z.boolean(),
  can_reject: z.boolean(),
  can_terminate: z.boolean(),
});
export type Document = z.infer<typeof documentSchema>;

export const documentSortFieldSchema = z.enum(['NUMBER', 'ADDED_AT', 'NAME'], {
  error: 'Сортировка возможна по номеру, дате или названию',
});
export type DocumentSortField = z.infer<typeof documentSortFieldSchema>;

export const documentListFiltersSchema = z.object({
  status: z.array(documentStatusSchema).max(9).optional(),
  kind: documentKindSchema.optional(),
  employee_id: uuidOf('Некорректный исполнитель').optional(),
  customer_id: uuidOf('Некорректная компания').optional(),
  /** The document's date from / to, inclusive, YYYY-MM-DD. */
  date_from: dateSchema.optional(),
  date_to: dateSchema.optional(),
  /** The company's list: MY — the documents the caller's own login made; ALL (or none) — the whole company's. */
  scope: filterScopeSchema.optional(),
});

/** POST user/documents (the company), employee/documents and documents/ready_for_sign (the contractor). */
export const documentListRequestSchema = z.object({
  ...bodyPageFields,
  ...cursorPageFields,
  sort: z
    .object({ field: documentSortFieldSchema, direction: sortDirectionSchema })
    .optional()
    .describe('По умолчанию — сначала новые'),
  filters: documentListFiltersSchema.optional(),
});
export type DocumentListRequest = z.input<typeof documentListRequestSchema>;
export type DocumentListQuery = z.output<typeof documentListRequestSchema>;
export const documentListResponseSchema = z.object({
  items: z.array(documentSchema),
  totalCount: z.number().int(),
  ...nextCursorField,
});
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

export const documentHistoryItemSchema = z.object({
  id: z.string(),
  event: documentHistoryEventSchema,
  text: z.string(),
  at: z.string(),
});
export const documentHistoryResponseSchema = z.object({ items: z.array(documentHistoryItemSchema) });
export type DocumentHistoryResponse = z.infer<typeof documentHistoryResponseSchema>;

export const patchAttachmentRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Укажите имя файла')
    .max(200, 'Имя файла — не длиннее 200 символов')
    .refine((n) => !/[\\/]/.test(n), 'Имя файла без «/» и «\\»')
    .optional(),
  /** Make this PDF the document itself (the file that is signed). */
  main: z.literal(true, { error: 'Основным можно только назначить файл' }).optional(),
});

/** POST document/attachment/generate: one document in the request, several as a job with progress. */
export const generateAttachmentsRequestSchema = z.object({
  document_ids: z
    .array(uuidOf('Неизвестный документ'))
    .min(1, 'Выберите документы')
    .max(1000, 'Не больше 1000 документов за раз'),
});
export const generateAttachmentsResponseSchema = z.object({
  /** Several documents: follow the batch at document/attachment/generate/{batch_id}. */
  batch_id: z.uuid().nullable(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
});
export type GenerateAttachmentsResponse = z.infer<typeof generateAttachmentsResponseSchema>;

export const documentReasonRequestSchema = z.object({
  reason: z
    .string({ error: 'Укажите причину' })
    .trim()
    .min(1, 'Укажите причину')
    .max(1000, 'Причина — не длиннее 1000 символов'),
});
export const signDocumentRequestSchema = z.object({ code: selfNepCodeSchema });
export const signLinkResponseSchema = z.object({ url: z.string() });
/**
 * document/{id}/send_to_email (the company; docs/decisions/documents.md «Send to e-mail»): what a letter
 * would carry — the PDF, or once a side has signed the zip with the signatures and their evidence — and
 * the address to suggest (the contractor's own e-mail when their profile has one).
 */
export const documentEmailAttachmentSchema = z.enum(['PDF', 'ZIP']);
export type DocumentEmailAttachment = z.infer<typeof documentEmailAttachmentSchema>;
export const documentEmailInfoSchema = z.object({
  attachment: documentEmailAttachmentSchema,
  file_name: z.string(),
  /** The contractor's e-mail from their profile, null when they have none. */
  suggested_email: z.string().nullable(),
});
export type DocumentEmailInfo = z.infer<typeof documentEmailInfoSchema>;
export const sendDocumentToEmailRequestSchema = z.object({ email: emailSchema });
export type SendDocumentToEmailRequest = z.infer<typeof sendDocumentToEmailRequestSchema>;
export const sendDocumentToEmailResponseSchema = z.object({
  attachment: documentEmailAttachmentSchema,
  /** The address as the history shows it: «i***@example.ru». */
  email_masked: z.string(),
});
export type SendDocumentToEmailResponse = z.infer<typeof sendDocumentToEmailResponseSchema>;
export const documentLinkRequestSchema = z.object({ payout_id: uuidOf('Неизвестная выплата') });
