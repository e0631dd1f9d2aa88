import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type Invite, type InviteRequest, inviteSchema, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** PUT invite/{id}: a draft's kind, regime, comment and people. */
export async function updateInvite({ id, body }: { id: string; body: InviteRequest }): Promise<Invite> {
  const { data } = await http.put(pathWithId(apiPaths.invites.one, id), body);
  return inviteSchema.parse(data);
}

export function useUpdateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
