import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

export async function resetEmployeePassword(body: { phone: string; code: string; password: string }): Promise<void> {
  await http.post(apiPaths.employeeAuth.resetPassword, body);
}

export function useResetEmployeePassword() {
  return useMutation({ mutationFn: resetEmployeePassword });
}
