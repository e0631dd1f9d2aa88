import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type CompanyUserUpdate, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

const p = apiPaths.companyUsers;

/** What the owner does to one colleague's login: each call answers with the login or an empty success. */
export type CompanyUserChange =
  | { id: string; action: 'update'; body: CompanyUserUpdate }
  | { id: string; action: 'block' | 'unblock' | 'resend' | 'remove' };

export async function changeCompanyUser(change: CompanyUserChange): Promise<void> {
  const { id } = change;
  switch (change.action) {
    case 'update':
      await http.patch(pathWithId(p.one, id), change.body);
      return;
    case 'remove':
      await http.delete(pathWithId(p.one, id));
      return;
    case 'block':
      await http.post(pathWithId(p.block, id), {});
      return;
    case 'unblock':
      await http.post(pathWithId(p.unblock, id), {});
      return;
    case 'resend':
      await http.post(pathWithId(p.resendInvite, id), {});
      return;
  }
}

/** Every change refreshes the list: statuses, roles and invite terms are the server's to say. */
export function useChangeCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCompanyUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.companyUsers }),
  });
}
