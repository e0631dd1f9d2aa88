import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Moneyback, moneybackListResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The company's returns of money to its own accounts, newest first (GET sber/moneyback). */
export async function getMoneybacks(): Promise<Moneyback[]> {
  const { data } = await http.get(apiPaths.balance.moneyback);
  return moneybackListResponseSchema.parse(data).items;
}

export const moneybacksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.balance.moneybacks, queryFn: getMoneybacks });

export const useMoneybacks = () => useQuery(moneybacksQueryOptions());
