import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type Invite, inviteSchema, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE invite/{id}/employees/{personId}: the person's action becomes CANCEL. */
export async function cancelInvitePerson({ id, personId }: { id: string; personId: string }): Promise<Invite> {
  const path = pathWithId(apiPaths.invites.employee, id).replace(':personId', encodeURIComponent(personId));
  const { data } = await http.delete(path);
  return inviteSchema.parse(data);
}

export function useCancelInvitePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
