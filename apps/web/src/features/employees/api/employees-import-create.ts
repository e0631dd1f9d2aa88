import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type EmployeeImport, employeeImportSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Step 2: run the checked import; one published invite per accepted row is created in the background. */
export async function createEmployeesImport(importId: string): Promise<EmployeeImport> {
  const { data } = await http.post(apiPaths.employeeImport.create, { import_id: importId });
  return employeeImportSchema.parse(data);
}

export function useCreateEmployeesImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployeesImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
