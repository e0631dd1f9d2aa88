import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type Invite, inviteSchema, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** DRAFT → PUBLISH: the link starts working and the SMS go out. */
export async function publishInvite(id: string): Promise<Invite> {
  const { data } = await http.post(pathWithId(apiPaths.invites.publish, id));
  return inviteSchema.parse(data);
}

export function usePublishInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
