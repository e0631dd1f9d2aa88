import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type EmployeeRemoveResponse, employeeRemoveResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Disconnects the contractors from the company (all or nothing). */
export async function removeEmployees(ids: string[]): Promise<EmployeeRemoveResponse> {
  const { data } = await http.delete(apiPaths.employees.list, { data: { ids } });
  return employeeRemoveResponseSchema.parse(data);
}

export function useRemoveEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmployees,
    // Pages and counts both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employees.all }),
  });
}
