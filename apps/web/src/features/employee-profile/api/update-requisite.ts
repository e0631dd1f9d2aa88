import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId, type Requisite, requisiteSchema, type UpdateRequisiteRequest } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** New details of a requisite, or `{is_primary: true}` to make it the primary one. */
export async function updateRequisite(id: string, body: UpdateRequisiteRequest): Promise<Requisite> {
  const { data } = await http.patch(pathWithId(apiPaths.employeeRequisite, id), body);
  return requisiteSchema.parse(data);
}

export function useUpdateRequisite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateRequisiteRequest }) => updateRequisite(id, body),
    // Making one primary changes another one too: the whole list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.employee.requisites }),
  });
}
