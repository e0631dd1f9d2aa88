import { useMutation } from '@tanstack/react-query';
import { apiPaths, type LoginRequest, type LoginResponse, loginResponseSchema } from '@vyplaty/contracts';
import { http, startSession } from '../../../lib/http';

/** A session is open from the answer on (the offer may still have to be accepted before auth/me is read). */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const { data } = await http.post(apiPaths.auth.login, body);
  startSession();
  return loginResponseSchema.parse(data);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
