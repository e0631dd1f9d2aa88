import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type DirectBankLoginOtpRequest,
  type DirectBankLoginRequest,
  type DirectBankSession,
  directBankSessionSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The company's 1C:DirectBank state (`one_c_direct_bank`): none, code sent, connected, expired, logged out. */
export async function getDirectBankSession(): Promise<DirectBankSession> {
  const { data } = await http.get(apiPaths.oneCDirectBank.session);
  return directBankSessionSchema.parse(data);
}

export const useDirectBankSession = () =>
  useQuery({ queryKey: queryKeys.user.directBank, queryFn: getDirectBankSession });

/** Each step answers the new state: the panel shows it without asking again. */
function useDirectBankStep<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => directBankSessionSchema.parse(await call(input)),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.user.directBank, state),
  });
}

/** The bank's login and password → the bank sends a code (OTP_REQUIRED) or connects at once (ACTIVE). */
export const useDirectBankLogin = () =>
  useDirectBankStep(
    async (body: DirectBankLoginRequest) => (await http.post(apiPaths.oneCDirectBank.login, body)).data,
  );

/** The code from the SMS → connected. */
export const useDirectBankOtp = () =>
  useDirectBankStep(
    async (body: DirectBankLoginOtpRequest) => (await http.post(apiPaths.oneCDirectBank.loginOtp, body)).data,
  );

/** The portal forgets the bank session. */
export function useDirectBankLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => directBankSessionSchema.parse((await http.post(apiPaths.oneCDirectBank.logout, {})).data),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.user.directBank, state),
  });
}
