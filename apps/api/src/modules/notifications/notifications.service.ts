/** The caller's own notifications and push devices. */
import {
  isWebPushSubscription,
  type Notification,
  type NotificationListRequest,
  type NotificationListResponse,
  type PushToken,
} from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { countUnread, markRead, type NotificationRow, selectNotificationPage } from './notifications.repo.js';
import { saveNativePushToken, saveWebPushSubscription } from './push-devices.repo.js';

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  body: row.body,
  type: row.type,
  url: row.url,
  is_read: row.isRead,
  added_at: row.addedAt.toISOString(),
});

export async function listNotifications(
  ctx: ActorContext,
  input: NotificationListRequest,
): Promise<NotificationListResponse> {
  const page = await selectNotificationPage(ctx.db, ctx.actor.accountId, {
    // SPEC §7: a falsy filter is omitted by the client; the server reads only what it is sent.
    ...(input.is_read === undefined ? {} : { isRead: input.is_read }),
    page: input.page,
    pageSize: input.page_size,
  });
  return { items: page.items.map(toNotification), totalCount: page.totalCount };
}

export const countUnreadNotifications = async (ctx: ActorContext) => ({
  count: await countUnread(ctx.db, ctx.actor.accountId),
});

export const markNotificationsRead = async (ctx: ActorContext, ids: string[]) => ({
  updated: await markRead(ctx.db, ctx.actor.accountId, [...new Set(ids)], ctx.now()),
});

/**
 * Registers this device for pushes of the account (at app start, and with login). A web endpoint
 * must belong to a known push service: the server will POST to it.
 */
export async function registerPushToken(ctx: AppContext, accountId: string, token: PushToken) {
  if (isWebPushSubscription(token)) {
    if (!ctx.push.isAllowedEndpoint(token.endpoint)) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'Этот браузер использует неизвестный сервис уведомлений',
        fields: { endpoint: 'Неизвестный сервис уведомлений' },
      });
    }
    await saveWebPushSubscription(ctx.db, accountId, token);
  } else {
    await saveNativePushToken(ctx.db, accountId, token, ctx.now());
  }
}
