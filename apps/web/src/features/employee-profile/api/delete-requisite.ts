import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function deleteRequisite(id: string): Promise<void> {
  await http.delete(pathWithId(apiPaths.employeeRequisite, id));
}

export function useDeleteRequisite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequisite,
    // Deleting the primary one promotes another.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employee.requisites }),
  });
}
