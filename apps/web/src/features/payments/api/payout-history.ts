import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PayoutHistoryResponse, type PayoutKind, payoutHistoryResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { fillPath, payoutPaths } from './payout-paths';

/** The payout's events oldest first (SPEC §4 payout history events). */
export async function getPayoutHistory(kind: PayoutKind, id: string): Promise<PayoutHistoryResponse> {
  const { data } = await http.get(fillPath(payoutPaths(kind).history, id));
  return payoutHistoryResponseSchema.parse(data);
}

export const payoutHistoryQueryOptions = (kind: PayoutKind, id: string) =>
  queryOptions({ queryKey: queryKeys.payouts.history(kind, id), queryFn: () => getPayoutHistory(kind, id) });

export const usePayoutHistory = (kind: PayoutKind, id: string) => useQuery(payoutHistoryQueryOptions(kind, id));
