import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

export type PreviewFile = { name: string; mimeType: string; blob: Blob };

/** The file name of Content-Disposition: the UTF-8 `filename*` when given (Cyrillic names), else `filename`. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A broken encoding: fall through to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] || fallback;
}

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
    queryKey: ['user', 'representatives', 'file', fileId],
    queryFn: () => getResponsibleFile(fileId),
    // A 404 (not the company's file, or withdrawn) will not change on retry.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useResponsibleFile = (fileId: string) => useQuery(responsibleFileQueryOptions(fileId));
