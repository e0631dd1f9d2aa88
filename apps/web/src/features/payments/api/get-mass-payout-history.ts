import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type MassPayoutHistoryResponse,
  massPayoutHistoryResponseSchema,
  type PayoutKind,
  pathWithId,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { massPayoutKeys, massPayoutPaths } from './mass-payout-paths';

export async function getMassPayoutHistory(kind: PayoutKind, id: string): Promise<MassPayoutHistoryResponse> {
  const { data } = await http.get(pathWithId(massPayoutPaths(kind).history, id));
  return massPayoutHistoryResponseSchema.parse(data);
}

/** The registry's events in Russian, oldest first (upload, read, checked, rows removed, mode changed…). */
export const massPayoutHistoryQueryOptions = (kind: PayoutKind, id: string) =>
  queryOptions({ queryKey: massPayoutKeys.history(kind, id), queryFn: () => getMassPayoutHistory(kind, id) });

export const useMassPayoutHistory = (kind: PayoutKind, id: string) => useQuery(massPayoutHistoryQueryOptions(kind, id));
