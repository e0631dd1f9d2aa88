/**
 * Messages the service worker posts to the open pages (client.postMessage). The worker (src/sw.ts) and
 * the app both read these, so the two never drift apart.
 */
export const SW_MESSAGE = {
  /** A push arrived or a notification was clicked: refetch the unread count (SPEC §7). */
  updateNotificationCount: 'update-notification-count',
  /** A notification was clicked: the app navigates to `url` (SPEC §2). */
  navigateFromNotification: 'NAVIGATE_FROM_NOTIFICATION',
} as const;

export type SwMessage =
  | { type: typeof SW_MESSAGE.updateNotificationCount }
  | { type: typeof SW_MESSAGE.navigateFromNotification; url: string };

/** Reads a message event's data defensively: anything else (other scripts, extensions) yields null. */
export function parseSwMessage(data: unknown): SwMessage | null {
  if (data === SW_MESSAGE.updateNotificationCount) return { type: SW_MESSAGE.updateNotificationCount };
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  const { type } = data as { type: unknown };
  if (type === SW_MESSAGE.updateNotificationCount) return { type };
  if (type === SW_MESSAGE.navigateFromNotification) {
    const url = (data as { url?: unknown }).url;
    return typeof url === 'string' ? { type, url } : null;
  }
  return null;
}

/** What the server puts into a web push (and FCM data) payload; the worker shows it. */
export type PushPayload = {
  notification_id: string;
  title: string;
  body: string;
  type: 'system' | 'other';
  url: string | null;
};
