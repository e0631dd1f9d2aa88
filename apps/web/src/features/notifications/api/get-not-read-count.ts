import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, NOTIFICATIONS_COUNT_REFETCH_MS, notificationCountResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** How many of the person's notifications are unread (the bell's badge). */
export async function getNotReadCount(): Promise<number> {
  const { data } = await http.get(apiPaths.notifications.notReadCount);
  return notificationCountResponseSchema.parse(data).count;
}

/** SPEC §9: polled every 60 s while the page is visible; pushes between polls arrive via the service worker. */
export function notReadCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications.notReadCount,
    queryFn: getNotReadCount,
    refetchInterval: NOTIFICATIONS_COUNT_REFETCH_MS,
  });
}

export function useNotReadCount() {
  return useQuery(notReadCountQueryOptions());
}
