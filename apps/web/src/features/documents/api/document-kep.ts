import { apiPaths, type Document, documentSchema, kepToSignResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { fillDocumentPath } from './document-calls';

/** GET document/{id}/sign_kep: the main file's exact bytes (base64) for the plug-in to sign. */
export async function getDocumentKepContent(id: string): Promise<string> {
  const { data } = await http.get(fillDocumentPath(apiPaths.documents.signKep, id));
  return kepToSignResponseSchema.parse(data).content;
}

/** POST document/{id}/sign_kep: the detached CAdES-BES; 422 carries the failed step's reason. */
export async function postDocumentKep(id: string, signature: string): Promise<Document> {
  const { data } = await http.post(fillDocumentPath(apiPaths.documents.signKep, id), { signature });
  return documentSchema.parse(data);
}
