import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type MassPayoutRowState,
  type MassPayoutRowsResponse,
  massPayoutRowsResponseSchema,
  type PayoutKind,
  pathWithId,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { massPayoutKeys, massPayoutPaths } from './mass-payout-paths';

/** The rows as the page holds them: the page number is ours, the API pages after a row number. */
export type MassPayoutRowsParams = {
  page: number;
  page_size: number;
  state?: MassPayoutRowState | undefined;
  error?: string | undefined;
};

type MassPayoutRowsQuery = Omit<MassPayoutRowsParams, 'page'> & { after?: number };

export async function getMassPayoutRows(
  kind: PayoutKind,
  id: string,
  query: MassPayoutRowsQuery,
): Promise<MassPayoutRowsResponse> {
  const { data } = await http.get(pathWithId(massPayoutPaths(kind).rows, id), { params: query });
  return massPayoutRowsResponseSchema.parse(data);
}

/**
 * One page of a registry's rows in file order, by state. As the registries list: page N is read after the
 * last row number of page N−1 (cached, or read first for a page opened by its address).
 */
export const massPayoutRowsQueryOptions = (kind: PayoutKind, id: string, params: MassPayoutRowsParams) =>
  queryOptions({
    queryKey: massPayoutKeys.rowsPage(kind, id, params),
    queryFn: async ({ client }): Promise<MassPayoutRowsResponse> => {
      const { page, ...query } = params;
      if (page <= 1) return getMassPayoutRows(kind, id, query);
      const previous = await client.ensureQueryData(
        massPayoutRowsQueryOptions(kind, id, { ...params, page: page - 1 }),
      );
      if (previous.next_cursor === null) return { items: [], next_cursor: null };
      return getMassPayoutRows(kind, id, { ...query, after: previous.next_cursor });
    },
    placeholderData: keepPreviousData,
  });

export const useMassPayoutRows = (kind: PayoutKind, id: string, params: MassPayoutRowsParams) =>
  useQuery(massPayoutRowsQueryOptions(kind, id, params));
