/**
 * The company's responsible persons (representatives, profile → responsible-persons; SPEC §7
 * `user/representative/`, `user/representatives/`) and their trust documents: an МЧД (EMCHD_1 XML,
 * DOMAIN.md §6.6), a scanned power of attorney (PDF) or one we generate to be signed on paper.
 */
import { z } from 'zod';
import { kepSignatureSchema } from './certificates.js';
import { innValid, snilsValid } from './checksums.js';
import { representativeDocumentKindSchema } from './enums.js';
import { emailSchema, phoneSchema } from './fields.js';
import { queryPageFields } from './pagination.js';

export type RepresentativeDocumentKind = z.infer<typeof representativeDocumentKindSchema>;

/**
 * NEW — no trust document in force yet; ACTIVE — a trust document is in force today; EXPIRED — the
 * current one's validity has passed; REVOKED — the trust document was withdrawn and none replaced it.
 */
export const representativeStatusSchema = z.enum(['NEW', 'ACTIVE', 'EXPIRED', 'REVOKED']);
export type RepresentativeStatus = z.infer<typeof representativeStatusSchema>;
export const representativeStatusLabels: Record<RepresentativeStatus, string> = {
  NEW: 'Нет доверенности',
  ACTIVE: 'Действует',
  EXPIRED: 'Срок истёк',
  REVOKED: 'Отозвана',
};

/** MCHD_XML — uploaded МЧД; PDF — uploaded scan; GENERATED — our PDF, to be signed on paper. */
export const trustDocumentFormatSchema = z.enum(['MCHD_XML', 'PDF', 'GENERATED']);
export type TrustDocumentFormat = z.infer<typeof trustDocumentFormatSchema>;
export const trustDocumentFormatLabels: Record<TrustDocumentFormat, string> = {
  MCHD_XML: 'МЧД (XML)',
  PDF: 'Скан (PDF)',
  GENERATED: 'Сформирована на платформе',
};

/** Upload limits (the drop zone shows them; the API enforces them). */
export const MCHD_MAX_BYTES = 1024 * 1024;
export const TRUST_DOCUMENT_PDF_MAX_BYTES = 10 * 1024 * 1024;
export const TRUST_DOCUMENT_SIGNATURE_MAX_BYTES = 64 * 1024;
/** A generated power of attorney is valid for at most this many years (docs/decisions/onboarding.md). */
export const TRUST_DOCUMENT_MAX_YEARS = 3;

/** The standard positions offered in the job-title field, before the company's own ones. */
export const STANDARD_JOB_TITLES = [
  'Генеральный директор',
  'Директор',
  'Исполнительный директор',
  'Финансовый директор',
  'Главный бухгалтер',
  'Бухгалтер',
  'Менеджер по персоналу',
  'Юрист',
  'Менеджер проекта',
  'Офис-менеджер',
] as const;

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

