import { apiPaths, type EmployeeExportRequest } from '@vyplaty/contracts';
import { http, rethrowWithBlobErrorBody } from '../../../lib/http';

/**
 * The .xlsx of the contractors the list shows (same search, filters and order). A refusal comes back as
 * a JSON Blob: it is read back into the error, so the toast shows the server's Russian message.
 */
export async function exportEmployees(request: EmployeeExportRequest): Promise<Blob> {
  const { data } = await http
    .post<Blob>(apiPaths.employees.export, request, { responseType: 'blob' })
    .catch(rethrowWithBlobErrorBody);
  return data;
}
