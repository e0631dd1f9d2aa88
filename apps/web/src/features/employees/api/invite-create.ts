import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type Invite, type InviteRequest, inviteSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** POST invite: a draft, or published at once (publish: true) — then the SMS go out. */
export async function createInvite(body: InviteRequest): Promise<Invite> {
  const { data } = await http.post(apiPaths.invites.create, body);
  return inviteSchema.parse(data);
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
