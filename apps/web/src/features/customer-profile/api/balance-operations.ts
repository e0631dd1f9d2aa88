import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type BalanceOperationsResponse, balanceOperationsResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The query of `GET balance/operations` as sent: page, size, and the filters present (text values). */
export type BalanceOperationsParams = {
  page: number;
  page_size: number;
  types?: string;
  date_from?: string;
  date_to?: string;
  amount_from?: string;
  amount_to?: string;
};

export async function getBalanceOperations(
  params: BalanceOperationsParams & { after?: string },
): Promise<BalanceOperationsResponse> {
  const { data } = await http.get(apiPaths.balance.operations, { params });
  return balanceOperationsResponseSchema.parse(data);
}

/**
 * One page of the balance's operations, newest first. The next page goes with the previous page's
 * `next_cursor` when that page is cached (keyset, docs/decisions/lists.md); the key stays the page number.
 */
export const balanceOperationsQueryOptions = (params: BalanceOperationsParams) =>
  queryOptions({
    queryKey: queryKeys.balance.operations(params),
    queryFn: ({ client }) => {
      const previous =
        params.page > 1
          ? client.getQueryData<BalanceOperationsResponse>(
              queryKeys.balance.operations({ ...params, page: params.page - 1 }),
            )
          : undefined;
      return getBalanceOperations(previous?.next_cursor ? { ...params, after: previous.next_cursor } : params);
    },
    placeholderData: keepPreviousData,
  });

export const useBalanceOperations = (params: BalanceOperationsParams) =>
  useQuery(balanceOperationsQueryOptions(params));
