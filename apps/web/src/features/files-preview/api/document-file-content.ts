import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@vyplaty/contracts';
import { fileNameOf, http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import type { PreviewFile } from './responsible-file-content';

/** One file of a document (the API serves a document's files under the document: both sides, their own only). */
export async function getDocumentFile(documentId: string, fileId: string): Promise<PreviewFile> {
  const path = apiPaths.documents.attachment
    .replace(':id', encodeURIComponent(documentId))
    .replace(':attachmentId', encodeURIComponent(fileId));
  const response = await http.get<Blob>(path, { responseType: 'blob', timeout: 60_000 });
  const mimeType = String(response.headers['content-type'] ?? response.data.type ?? 'application/octet-stream');
  return {
    name: fileNameOf(response.headers['content-disposition'] as string | undefined, 'документ.pdf'),
    mimeType: mimeType.split(';')[0]!.trim(),
    blob: response.data,
  };
}

export const documentFileQueryOptions = (documentId: string, fileId: string) =>
  queryOptions({
    queryKey: queryKeys.documents.file(documentId, fileId),
    queryFn: () => getDocumentFile(documentId, fileId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useDocumentFile = (documentId: string, fileId: string) =>
  useQuery({ ...documentFileQueryOptions(documentId, fileId), enabled: documentId !== '' });
