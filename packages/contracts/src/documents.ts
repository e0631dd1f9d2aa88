/** Document types and their kinds (SPEC §3 Document type: name act or contract, with kinds {id, name}). */
import { z } from 'zod';
import { type documentKindSchema, hashAlgorithmSchema } from './enums.js';

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
 * step 4) and for the evidence of what was signed. Only the caller's own files.
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
