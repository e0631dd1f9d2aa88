/**
 * The company's balance (`GET balance`), shared by the balance page of the profile and the payout
 * forms, which show what is available beside «Выплатить». One cache entry: a payout or a moneyback
 * invalidates `queryKeys.balance.all` and both places follow.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type BalanceResponse, balanceResponseSchema } from '@vyplaty/contracts';
import { http } from './http';
import { queryKeys } from './query-keys';

export async function getBalance(): Promise<BalanceResponse> {
  const { data } = await http.get(apiPaths.balance.balance);
  return balanceResponseSchema.parse(data);
}

export const balanceQueryOptions = () => queryOptions({ queryKey: queryKeys.balance.summary, queryFn: getBalance });

export const useBalance = () => useQuery(balanceQueryOptions());
