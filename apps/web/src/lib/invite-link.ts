/**
 * The public landing call of a company's invite link (`invite/employee/link`), shared by the three
 * screens a link leads through: the landing page, the contractor's registration and the completion of
 * their registration. The link of a person's SMS carries their key (`?p=`); with it the answer holds
 * what the company entered for them, which those screens put into their fields (editable).
 */
import { useQuery } from '@tanstack/react-query';
import { apiPaths, type InvitedPerson, type InviteLinkResponse, inviteLinkResponseSchema } from '@vyplaty/contracts';
import { useSearchParams } from 'react-router';
import { http } from './http';
import { type InviteFromAddress, inviteFromSearch } from './invite-texts';
import { queryKeys } from './query-keys';

export async function getInviteLink(token: string, person: string | null): Promise<InviteLinkResponse> {
  const { data } = await http.post(apiPaths.invites.link, { token, ...(person ? { person } : {}) });
  return inviteLinkResponseSchema.parse(data);
}

export function useInviteLink(token: string, person: string | null = null) {
  return useQuery({
    queryKey: queryKeys.inviteLink(token, person),
    queryFn: () => getInviteLink(token, person),
    // A 404 is the answer (an unknown or withdrawn link), not a hiccup to retry.
    retry: false,
    enabled: token !== '',
  });
}

/** The invite a registration screen was opened from (`?invite=…&p=…`), as the address carries it. */
export function useInviteFromAddress(): InviteFromAddress {
  const [params] = useSearchParams();
  return inviteFromSearch(params);
}

/**
 * What the company entered for the person the registration was opened for; null without a person's
 * key, while loading, or when the link no longer works (the person then simply types everything).
 */
export type InvitePrefill = InvitedPerson & Pick<InviteLinkResponse, 'kind' | 'tax_regime'>;

export function useInvitePrefill(): { prefill: InvitePrefill | null; isLoading: boolean } {
  const { token, person } = useInviteFromAddress();
  const link = useInviteLink(person ? (token ?? '') : '', person);
  const found = link.data?.person;
  return {
    prefill: found ? { ...found, kind: link.data!.kind, tax_regime: link.data!.tax_regime } : null,
    isLoading: link.isLoading,
  };
}
