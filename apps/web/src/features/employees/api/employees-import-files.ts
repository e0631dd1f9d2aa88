import { apiPaths, pathWithId } from '@vyplaty/contracts';
import { isAxiosError } from 'axios';
import { http } from '../../../lib/http';

/** A file answer as a Blob; a refusal (JSON Blob) is read back so the toast shows the server's message. */
async function downloadBlob(path: string): Promise<Blob> {
  try {
    const { data } = await http.get<Blob>(path, { responseType: 'blob' });
    return data;
  } catch (err) {
    const body: unknown = isAxiosError(err) ? err.response?.data : undefined;
    if (isAxiosError(err) && err.response && body instanceof Blob) {
      try {
        err.response.data = JSON.parse(await body.text());
      } catch {
        // Not JSON: the caller's fallback message is shown.
      }
    }
    throw err;
  }
}

/** The empty template with the import's columns. */
export const downloadEmployeesImportTemplate = () => downloadBlob(apiPaths.employeeImport.template);

/** The uploaded file with the «Ошибка» column filled on rejected rows. */
export const downloadEmployeesImportReport = (id: string) =>
  downloadBlob(pathWithId(apiPaths.employeeImport.report, id));