const nameField = (required: string, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(100, `Слишком длинное ${label}`)
    // ФИО as in the passport and the МЧД: Cyrillic only (a Latin look-alike letter would not match).
    .regex(
      /^[А-ЯЁа-яё][А-ЯЁа-яё\s'-]*$/u,
      `${label[0]!.toUpperCase()}${label.slice(1)}: только русские буквы, пробел и дефис`,
    );

export const personInnSchema = z
  .string({ error: 'Введите ИНН' })
  .transform(digitsOf)
  .pipe(
    z
      .string()
      .min(1, { message: 'Введите ИНН', abort: true })
      .regex(/^\d{12}$/, { message: 'ИНН физического лица состоит из 12 цифр', abort: true })
      .refine(innValid, 'Неверный ИНН: не сходится контрольное число'),
  );

/** Stored as 11 digits; shown as 000-000-000 00. */
export const snilsSchema = z
  .string({ error: 'Введите СНИЛС' })
  .transform(digitsOf)
  .pipe(
    z
      .string()
      .min(1, { message: 'Введите СНИЛС', abort: true })
      .regex(/^\d{11}$/, { message: 'СНИЛС состоит из 11 цифр', abort: true })
      .refine(snilsValid, 'Неверный СНИЛС: не сходится контрольное число'),
  );

/** An optional text field: an empty string means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable())
    .optional();

const representativeFieldsSchema = z.object({
  last_name: nameField('Введите фамилию', 'фамилия'),
  first_name: nameField('Введите имя', 'имя'),
  patronymic: optional(nameField('Введите отчество', 'отчество')),
  job_title: z
    .string({ error: 'Введите должность' })
    .trim()
    .min(1, 'Введите должность')
    .max(150, 'Слишком длинное название должности'),
  email: optional(emailSchema),
  phone: optional(phoneSchema).describe('Российский мобильный номер; хранится как +7XXXXXXXXXX'),
  inn: personInnSchema.describe('ИНН физического лица, 12 цифр'),
  snils: snilsSchema.describe('СНИЛС, 11 цифр (разделители допускаются)'),
});

export const createRepresentativeRequestSchema = representativeFieldsSchema;
export type CreateRepresentativeRequest = z.infer<typeof createRepresentativeRequestSchema>;
/** What the add/edit form holds. */
export type RepresentativeFormValues = z.input<typeof createRepresentativeRequestSchema>;
export const updateRepresentativeRequestSchema = representativeFieldsSchema.partial();
export type UpdateRepresentativeRequest = z.infer<typeof updateRepresentativeRequestSchema>;

/** What the МЧД says, kept with the document (null for scans and generated ones). */
export const trustDocumentPowerSchema = z.object({ code: z.string().nullable(), text: z.string() });

export const representativeDocumentSchema = z.object({
  id: z.uuid(),
  kind: representativeDocumentKindSchema,
  format: trustDocumentFormatSchema,
  /** The stored file: open it with `representative/file_content?file_id=`. */
  file_id: z.uuid(),
  file_name: z.string(),
  /** The МЧД's detached signature (.sig), if uploaded. */
  signature_file_id: z.uuid().nullable(),
  /**
   * VALID — signed with the company's head's КЭП and verified by every DOMAIN §6.3 step: on the
   * platform (user/representative/{id}/sign_kep) or an uploaded .sig (checked at upload; a bad one is
   * refused with 422 and not kept); NOT_CHECKED — a .sig uploaded before uploads were verified;
   * ABSENT — none.
   */
  signature_check: z.enum(['VALID', 'NOT_CHECKED', 'ABSENT']),
  /** Who signed it with КЭП and when (ISO; for an uploaded .sig its signingTime); null when not. */
  signed_by: z.object({ signer: z.string(), signed_at: z.string() }).nullable(),
  /** НомДовер of an МЧД, the number typed for a scan, ours for a generated one. */
  number: z.string().nullable(),
  /** YYYY-MM-DD. */
  issued_on: z.string().nullable(),
  /** YYYY-MM-DD, the last day it is in force. */
  valid_until: z.string().nullable(),
  /** ИННЮЛ of the principal (МЧД). */
  principal_inn: z.string().nullable(),
  powers: z.array(trustDocumentPowerSchema),
  /** In force today: issued, not past validity, not a draft to be signed (GENERATED). */
  is_in_force: z.boolean(),
  created_at: z.string(),
});
export type RepresentativeDocument = z.infer<typeof representativeDocumentSchema>;

export const representativeSchema = z.object({
  id: z.uuid(),
  last_name: z.string(),
  first_name: z.string(),
  patronymic: z.string().nullable(),
  job_title: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  inn: z.string(),
  snils: z.string(),
  status: representativeStatusSchema,
  /**
   * The trust document that decides the status: the uploaded one (МЧД or scan) in force with the
   * latest end date, else the newest uploaded one; null when none is live.
   */
  trust_document: representativeDocumentSchema.nullable(),
  created_at: z.string(),
});
export type Representative = z.infer<typeof representativeSchema>;

/** GET representatives/?page=&page_size=: newest first. */
export const representativeListRequestSchema = z.object(queryPageFields);
export type RepresentativeListRequest = z.input<typeof representativeListRequestSchema>;
export const representativeListResponseSchema = z.object({
  items: z.array(representativeSchema),
  totalCount: z.number().int(),
});
export type RepresentativeListResponse = z.infer<typeof representativeListResponseSchema>;

export const representativeDocumentListResponseSchema = z.object({ items: z.array(representativeDocumentSchema) });
export type RepresentativeDocumentListResponse = z.infer<typeof representativeDocumentListResponseSchema>;

export const jobTitleListResponseSchema = z.object({ items: z.array(z.string()) });
export type JobTitleListResponse = z.infer<typeof jobTitleListResponseSchema>;

const isoDate = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Некорректная дата');

/**
 * The text fields of POST representative/:id/file (multipart, before the file part):
 * - kind=TRUST_DOCUMENT + .xml (МЧД) — everything is read from the XML;
 * - kind=TRUST_DOCUMENT + .pdf (scan) — valid_until required, number and issued_on optional;
 * - kind=USER | AGREEMENT_DOCUMENT + .pdf — a document kept with the person, no effect on the status;
 * - signature_for=<document id> + .sig — the principal's detached signature of that МЧД.
 */
export const representativeFileFieldsSchema = z.object({
  kind: representativeDocumentKindSchema.default('TRUST_DOCUMENT'),
  number: optional(z.string().trim().max(100, 'Слишком длинный номер доверенности')),
  issued_on: optional(isoDate('Укажите дату выдачи')),
  valid_until: optional(isoDate('Укажите срок действия доверенности')),
  signature_for: optional(z.uuid('Некорректный документ')),
});
export type RepresentativeFileFields = z.infer<typeof representativeFileFieldsSchema>;

/** POST representative/:id/generate_trust_document. */
export const generateTrustDocumentRequestSchema = z.object({
  valid_until: isoDate('Укажите срок действия доверенности').describe(
    `Последний день действия, не позже чем через ${TRUST_DOCUMENT_MAX_YEARS} года`,
  ),
});
export type GenerateTrustDocumentRequest = z.infer<typeof generateTrustDocumentRequestSchema>;

/** GET representative/file_content?file_id= */
export const representativeFileQuerySchema = z.object({
  file_id: z.string({ error: 'Укажите файл' }).min(1, 'Укажите файл'),
});

/** 000-000-000 00 */
export const formatSnils = (snils: string) =>
  /^\d{11}$/.test(snils) ? `${snils.slice(0, 3)}-${snils.slice(3, 6)}-${snils.slice(6, 9)} ${snils.slice(9)}` : snils;

/** GET user/representative/{id}/sign_kep?document_id=: the trust document's bytes to sign with КЭП. */
export const representativeSignKepQuerySchema = z.object({
  document_id: z.string().describe('id доверенности ответственного лица'),
});
/** POST user/representative/{id}/sign_kep: the head's detached CAdES-BES over those bytes. */
export const representativeSignKepRequestSchema = z.object({
  document_id: z.uuid({ error: 'Неизвестная доверенность' }),
  signature: kepSignatureSchema,
});
