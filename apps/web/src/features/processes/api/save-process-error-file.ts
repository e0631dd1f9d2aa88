import { fileNameOf, http, rethrowWithBlobErrorBody } from '../../../lib/http';
import { saveBlob } from '../../../lib/save-blob';

/**
 * A process's error file (the uploaded file with the «Ошибка» column), at the API path the process names,
 * saved under the server's name; a refusal rejects with the server's Russian message.
 */
export async function saveProcessErrorFile(path: string): Promise<void> {
  const response = await http.get<Blob>(path, { responseType: 'blob' }).catch(rethrowWithBlobErrorBody);
  const disposition = response.headers['content-disposition'];
  saveBlob(response.data, fileNameOf(typeof disposition === 'string' ? disposition : undefined, 'Ошибки.xlsx'));
}
