/** In-app notifications and the devices they are pushed to (SPEC §3 Notification, Push token; §7 Notifications). */
import { z } from 'zod';

/** 'system' notifications come from the platform itself and get their own icon; everything else is 'other'. */
export const notificationTypeSchema = z.enum(['system', 'other']);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** Russian names of the notification types, as the support-only types call returns them. */
export const NOTIFICATION_TYPE_NAMES: Record<NotificationType, string> = {
  system: 'Системное',
  other: 'Прочее',
};

/** SPEC §9: the popup loads notifications ten at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** SPEC §9: the unread count is refetched every 60 s. */
export const NOTIFICATIONS_COUNT_REFETCH_MS = 60_000;

const pushKeyPart = z.string().trim().min(1).max(256);

/** A browser's Push API subscription (PushSubscription.toJSON() without expirationTime). */
export const webPushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'Некорректная подписка на уведомления' })
    .max(2048, 'Некорректная подписка на уведомления'),
  keys: z.object({ auth: pushKeyPart, p256dh: pushKeyPart }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/** A native (Capacitor, FCM) registration token. */
export const nativePushTokenSchema = z.object({
  token: z.string().trim().min(1, 'Некорректный токен уведомлений').max(4096, 'Некорректный токен уведомлений'),
});
export type NativePushToken = z.infer<typeof nativePushTokenSchema>;

/** SPEC §3 Push token: native {token} or web {endpoint, keys{auth, p256dh}}. */
export const pushTokenSchema = z.union([webPushSubscriptionSchema, nativePushTokenSchema], {
  error: 'Некорректная подписка на уведомления',
});
export type PushToken = z.infer<typeof pushTokenSchema>;

export const isWebPushSubscription = (token: PushToken): token is WebPushSubscription => 'endpoint' in token;

export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  type: notificationTypeSchema,
  /** Where a click on the pushed notification leads, a path inside the portal; null when nowhere in particular. */
  url: z.string().nullable(),
  is_read: z.boolean(),
  /** ISO 8601 moment; shown DD.MM.YYYY HH:mm. */
  added_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListRequestSchema = z.object({
  /**
   * false: only unread (the popup's toggle 'Показать только непрочитанные', on by default); omitted:
   * every notification (toggle off — SPEC §7 'omitted when falsy' reads the toggle, not this value).
   */
  is_read: z.boolean().optional(),
  page: z
    .number({ error: 'Номер страницы должен быть числом' })
    .int()
    .min(1, 'Номер страницы начинается с 1')
    .max(100_000),
  page_size: z
    .number({ error: 'Размер страницы должен быть числом' })
    .int()
    .min(1, 'Размер страницы от 1 до 100')
    .max(100, 'Размер страницы от 1 до 100'),
});
export type NotificationListRequest = z.infer<typeof notificationListRequestSchema>;

export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  totalCount: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationCountResponseSchema = z.object({ count: z.number().int() });
export type NotificationCountResponse = z.infer<typeof notificationCountResponseSchema>;

export const notificationReadRequestSchema = z.object({
  notification_ids: z
    .array(z.uuid({ error: 'Некорректный идентификатор уведомления' }))
    .min(1, 'Не выбрано ни одного уведомления')
    .max(1000, 'Слишком много уведомлений за один раз'),
});
export type NotificationReadRequest = z.infer<typeof notificationReadRequestSchema>;

/** How many of the given notifications changed from unread to read (already read or foreign ones do not count). */
export const notificationReadResponseSchema = z.object({ updated: z.number().int() });

/** Public key of the server's VAPID pair, base64url, for PushManager.subscribe({applicationServerKey}). */
export const webPushKeyResponseSchema = z.object({ public_key: z.string() });

export const notificationTypeInfoSchema = z.object({ type: notificationTypeSchema, name: z.string() });
export const notificationTypesResponseSchema = z.object({ items: z.array(notificationTypeInfoSchema) });

/** Support-only: send a notification to one account, found by its login (e-mail or phone). */
export const supportNotificationRequestSchema = z.object({
  login: z.string().trim().min(1, 'Укажите e-mail или телефон получателя').max(254),
  title: z.string().trim().min(1, 'Введите заголовок').max(200, 'Заголовок не длиннее 200 символов'),
  body: z.string().trim().min(1, 'Введите текст').max(2000, 'Текст не длиннее 2000 символов'),
  type: notificationTypeSchema.default('system'),
  url: z
    .string()
    .regex(/^\/(?!\/)[^\s]*$/, 'Ссылка должна вести на страницу портала и начинаться с «/»')
    .max(500)
    .nullable()
    .default(null),
});
export type SupportNotificationRequest = z.input<typeof supportNotificationRequestSchema>;
export const supportNotificationResponseSchema = z.object({ id: z.uuid() });
