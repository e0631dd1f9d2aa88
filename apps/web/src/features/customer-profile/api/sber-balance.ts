import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type SberBalanceResponse, sberBalanceResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** How often the page asks while the bank has not answered. */
export const SBER_POLL_MS = 3000;

/** The nominal-account binding and the account a new request would bind. */
export async function getSberBalance(): Promise<SberBalanceResponse> {
  const { data } = await http.get(apiPaths.sberBalance);
  return sberBalanceResponseSchema.parse(data);
}

/** Polls every few seconds while the binding waits for the bank, and stops once it has answered. */
export const useSberBalance = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.user.sberBalance,
      queryFn: getSberBalance,
      refetchInterval: (query) => (query.state.data?.binding?.status === 'AWAIT_BIND' ? SBER_POLL_MS : false),
    }),
  );

export async function requestSberBinding(): Promise<SberBalanceResponse> {
  const { data } = await http.post(apiPaths.sberBalance, {});
  return sberBalanceResponseSchema.parse(data);
}

export function useRequestSberBinding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSberBinding,
    onSuccess: (state) => {
      queryClient.setQueryData(queryKeys.user.sberBalance, state);
      // The account shows "Подключается" in payments-accounts.
      return queryClient.invalidateQueries({ queryKey: queryKeys.user.bankAccounts });
    },
  });
}
