import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type InviteSendSmsResponse, inviteSendSmsResponseSchema, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The link by SMS again, to one person or (no personId) to everyone still invited; throttled by the API. */
export async function sendInviteSms({
  id,
  personId,
}: {
  id: string;
  personId?: string;
}): Promise<InviteSendSmsResponse> {
  const { data } = await http.post(pathWithId(apiPaths.invites.sendSms, id), {
    employee_ids: personId ? [personId] : undefined,
  });
  return inviteSendSmsResponseSchema.parse(data);
}

export function useSendInviteSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInviteSms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
