import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type FnsActivity, fnsActivitiesResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The FNS catalogue of activity kinds; the same for everyone and rarely changed. */
export async function getFnsActivities(): Promise<FnsActivity[]> {
  const { data } = await http.get(apiPaths.fns.activities);
  return fnsActivitiesResponseSchema.parse(data).items;
}

export const fnsActivitiesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.catalog.fnsActivities, queryFn: getFnsActivities, staleTime: 60 * 60_000 });

export const useFnsActivities = () => useQuery(fnsActivitiesQueryOptions());
