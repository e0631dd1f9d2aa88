import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Sends the confirmation letter again; the API answers 429 with a message when asked too often. */
export async function sendVerifyEmail(): Promise<void> {
  await http.post(apiPaths.auth.verifyEmailSend);
}

export function useSendVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendVerifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.profile }),
  });
}
