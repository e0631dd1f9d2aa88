import type { LocalNotificationsPlugin } from '@capacitor/local-notifications';
import type { PushNotificationSchema, PushNotificationsPlugin } from '@capacitor/push-notifications';
import { notificationTargetPath } from '../pwa/notification-navigation';
import { PUSH_SUBSCRIBE_ERROR } from '../pwa/push-subscription';
import type { NativePlatform } from './platform';

/** SPEC §3 Local notification: the Android channels pushes and local notifications go to. */
export const IMPORTANT_CHANNEL_ID = 'important';
export const NOTIFICATION_CHANNELS = [
  { id: IMPORTANT_CHANNEL_ID, name: 'Важные уведомления', importance: 5 },
  { id: 'high_priority', name: 'Важные уведомления', importance: 5 },
] as const;
/** SPEC §9: a push received while the app is open is shown as a local notification 100 ms later. */
export const LOCAL_NOTIFICATION_DELAY_MS = 100;

export type NativePushDeps = {
  push: Pick<
    PushNotificationsPlugin,
    'checkPermissions' | 'requestPermissions' | 'createChannel' | 'register' | 'addListener'
  >;
  local: Pick<LocalNotificationsPlugin, 'checkPermissions' | 'schedule' | 'addListener'>;
  platform: NativePlatform;
  /** POST /v1/notification/token {token}. */
  sendToken: (token: string) => Promise<unknown>;
  /** The router's navigate, for taps on notifications. */
  navigate: (path: string) => void;
  /** The WebView's own origin (https://localhost, capacitor://localhost). */
  origin?: string;
  now?: () => number;
};

export type NativePush = {
  /** Adds the plugin listeners; once, before the first registration so no token is missed. */
  listen: () => Promise<void>;
  /** SPEC §4 Push: with receive permission, creates the channels and registers; otherwise nothing. */
  start: () => Promise<'registered' | 'not-permitted'>;
};

type NotificationData = Record<string, unknown> | undefined;

export function createNativePush({
  push,
  local,
  platform,
  sendToken,
  navigate,
  origin = window.location.origin,
  now = Date.now,
}: NativePushDeps): NativePush {
  let listening: Promise<void> | null = null;

  const openTarget = (data: NotificationData) => {
    const path = notificationTargetPath(data?.url, origin);
    if (path) navigate(path);
  };

  const showLocally = async (notification: PushNotificationSchema) => {
    const { display } = await local.checkPermissions();
    if (display !== 'granted') return;
    const data = notification.data as NotificationData;
    await local.schedule({
      notifications: [
        {
          id: localNotificationId(data?.notification_id, now),
          title: notification.title ?? '',
          body: notification.body ?? '',
          extra: data ?? {},
          channelId: IMPORTANT_CHANNEL_ID,
          schedule: { at: new Date(now() + LOCAL_NOTIFICATION_DELAY_MS) },
        },
      ],
    });
  };

  const logFailure = (error: unknown) => console.error(PUSH_SUBSCRIBE_ERROR, error);

  return {
    listen() {
      listening ??= Promise.all([
        push.addListener('registration', ({ value }) => {
          sendToken(value).catch(logFailure);
        }),
        push.addListener('registrationError', (error) => logFailure(error)),
        push.addListener('pushNotificationReceived', (notification) => {
          showLocally(notification).catch((error: unknown) => console.error('Не удалось показать уведомление', error));
        }),
        push.addListener('pushNotificationActionPerformed', ({ notification }) =>
          openTarget(notification.data as NotificationData),
        ),
        local.addListener('localNotificationActionPerformed', ({ notification }) =>
          openTarget(notification.extra as NotificationData),
        ),
      ]).then(() => undefined);
      return listening;
    },
    async start() {
      await this.listen();
      let { receive } = await push.checkPermissions();
      if (receive === 'prompt' || receive === 'prompt-with-rationale') ({ receive } = await push.requestPermissions());
      if (receive !== 'granted') return 'not-permitted';
      // Channels exist only on Android (8+); iOS has no such notion and the call is unimplemented there.
      if (platform === 'android') {
        for (const channel of NOTIFICATION_CHANNELS) await push.createChannel({ ...channel });
      }
      await push.register();
      return 'registered';
    },
  };
}

/**
 * Local notifications need a 32-bit integer id. Derived from the notification's id, so a repeated
 * delivery replaces the shown one (as the web push tag does); the clock when there is none.
 */
export function localNotificationId(notificationId: unknown, now: () => number = Date.now): number {
  if (typeof notificationId !== 'string' || notificationId === '') return now() % 2_147_483_647;
  let hash = 0;
  for (let i = 0; i < notificationId.length; i++) hash = (Math.imul(hash, 31) + notificationId.charCodeAt(i)) | 0;
  return Math.abs(hash) % 2_147_483_647;
}
