/**
 * Delivery of one notification to one device. Idempotent in effect: the push carries the
 * notification id as Topic (web) and the app uses it as the notification tag, so a repeated delivery
 * replaces the shown notification instead of adding a second one. A device the push service no
 * longer knows (404/410, FCM UNREGISTERED) is forgotten; other failures throw and the queue retries.
 */
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineJob } from '../../jobs/define-job.js';
import type { NotificationRow } from './notifications.repo.js';
import { selectNotification } from './notifications.repo.js';
import {
  deleteNativePushToken,
  deleteWebPushSubscription,
  selectNativePushToken,
  selectWebPushSubscription,
} from './push-devices.repo.js';

/** A notification nobody received within a day is stale: the bell still has it. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** The Android channel the native app creates (SPEC §3 Local notification). */
export const NATIVE_CHANNEL_ID = 'important';

/** What the service worker and the native app receive; mirrored in apps/web/src/pwa/messages.ts. */
export const pushPayloadOf = (n: NotificationRow) => ({
  notification_id: n.id,
  title: n.title,
  body: n.body,
  type: n.type,
  url: n.url,
});

/** A push for an account that has since moved on from this device must not be shown on it. */
const isStillTheirs = (notification: NotificationRow | undefined, accountId: string | undefined) =>
  notification !== undefined && notification.accountId === accountId && !notification.isRead;

export const pushWebJob = defineJob({
  name: 'notifications.push-web',
  schema: z.object({ notificationId: z.uuid(), subscriptionId: z.uuid() }),
  retryLimit: 6,
  handler: async (ctx: AppContext, { notificationId, subscriptionId }) => {
    const subscription = await selectWebPushSubscription(ctx.db, subscriptionId);
    const notification = await selectNotification(ctx.db, notificationId);
    if (!subscription || !isStillTheirs(notification, subscription.accountId) || !notification) return;
    const outcome = await ctx.push.web.send(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(pushPayloadOf(notification)),
      { ttlSeconds: PUSH_TTL_SECONDS, topic: notification.id.replaceAll('-', ''), urgency: 'normal' },
    );
    if (outcome === 'gone') await deleteWebPushSubscription(ctx.db, subscription.id);
  },
});

export const pushNativeJob = defineJob({
  name: 'notifications.push-native',
  schema: z.object({ notificationId: z.uuid(), tokenId: z.uuid() }),
  retryLimit: 6,
  handler: async (ctx: AppContext, { notificationId, tokenId }) => {
    if (!ctx.push.fcm) return;
    const device = await selectNativePushToken(ctx.db, tokenId);
    const notification = await selectNotification(ctx.db, notificationId);
    if (!device || !isStillTheirs(notification, device.accountId) || !notification) return;
    const payload = pushPayloadOf(notification);
    const outcome = await ctx.push.fcm.send(device.token, {
      title: payload.title,
      body: payload.body,
      data: {
        notification_id: payload.notification_id,
        type: payload.type,
        ...(payload.url ? { url: payload.url } : {}),
      },
      channelId: NATIVE_CHANNEL_ID,
    });
    if (outcome === 'gone') await deleteNativePushToken(ctx.db, device.id);
  },
});

export const pushJobs = [pushWebJob, pushNativeJob];
