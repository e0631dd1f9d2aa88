import { useMutation } from '@tanstack/react-query';
import { apiPaths, type EmployeeImport, employeeImportSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/** Step 1 of the import: the file is checked, nothing is created yet (multipart, field «file»). */
export async function validateEmployeesImport(file: File): Promise<EmployeeImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  // A 5 MB workbook of 5 000 rows takes a while to check.
  const { data } = await http.post(apiPaths.employeeImport.validate, form, { timeout: 120_000 });
  return employeeImportSchema.parse(data);
}

export const useValidateEmployeesImport = () => useMutation({ mutationFn: validateEmployeesImport });
