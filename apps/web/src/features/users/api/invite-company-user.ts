import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type CompanyUser, type CompanyUserInvite, companyUserSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The owner invites a colleague by e-mail: the API writes a PENDING login and sends the letter with the link. */
export async function inviteCompanyUser(body: CompanyUserInvite): Promise<CompanyUser> {
  const { data } = await http.post(apiPaths.companyUsers.invite, body);
  return companyUserSchema.parse(data);
}

export function useInviteCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCompanyUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.companyUsers }),
  });
}
