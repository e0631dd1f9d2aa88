import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type SbpBank, sbpBankListResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Every СБП participant (a few dozen): the bank field filters them as the person types. */
export async function findSbpBanks(): Promise<SbpBank[]> {
  const { data } = await http.post(apiPaths.catalogBankSbp, {});
  return sbpBankListResponseSchema.parse(data).items;
}

export const sbpBanksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.catalog.sbpBanks, queryFn: findSbpBanks, staleTime: 60 * 60_000 });

export const useSbpBanks = () => useQuery(sbpBanksQueryOptions());
