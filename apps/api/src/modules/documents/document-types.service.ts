/** SPEC §3 Document type: act and contract, each with its kinds (the document-type tree reads this). */
import { type DocumentTypesResponse, documentTypeNameSchema } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { selectDocumentSubkinds } from './document-types.repo.js';

export async function listDocumentTypes(ctx: AppContext): Promise<DocumentTypesResponse> {
  const kinds = await selectDocumentSubkinds(ctx.db);
  return documentTypeNameSchema.options.map((name) => ({
    name,
    kinds: kinds.filter((k) => k.type === name).map((k) => ({ id: k.id, name: k.name })),
  }));
}
