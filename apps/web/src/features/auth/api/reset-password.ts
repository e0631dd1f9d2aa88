import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/** Always answers 200, whether or not the e-mail is known (no account enumeration). */
export async function resetPassword(body: { email: string }): Promise<void> {
  await http.post(apiPaths.auth.resetPassword, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
