import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ChangePasswordRequest } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await http.post(apiPaths.auth.changePassword, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
