import {
  apiPaths,
  type Document,
  documentSchema,
  type GoskeyRepresentativesResponse,
  goskeyRepresentativesResponseSchema,
  type SignGoskeyRequest,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { fillDocumentPath } from './document-calls';

/**
 * POST document/{id}/sign_goskey: the document goes to the person's «Госключ» app (for the company, the
 * chosen responsible person's); the answer is the document (202 too: the send is not confirmed yet).
 */
export async function signWithGoskey(id: string, request: SignGoskeyRequest): Promise<Document> {
  const { data } = await http.post(fillDocumentPath(apiPaths.documents.signGoskey, id), request);
  return documentSchema.parse(data);
}

/** GET document/{id}/sign_goskey/representatives: who may sign the company's document in Госключ. */
export async function getGoskeyRepresentatives(id: string): Promise<GoskeyRepresentativesResponse> {
  const { data } = await http.get(fillDocumentPath(apiPaths.documents.signGoskeyRepresentatives, id));
  return goskeyRepresentativesResponseSchema.parse(data);
}
