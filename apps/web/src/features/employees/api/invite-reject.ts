import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type Invite, inviteSchema, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** PUBLISH → REJECT: the link stops working. */
export async function rejectInvite(id: string): Promise<Invite> {
  const { data } = await http.post(pathWithId(apiPaths.invites.reject, id));
  return inviteSchema.parse(data);
}

export function useRejectInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
