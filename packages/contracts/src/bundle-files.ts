/**
 * A bundle's files and its end (issue 27 slice 3, docs/decisions/bundles.md «Download, terminate, the bundle's
 * act»): the archive of every document with its signatures and the register, the act-register PDF, terminate
 * (all or chosen documents, a result per document) and the PDFs made again for documents without one.
 */
import { z } from 'zod';
import { generateAttachmentsResponseSchema } from './documents.js';

/** Documents in one archive (a part): jszip holds a part's files in memory and writes no ZIP64. */
export const BUNDLE_ARCHIVE_PART_SIZE = 1000;
/** Documents terminated by one call; `remaining` says how many more can be. */
export const BUNDLE_TERMINATE_MAX = 1000;
/** Rows of the act-register PDF (pdfmake lays a table out in memory). */
export const BUNDLE_ACT_MAX_DOCUMENTS = 5000;

/** The archive's and the act's names. */
export const bundleArchiveName = (number: number, part?: number) =>
  `Пакет документов № ${number}${part ? `, часть ${part}` : ''}.zip`;
export const bundleRegisterName = (number: number) => `Реестр пакета № ${number}.xlsx`;
export const bundleActName = (number: number) => `Акт-реестр документов пакета № ${number}.pdf`;

/** GET bundle/{id}/download?part=N: documents by number, BUNDLE_ARCHIVE_PART_SIZE a part (1 by default). */
export const bundleDownloadQuerySchema = z.object({
  part: z.coerce
    .number({ error: 'Часть архива — число' })
    .int('Часть архива — целое число')
    .min(1, 'Часть архива — от 1')
    .max(1000, 'Часть архива — не больше 1000')
    .optional(),
});

/** How many archives a bundle of `total` documents is downloaded in. */
export const bundleArchiveParts = (total: number) => Math.max(1, Math.ceil(total / BUNDLE_ARCHIVE_PART_SIZE));

/** POST bundle/{id}/terminate: the reason the contractors read; the documents (none: every one that can be). */
export const bundleTerminateRequestSchema = z.object({
  reason: z
    .string({ error: 'Укажите причину расторжения' })
    .trim()
    .min(1, 'Укажите причину расторжения')
    .max(1000, 'Причина — не длиннее 1000 символов'),
  document_ids: z
    .array(z.uuid({ error: 'Неизвестный документ' }), { error: 'Список документов' })
    .min(1, 'Выберите документы')
    .max(BUNDLE_TERMINATE_MAX, `Не больше ${BUNDLE_TERMINATE_MAX} документов за раз`)
    .optional(),
});
export type BundleTerminateRequest = z.input<typeof bundleTerminateRequestSchema>;

export const bundleTerminateResultSchema = z.object({
  document_id: z.string(),
  /** null for an id that is not the bundle's. */
  number: z.number().int().nullable(),
  ok: z.boolean(),
  /** Why not, in Russian (null when terminated). */
  reason: z.string().nullable(),
});
export type BundleTerminateResult = z.infer<typeof bundleTerminateResultSchema>;
export const bundleTerminateResponseSchema = z.object({
  items: z.array(bundleTerminateResultSchema),
  terminated: z.number().int(),
  failed: z.number().int(),
  /** Documents of the bundle that can still be terminated (past this call's limit): call again. */
  remaining: z.number().int(),
});
export type BundleTerminateResponse = z.infer<typeof bundleTerminateResponseSchema>;

/**
 * POST bundle/{id}/attachments/generate: the PDFs made again for the bundle's drafts without a main file and its
 * documents in ERROR, ≤ 1000 per batch (follow `batch_id` at document/attachment/generate/{batch_id}; null when one
 * document was made at once). `remaining`: more such documents after this batch.
 */
export const bundleAttachmentsGenerateResponseSchema = generateAttachmentsResponseSchema.extend({
  remaining: z.number().int(),
});
export type BundleAttachmentsGenerateResponse = z.infer<typeof bundleAttachmentsGenerateResponseSchema>;
