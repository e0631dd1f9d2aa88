import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PayoutKind,
  type PayoutListRequest,
  type PayoutListResponse,
  payoutListResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { payoutPaths } from './payout-paths';

/** One page of the company's payouts of a kind, sorted and filtered on the server. */
export async function getPayouts(kind: PayoutKind, request: PayoutListRequest): Promise<PayoutListResponse> {
  const { data } = await http.post(payoutPaths(kind).list, request);
  return payoutListResponseSchema.parse(data);
}

/**
 * As the contractors list: the next page goes with the previous page's `next_cursor` when that page is
 * cached (keyset, docs/decisions/lists.md); the cache key stays the page number.
 */
export const payoutsQueryOptions = (kind: PayoutKind, request: PayoutListRequest) =>
  queryOptions({
    queryKey: queryKeys.payouts.list(kind, request),
    queryFn: ({ client }) => {
      const page = request.page ?? 1;
      const previous =
        page > 1
          ? client.getQueryData<PayoutListResponse>(queryKeys.payouts.list(kind, { ...request, page: page - 1 }))
          : undefined;
      return getPayouts(kind, previous?.next_cursor ? { ...request, after: previous.next_cursor } : request);
    },
    placeholderData: keepPreviousData,
  });

export const usePayouts = (kind: PayoutKind, request: PayoutListRequest) =>
  useQuery(payoutsQueryOptions(kind, request));
