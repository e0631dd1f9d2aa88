/**
 * Cache keys of the notifications feature. Anything that changes notifications (a click, 'mark all',
 * a push reported by the service worker) invalidates `all`, which refetches both the list and the count.
 */
export const notificationsQueryKeys = {
  all: ['notifications'] as const,
  notReadCount: ['notifications', 'not-read-count'] as const,
  list: (isOnlyUnread: boolean) => ['notifications', 'list', { isOnlyUnread }] as const,
};
