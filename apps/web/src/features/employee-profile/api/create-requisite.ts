import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type CreateRequisiteRequest, type Requisite, requisiteSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function createRequisite(body: CreateRequisiteRequest): Promise<Requisite> {
  const { data } = await http.post(apiPaths.employeeRequisites, body);
  return requisiteSchema.parse(data);
}

export function useCreateRequisite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequisite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employee.requisites }),
  });
}
