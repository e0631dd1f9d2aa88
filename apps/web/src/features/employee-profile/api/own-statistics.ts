import { useQuery } from '@tanstack/react-query';
import { apiPaths, type OwnStatisticsResponse, ownStatisticsResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Under `employee.all` (the profile's pull-to-refresh and a logout cover it); derived from the registry's
 * prefix here rather than added to lib/query-keys.ts, a file this slice did not own.
 */
const ownStatisticsKey = [...queryKeys.employee.all, 'statistics'] as const;

/** GET employee/statistics: the contractor's own figures with each of their companies, one request for the list. */
export async function getOwnStatistics(): Promise<OwnStatisticsResponse> {
  const { data } = await http.get(apiPaths.contractorStatistics.own);
  return ownStatisticsResponseSchema.parse(data);
}

export const useOwnStatistics = () => useQuery({ queryKey: ownStatisticsKey, queryFn: getOwnStatistics });
