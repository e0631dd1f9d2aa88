/** Document types and their kinds (SPEC §3 Document type: name act or contract, with kinds {id, name}). */
import { z } from 'zod';
import type { documentKindSchema } from './enums.js';

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
