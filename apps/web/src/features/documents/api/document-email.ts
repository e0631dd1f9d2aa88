import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type DocumentEmailInfo,
  documentEmailInfoSchema,
  type SendDocumentToEmailResponse,
  sendDocumentToEmailResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { fillDocumentPath } from './document-calls';

/** GET document/{id}/send_to_email: PDF or the zip with signatures, its name, the contractor's e-mail if known. */
export async function getDocumentEmailInfo(id: string): Promise<DocumentEmailInfo> {
  const { data } = await http.get(fillDocumentPath(apiPaths.documents.sendToEmail, id));
  return documentEmailInfoSchema.parse(data);
}

/** POST document/{id}/send_to_email: the letter is queued and SEND_TO_EMAIL recorded; a bad address → 400 on `email`. */
export async function sendDocumentToEmail(id: string, email: string): Promise<SendDocumentToEmailResponse> {
  const { data } = await http.post(fillDocumentPath(apiPaths.documents.sendToEmail, id), { email });
  return sendDocumentToEmailResponseSchema.parse(data);
}

// Always asked afresh: a signature since the last look turns the PDF into the zip.
export const documentEmailInfoQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.documents.email(id), queryFn: () => getDocumentEmailInfo(id), staleTime: 0 });

export const useDocumentEmailInfo = (id: string) => useQuery(documentEmailInfoQueryOptions(id));
