import { apiPaths, type Notification, notificationListRequestSchema } from '@vyplaty/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { pathOf, type StubHandler } from '../../../test/http-stub';

/** A notification numbered n; unread, type 'other', no url unless overridden. */
export function makeNotification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Уведомление ${n}`,
    body: `Текст уведомления ${n}`,
    type: 'other',
    url: null,
    is_read: false,
    added_at: '2026-03-05T09:07:00',
    ...overrides,
  };
}

export type FakeNotificationsState = { notifications: Notification[]; isListFailing: boolean };

/**
 * The notification calls answered from an in-memory store the way the API is meant to (filter by
 * is_read when given, pages from 1, read flips unread ones and counts them); other calls go to `fallback`.
 */
export function fakeNotificationsApi(
  notifications: Notification[],
  fallback: StubHandler = () => ({ status: 404, data: {} }),
): { state: FakeNotificationsState; handler: StubHandler } {
  const state: FakeNotificationsState = { notifications, isListFailing: false };
  const handler: StubHandler = (req) => {
    const path = pathOf(req);
    if (path === apiPaths.notifications.notReadCount) {
      return { status: 200, data: { count: state.notifications.filter((n) => !n.is_read).length } };
    }
    if (path === apiPaths.notifications.list) {
      if (state.isListFailing) return { status: 503, data: { error_message: 'Сервис недоступен', code: 'INTERNAL' } };
      const body = notificationListRequestSchema.parse(bodyOf(req));
      const matching =
        body.is_read === undefined
          ? state.notifications
          : state.notifications.filter((n) => n.is_read === body.is_read);
      const start = (body.page - 1) * body.page_size;
      return {
        status: 200,
        data: { items: matching.slice(start, start + body.page_size), totalCount: matching.length },
      };
    }
    if (path === apiPaths.notifications.read) {
      const ids = new Set((bodyOf(req) as { notification_ids: string[] }).notification_ids);
      let updated = 0;
      state.notifications = state.notifications.map((n) => {
        if (!ids.has(n.id) || n.is_read) return n;
        updated += 1;
        return { ...n, is_read: true };
      });
      return { status: 200, data: { updated } };
    }
    return fallback(req);
  };
  return { state, handler };
}

/** The JSON body axios sent. */
export function bodyOf(req: InternalAxiosRequestConfig): unknown {
  return typeof req.data === 'string' ? JSON.parse(req.data) : req.data;
}

/** Bodies of the calls made to `path`, in order. */
export function bodiesTo(calls: InternalAxiosRequestConfig[], path: string): unknown[] {
  return calls.filter((c) => pathOf(c) === path).map(bodyOf);
}

export function countCallsTo(calls: InternalAxiosRequestConfig[], path: string): number {
  return calls.filter((c) => pathOf(c) === path).length;
}
