import { fileNameOf, http, rethrowWithBlobErrorBody } from '../../../lib/http';

export type DownloadedFile = { blob: Blob; name: string };

/** A file answer of the API with its name from Content-Disposition; a refusal keeps the server's Russian message. */
export async function downloadFile(path: string, params: object, fallbackName: string): Promise<DownloadedFile> {
  const response = await http.get<Blob>(path, { params, responseType: 'blob' }).catch(rethrowWithBlobErrorBody);
  const disposition = response.headers['content-disposition'] as string | undefined;
  return { blob: response.data, name: fileNameOf(disposition, fallbackName) };
}
