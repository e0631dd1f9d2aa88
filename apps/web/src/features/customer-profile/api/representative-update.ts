import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  pathWithId,
  type Representative,
  representativeSchema,
  type UpdateRepresentativeRequest,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function updateRepresentative(input: {
  id: string;
  body: UpdateRepresentativeRequest;
}): Promise<Representative> {
  const { data } = await http.patch(pathWithId(apiPaths.representatives.one, input.id), input.body);
  return representativeSchema.parse(data);
}

export function useUpdateRepresentative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRepresentative,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.representatives.all }),
  });
}
