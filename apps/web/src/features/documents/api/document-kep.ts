import {
  apiPaths,
  type Document,
  documentSchema,
  type KepToSignResponse,
  kepToSignResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { fillDocumentPath } from './document-calls';

/** GET document/{id}/sign_kep: the main file's exact bytes (base64) — or, over 5 MiB, only their hash — for the plug-in to sign. */
export async function getDocumentKepToSign(id: string): Promise<KepToSignResponse> {
  const { data } = await http.get(fillDocumentPath(apiPaths.documents.signKep, id));
  return kepToSignResponseSchema.parse(data);
}

/** POST document/{id}/sign_kep: the detached CAdES-BES; 422 carries the failed step's reason. */
export async function postDocumentKep(id: string, signature: string): Promise<Document> {
  const { data } = await http.post(fillDocumentPath(apiPaths.documents.signKep, id), { signature });
  return documentSchema.parse(data);
}
