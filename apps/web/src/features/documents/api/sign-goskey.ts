import { apiPaths, type Document, documentSchema, type GoskeyKind } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { fillDocumentPath } from './document-calls';

/** POST document/{id}/sign_goskey: the document goes to the person's «Госключ» app; the answer is the document. */
export async function signWithGoskey(id: string, kind: GoskeyKind): Promise<Document> {
  const { data } = await http.post(fillDocumentPath(apiPaths.documents.signGoskey, id), { kind });
  return documentSchema.parse(data);
}
