import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type MassPayout,
  type MassPayoutListResponse,
  massPayoutListResponseSchema,
  type PayoutKind,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { massPayoutKeys, massPayoutPaths } from './mass-payout-paths';

/** How often a list showing a registry being imported is asked again. */
const LIST_POLL_MS = 3000;

/** The list as the page holds it: the page number is ours, the API knows only cursors. */
export type MassPayoutsParams = {
  page: number;
  page_size: number;
  /** MY: the registries the caller's own login uploaded or made. */
  scope?: 'MY' | 'ALL' | undefined;
  status?: MassPayout['status'] | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
};

type MassPayoutsQuery = Omit<MassPayoutsParams, 'page'> & { after?: string };

export async function getMassPayouts(kind: PayoutKind, query: MassPayoutsQuery): Promise<MassPayoutListResponse> {
  const { data } = await http.get(massPayoutPaths(kind).list, { params: query });
  return massPayoutListResponseSchema.parse(data);
}

/**
 * One page of a kind's registries, newest first. `GET …/mass_payout/list` pages by cursor only (no page
 * number, no total): page N is read after page N−1's `next_cursor`, taken from the cache or, for a page
 * opened by its address, read first the same way — so a reload of page 3 still shows page 3.
 */
export const massPayoutsQueryOptions = (kind: PayoutKind, params: MassPayoutsParams) =>
  queryOptions({
    queryKey: massPayoutKeys.list(kind, params),
    queryFn: async ({ client }): Promise<MassPayoutListResponse> => {
      const { page, ...query } = params;
      if (page <= 1) return getMassPayouts(kind, query);
      const previous = await client.ensureQueryData(massPayoutsQueryOptions(kind, { ...params, page: page - 1 }));
      if (!previous.next_cursor) return { items: [], next_cursor: null };
      return getMassPayouts(kind, { ...query, after: previous.next_cursor });
    },
    placeholderData: keepPreviousData,
    // A registry of the page still being read and checked: its status and counts are followed.
    refetchInterval: (query) =>
      query.state.data?.items.some((registry) => ['NEW', 'IN_PROGRESS'].includes(registry.import.status))
        ? LIST_POLL_MS
        : false,
  });

export const useMassPayouts = (kind: PayoutKind, params: MassPayoutsParams) =>
  useQuery(massPayoutsQueryOptions(kind, params));
