import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  apiPaths,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationListRequest,
  type NotificationListResponse,
  notificationListResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** One page of the person's notifications, newest first. */
export async function findNotifications(body: NotificationListRequest): Promise<NotificationListResponse> {
  const { data } = await http.post(apiPaths.notifications.list, body);
  return notificationListResponseSchema.parse(data);
}

/**
 * The popup's list, ten at a time from page 1 (SPEC §9). 'Only unread' sends is_read: false; without
 * it the filter is left out of the body altogether (SPEC §4, §7), so the server returns everything.
 */
export function notificationsQueryOptions(isOnlyUnread: boolean) {
  return infiniteQueryOptions({
    queryKey: queryKeys.notifications.list(isOnlyUnread),
    queryFn: ({ pageParam }) =>
      findNotifications({
        ...(isOnlyUnread ? { is_read: false } : {}),
        page: pageParam,
        page_size: NOTIFICATIONS_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, allPages, lastPageParam) => {
      const loaded = allPages.reduce((sum, page) => sum + page.items.length, 0);
      // An empty page ends the list even if totalCount says otherwise (items read or deleted meanwhile).
      return lastPage.items.length > 0 && loaded < lastPage.totalCount ? lastPageParam + 1 : undefined;
    },
  });
}

export function useNotifications(isOnlyUnread: boolean) {
  return useInfiniteQuery(notificationsQueryOptions(isOnlyUnread));
}
