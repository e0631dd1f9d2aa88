/**
 * Signing with Госключ (DOMAIN.md §6.5): POST document/{id}/sign_goskey sends the document to the
 * person's «Госключ» app — the contractor's own, or for the company the responsible person chosen
 * (`representative_id`, one of GET document/{id}/sign_goskey/representatives: a СНИЛС and an МЧД in
 * force); the document then carries its latest request (`goskey`) so a screen can say «Ожидает
 * подписания в Госключе до …», «Отправка в Госключ не подтверждена, проверяем…», or why it ended.
 */
import { z } from 'zod';

export const goskeyKindSchema = z.enum(['UKEP_GOSKEY', 'UNEP_GOSKEY'], {
  error: 'Выберите вид подписи: УКЭП или УНЭП',
});
export type GoskeyKind = z.infer<typeof goskeyKindSchema>;

export const signGoskeyRequestSchema = z.object({
  kind: goskeyKindSchema,
  /** The company's side: the responsible person whose «Госключ» gets the document. */
  representative_id: z.string().optional(),
});
export type SignGoskeyRequest = z.infer<typeof signGoskeyRequestSchema>;

/** SEND_UNKNOWN: the service has not confirmed the send yet; it is asked again until it answers. */
export const goskeyRequestStatusSchema = z.enum([
  'SENDING',
  'SEND_UNKNOWN',
  'PENDING',
  'SIGNED',
  'REJECTED',
  'EXPIRED',
  'ERROR',
]);
export type GoskeyRequestStatus = z.infer<typeof goskeyRequestStatusSchema>;

/** The document's latest Госключ request. */
export const documentGoskeySchema = z.object({
  kind: goskeyKindSchema,
  party: z.enum(['COMPANY', 'CONTRACTOR']),
  status: goskeyRequestStatusSchema,
  sent_at: z.string().nullable(),
  /** Until when the person may sign in the app (PENDING). */
  expires_at: z.string().nullable(),
  /** Why it ended without a signature (Russian). */
  reason: z.string().nullable(),
  /** The company's request: the responsible person it went to. */
  representative: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type DocumentGoskey = z.infer<typeof documentGoskeySchema>;

export const GOSKEY_KIND_LABELS: Record<GoskeyKind, string> = {
  UKEP_GOSKEY: 'УКЭП (квалифицированная)',
  UNEP_GOSKEY: 'УНЭП (неквалифицированная)',
};

/** A responsible person who may sign the company's document in Госключ: a СНИЛС and an МЧД in force today. */
export const goskeyRepresentativeSchema = z.object({
  id: z.string(),
  name: z.string(),
  job_title: z.string(),
  mchd_number: z.string().nullable(),
  mchd_valid_until: z.string().nullable(),
});
export type GoskeyRepresentative = z.infer<typeof goskeyRepresentativeSchema>;

export const goskeyRepresentativesResponseSchema = z.object({ items: z.array(goskeyRepresentativeSchema) });
export type GoskeyRepresentativesResponse = z.infer<typeof goskeyRepresentativesResponseSchema>;

export const SEND_UNCONFIRMED_TEXT = 'Отправка в Госключ не подтверждена, проверяем…';
