import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type FnsMyActivitiesResponse, fnsMyActivitiesResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** How often the page asks while a change is being sent to FNS. */
export const FNS_ACTIVITY_POLL_MS = 3000;

/** The activity kinds the contractor declared, and whether a change is still on its way to FNS. */
export async function getFnsMyActivities(): Promise<FnsMyActivitiesResponse> {
  const { data } = await http.get(apiPaths.fns.activity);
  return fnsMyActivitiesResponseSchema.parse(data);
}

export const fnsMyActivitiesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.employee.fns.myActivities,
    queryFn: getFnsMyActivities,
    refetchInterval: (query) => (query.state.data?.pending ? FNS_ACTIVITY_POLL_MS : false),
  });

export const useFnsMyActivities = () => useQuery(fnsMyActivitiesQueryOptions());
