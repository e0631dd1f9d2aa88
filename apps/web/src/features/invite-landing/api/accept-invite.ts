import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AcceptInviteRequest,
  type AcceptInviteResponse,
  acceptInviteResponseSchema,
  apiPaths,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The logged-in contractor joins the link's company, with their answer about former employment by it
 * (N5); accepting again is harmless (is_new: false).
 */
export async function acceptInvite(body: AcceptInviteRequest): Promise<AcceptInviteResponse> {
  const { data } = await http.post(apiPaths.employeeOnboarding.acceptInvite, body);
  return acceptInviteResponseSchema.parse(data);
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    // The contractor's companies list changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employee.all }),
  });
}
