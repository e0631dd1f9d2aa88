/**
 * Signing with Госключ (DOMAIN.md §6.5): POST document/{id}/sign_goskey sends the document to the
 * person's «Госключ» app; the document then carries its latest request (`goskey`) so a screen can say
 * «Ожидает подписания в Госключе до …», or why it ended.
 */
import { z } from 'zod';

export const goskeyKindSchema = z.enum(['UKEP_GOSKEY', 'UNEP_GOSKEY'], {
  error: 'Выберите вид подписи: УКЭП или УНЭП',
});
export type GoskeyKind = z.infer<typeof goskeyKindSchema>;

export const signGoskeyRequestSchema = z.object({ kind: goskeyKindSchema });
export type SignGoskeyRequest = z.infer<typeof signGoskeyRequestSchema>;

export const goskeyRequestStatusSchema = z.enum(['SENDING', 'PENDING', 'SIGNED', 'REJECTED', 'EXPIRED', 'ERROR']);
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
});
export type DocumentGoskey = z.infer<typeof documentGoskeySchema>;

export const GOSKEY_KIND_LABELS: Record<GoskeyKind, string> = {
  UKEP_GOSKEY: 'УКЭП (квалифицированная)',
  UNEP_GOSKEY: 'УНЭП (неквалифицированная)',
};
