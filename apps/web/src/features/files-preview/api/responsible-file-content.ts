import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@vyplaty/contracts';
import { fileNameOf, http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export type PreviewFile = { name: string; mimeType: string; blob: Blob };

/** One file of the company's responsible persons (inline; the API serves only the company's own). */
export async function getResponsibleFile(fileId: string): Promise<PreviewFile> {
  const response = await http.get<Blob>(apiPaths.representatives.fileContent, {
    params: { file_id: fileId },
    responseType: 'blob',
    timeout: 60_000,
  });
  const mimeType = String(response.headers['content-type'] ?? response.data.type ?? 'application/octet-stream');
  return {
    name: fileNameOf(response.headers['content-disposition'] as string | undefined, 'document'),
    mimeType: mimeType.split(';')[0]!.trim(),
    blob: response.data,
  };
}

export const responsibleFileQueryOptions = (fileId: string) =>
  queryOptions({
    queryKey: queryKeys.user.representatives.file(fileId),
    queryFn: () => getResponsibleFile(fileId),
    // A 404 (not the company's file, or withdrawn) will not change on retry.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useResponsibleFile = (fileId: string) => useQuery(responsibleFileQueryOptions(fileId));
