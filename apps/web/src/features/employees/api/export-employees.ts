import { apiPaths, type EmployeeExportRequest } from '@vyplaty/contracts';
import { isAxiosError } from 'axios';
import { http } from '../../../lib/http';

/**
 * The .xlsx of the contractors the list shows (same search, filters and order). A refusal comes back as
 * a JSON Blob: it is read back into the error, so the toast shows the server's Russian message.
 */
export async function exportEmployees(request: EmployeeExportRequest): Promise<Blob> {
  try {
    const { data } = await http.post<Blob>(apiPaths.employees.export, request, { responseType: 'blob' });
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
