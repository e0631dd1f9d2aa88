import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type CreateRepresentativeRequest,
  type Representative,
  representativeSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function createRepresentative(body: CreateRepresentativeRequest): Promise<Representative> {
  const { data } = await http.post(apiPaths.representatives.create, body);
  return representativeSchema.parse(data);
}

export function useCreateRepresentative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRepresentative,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.representatives.all }),
  });
}
