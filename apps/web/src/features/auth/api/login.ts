import { useMutation } from '@tanstack/react-query';
import { apiPaths, type LoginRequest, type LoginResponse, loginResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

export async function login(body: LoginRequest): Promise<LoginResponse> {
  const { data } = await http.post(apiPaths.auth.login, body);
  return loginResponseSchema.parse(data);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
