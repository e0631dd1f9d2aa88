import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function deleteRepresentative(id: string): Promise<void> {
  await http.delete(pathWithId(apiPaths.representatives.one, id));
}

export function useDeleteRepresentative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRepresentative,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.representatives.all }),
  });
}
