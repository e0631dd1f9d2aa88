import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type FnsMyActivitiesResponse, fnsMyActivitiesResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { fnsQueryKey } from './fns-connection';

export const fnsMyActivitiesQueryKey = [...fnsQueryKey, 'activity'] as const;
/** How often the page asks while a change is being sent to FNS. */
export const FNS_ACTIVITY_POLL_MS = 3000;

/** The activity kinds the contractor declared, and whether a change is still on its way to FNS. */
export async function getFnsMyActivities(): Promise<FnsMyActivitiesResponse> {
  const { data } = await http.get(apiPaths.fns.activity);
  return fnsMyActivitiesResponseSchema.parse(data);
}

export const fnsMyActivitiesQueryOptions = () =>
  queryOptions({
    queryKey: fnsMyActivitiesQueryKey,
    queryFn: getFnsMyActivities,
    refetchInterval: (query) => (query.state.data?.pending ? FNS_ACTIVITY_POLL_MS : false),
  });

export const useFnsMyActivities = () => useQuery(fnsMyActivitiesQueryOptions());
