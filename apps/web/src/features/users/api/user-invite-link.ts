import { useMutation, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type CompanyUserInviteAccept,
  type CompanyUserInviteInfo,
  companyUserInviteInfoSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

const withToken = (path: string, token: string) => path.replace(':token', encodeURIComponent(token));

/** Whom the link invites, to what company, with which role (public). */
export async function getUserInvite(token: string): Promise<CompanyUserInviteInfo> {
  const { data } = await http.get(withToken(apiPaths.companyUsers.inviteInfo, token));
  return companyUserInviteInfoSchema.parse(data);
}

export function useUserInvite(token: string) {
  return useQuery({
    queryKey: queryKeys.userInvite(token),
    queryFn: () => getUserInvite(token),
    // A 404 or 410 is the answer (an unknown, used or expired link), not a hiccup to retry.
    retry: false,
    enabled: token !== '',
  });
}

/** The colleague sets a password: the login becomes ACTIVE and they log in with the invite's e-mail. */
export async function acceptUserInvite({ token, ...body }: CompanyUserInviteAccept & { token: string }) {
  await http.post(withToken(apiPaths.companyUsers.inviteAccept, token), body);
}

export async function declineUserInvite(token: string) {
  await http.post(withToken(apiPaths.companyUsers.inviteDecline, token), {});
}

export const useAcceptUserInvite = () => useMutation({ mutationFn: acceptUserInvite });
export const useDeclineUserInvite = () => useMutation({ mutationFn: declineUserInvite });
