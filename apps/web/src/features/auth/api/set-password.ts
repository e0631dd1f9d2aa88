import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/** Sets a new password with the token from the UPDATE_PASSWORD e-mail link. */
export async function setPassword(body: { token: string; password: string }): Promise<void> {
  await http.post(apiPaths.auth.setPassword, body);
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
