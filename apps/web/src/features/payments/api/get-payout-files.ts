import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PayoutFile, type PayoutKind, payoutFilesResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { fillPath, payoutPaths } from './payout-paths';

/** The files attached to a payout (a signed act, a report…). */
export async function getPayoutFiles(kind: PayoutKind, id: string): Promise<PayoutFile[]> {
  const { data } = await http.get(fillPath(payoutPaths(kind).files, id));
  return payoutFilesResponseSchema.parse(data).items;
}

export const payoutFilesQueryOptions = (kind: PayoutKind, id: string) =>
  queryOptions({ queryKey: queryKeys.payouts.files(kind, id), queryFn: () => getPayoutFiles(kind, id) });

export const usePayoutFiles = (kind: PayoutKind, id: string) => useQuery(payoutFilesQueryOptions(kind, id));
