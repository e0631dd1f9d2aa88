import { apiPaths, pathWithId } from '@vyplaty/contracts';
import { http, rethrowWithBlobErrorBody } from '../../../lib/http';

/** A file answer as a Blob; a refusal shows the server's message. */
async function downloadBlob(path: string): Promise<Blob> {
  const { data } = await http.get<Blob>(path, { responseType: 'blob' }).catch(rethrowWithBlobErrorBody);
  return data;
}

/** The empty template with the import's columns. */
export const downloadEmployeesImportTemplate = () => downloadBlob(apiPaths.employeeImport.template);

/** The uploaded file with the «Ошибка» column filled on rejected rows. */
export const downloadEmployeesImportReport = (id: string) =>
  downloadBlob(pathWithId(apiPaths.employeeImport.report, id));
