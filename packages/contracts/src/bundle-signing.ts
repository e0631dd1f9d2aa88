/**
 * Signing a document bundle in bulk (issue 27 slice 2, docs/decisions/bundles.md «Signing in bulk»): the company's
 * summary before signing (GET bundle/{id}/sign_kep), what the plug-in signs for every document awaiting the company
 * (GET bundle/{id}/attachments/hash), КЭП signatures of many documents in one call, Госключ for all of them, one ПЭП
 * code for all of them; the contractor's envelope (the bundle's documents addressed to them) signed with one code.
 * Every bulk call answers a result per document: a refused one keeps its Russian reason, the others go on.
 */
import { z } from 'zod';
import { kepSignatureSchema, kepToSignResponseSchema } from './certificates.js';
import { documentStatusSchema } from './enums.js';
import { goskeyKindSchema, goskeyRequestStatusSchema } from './goskey.js';

/** Signatures in one POST bundle/{id}/sign_kep. */
export const BUNDLE_SIGN_KEP_MAX = 1000;
export const BUNDLE_STILL_GENERATING = 'Документы пакета ещё формируются: подпишите их, когда формирование закончится';

/** GET bundle/{id}/sign_kep: what one signing action of the company would cover. */
export const bundleSignSummarySchema = z.object({
  /** Documents awaiting the company's signature (drafts included: signing sends them first). */
  documents: z.number().int(),
  /** Of them, drafts the signing sends for signature first. */
  drafts: z.number().int(),
  /** Distinct contractors of those documents. */
  contractors: z.number().int(),
  /** The sum of the template's money fields over those documents («15000.00»), null when the template has none. */
  sum: z.string().nullable(),
  /** The money field summed, as the template names it. */
  sum_field: z.string().nullable(),
  /** The bundle is still generating: no signing until it ends. */
  generating: z.boolean(),
});
export type BundleSignSummary = z.infer<typeof bundleSignSummarySchema>;

/** GET bundle/{id}/attachments/hash: a page of the documents awaiting the company, each as its own sign_kep gives it. */
export const bundleKepToSignRequestSchema = z.object({
  page: z.coerce.number().int().min(1, 'Страница — от 1').default(1),
  page_size: z.coerce.number().int().min(1).max(100, 'Не больше 100 документов на странице').default(100),
});
export type BundleKepToSignRequest = z.input<typeof bundleKepToSignRequestSchema>;
export const bundleKepToSignItemSchema = kepToSignResponseSchema.extend({
  number: z.number().int(),
  title: z.string(),
  employee: z.object({ id: z.uuid(), fio: z.string() }),
  /** The main file's id (document/attachments/hash, download). */
  file_id: z.uuid(),
});
export type BundleKepToSignItem = z.infer<typeof bundleKepToSignItemSchema>;
export const bundleKepToSignResponseSchema = z.object({
  items: z.array(bundleKepToSignItemSchema),
  totalCount: z.number().int(),
});
export type BundleKepToSignResponse = z.infer<typeof bundleKepToSignResponseSchema>;

/** POST bundle/{id}/sign_kep: a detached CAdES-BES per document (the certificate inside it, as one document's). */
export const bundleSignKepRequestSchema = z.object({
  signatures: z
    .array(
      z.object({
        document_id: z.uuid({ error: 'Неизвестный документ' }),
        signature: kepSignatureSchema,
      }),
      { error: 'Подписи документов' },
    )
    .min(1, 'Приложите хотя бы одну подпись')
    .max(BUNDLE_SIGN_KEP_MAX, `Не больше ${BUNDLE_SIGN_KEP_MAX} подписей за раз`)
    .refine((items) => new Set(items.map((i) => i.document_id)).size === items.length, 'Документ подписан дважды'),
});
export type BundleSignKepRequest = z.input<typeof bundleSignKepRequestSchema>;

/** One document's outcome of a bulk signing: signed (or sent, for Госключ) or the Russian reason it was not. */
export const bundleSignResultSchema = z.object({
  document_id: z.uuid(),
  number: z.number().int().nullable(),
  ok: z.boolean(),
  reason: z.string().nullable(),
});
export type BundleSignResult = z.infer<typeof bundleSignResultSchema>;
export const bundleSignResponseSchema = z.object({
  items: z.array(bundleSignResultSchema),
  signed: z.number().int(),
  failed: z.number().int(),
});
export type BundleSignResponse = z.infer<typeof bundleSignResponseSchema>;

/** POST bundle/{id}/sign_goskey: every document awaiting the company goes to the chosen person's Госключ. */
export const bundleSignGoskeyRequestSchema = z.object({
  kind: goskeyKindSchema,
  representative_id: z.string().optional(),
});
export type BundleSignGoskeyRequest = z.infer<typeof bundleSignGoskeyRequestSchema>;
/** GET bundle/{id}/sign_goskey: each document's latest Госключ request of the company (what the job learnt). */
export const bundleGoskeyStateSchema = z.object({
  items: z.array(
    z.object({
      document_id: z.uuid(),
      number: z.number().int(),
      document_status: documentStatusSchema,
      status: goskeyRequestStatusSchema,
      expires_at: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type BundleGoskeyState = z.infer<typeof bundleGoskeyStateSchema>;

/** GET employee/bundles: the contractor's envelopes — bundles with documents addressed to them. */
export const employeeEnvelopeSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  number: z.number().int(),
  company: z.object({ id: z.uuid(), name: z.string() }),
  documents: z.number().int(),
  /** Awaiting the contractor's signature now. */
  awaiting: z.number().int(),
  signed: z.number().int(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
});
export type EmployeeEnvelopeSummary = z.infer<typeof employeeEnvelopeSummarySchema>;
export const employeeEnvelopesResponseSchema = z.object({ items: z.array(employeeEnvelopeSummarySchema) });
export type EmployeeEnvelopesResponse = z.infer<typeof employeeEnvelopesResponseSchema>;

/** GET employee/bundle/{id}: the envelope's documents addressed to the contractor. */
export const employeeEnvelopeDocumentSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  status: documentStatusSchema,
  /** The contractor's signature is awaited now. */
  awaiting_me: z.boolean(),
  signed_by_me: z.boolean(),
  /** The bundle's signing term has passed while it awaits the contractor. */
  expired: z.boolean(),
  /** The main file (document attachments download). */
  file_id: z.uuid().nullable(),
  file_name: z.string().nullable(),
});
export type EmployeeEnvelopeDocument = z.infer<typeof employeeEnvelopeDocumentSchema>;
export const employeeEnvelopeSchema = employeeEnvelopeSummarySchema.extend({
  items: z.array(employeeEnvelopeDocumentSchema),
});
export type EmployeeEnvelope = z.infer<typeof employeeEnvelopeSchema>;
