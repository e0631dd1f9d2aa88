import { useQuery } from '@tanstack/react-query';
import { apiPaths, type InviteLinkResponse, inviteLinkResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Public: the inviting company and the kind of work, by the link's token (`invite/employee/link`). */
export async function getInviteLink(token: string): Promise<InviteLinkResponse> {
  const { data } = await http.post(apiPaths.invites.link, { token });
  return inviteLinkResponseSchema.parse(data);
}

export function useInviteLink(token: string) {
  // A 404 is the answer (an unknown or withdrawn link), not a hiccup to retry.
  return useQuery({ queryKey: queryKeys.inviteLink(token), queryFn: () => getInviteLink(token), retry: false });
}
