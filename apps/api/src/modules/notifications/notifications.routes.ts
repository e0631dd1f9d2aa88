/** SPEC §7 Notifications: the list, the unread count, marking read, and this device's push token. */
import {
  apiPaths,
  errorBodySchema,
  notificationCountResponseSchema,
  notificationListRequestSchema,
  notificationListResponseSchema,
  notificationReadRequestSchema,
  notificationReadResponseSchema,
  pushTokenSchema,
  webPushKeyResponseSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import {
  countUnreadNotifications,
  listNotifications,
  markNotificationsRead,
  registerPushToken,
} from './notifications.service.js';

const tags = ['Уведомления'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const notificationRoutes: Pick<AppModule, 'publicRoutes' | 'privateRoutes'> = {
  publicRoutes(app, ctx) {
    app.get(
      apiPaths.notifications.webPushKey,
      {
        schema: {
          tags,
          summary: 'Открытый ключ VAPID для подписки браузера на пуш-уведомления',
          response: { 200: webPushKeyResponseSchema },
        },
      },
      async () => ({ public_key: ctx.push.web.publicKey }),
    );
  },

  privateRoutes(app, ctx) {
    app.post(
      apiPaths.notifications.list,
      {
        schema: {
          tags,
          summary: 'Уведомления текущего пользователя, новые сверху, по страницам',
          description: 'Без is_read — все уведомления; is_read: false — только непрочитанные.',
          body: notificationListRequestSchema,
          response: { 200: notificationListResponseSchema, ...errors },
        },
      },
      async (req) => listNotifications(actorContextFor(ctx, req), req.body),
    );

    app.get(
      apiPaths.notifications.notReadCount,
      {
        schema: {
          tags,
          summary: 'Количество непрочитанных уведомлений',
          response: { 200: notificationCountResponseSchema, ...errors },
        },
      },
      async (req) => countUnreadNotifications(actorContextFor(ctx, req)),
    );

    app.post(
      apiPaths.notifications.read,
      {
        schema: {
          tags,
          summary: 'Отметить уведомления прочитанными',
          description: 'Чужие и уже прочитанные уведомления не меняются; updated — сколько стало прочитанными.',
          body: notificationReadRequestSchema,
          response: { 200: notificationReadResponseSchema, ...errors },
        },
      },
      async (req) => markNotificationsRead(actorContextFor(ctx, req), req.body.notification_ids),
    );

    app.post(
      apiPaths.notifications.token,
      {
        schema: {
          tags,
          summary: 'Зарегистрировать устройство для пуш-уведомлений',
          description:
            'Браузер: { endpoint, keys: { auth, p256dh } } (подписка Push API); приложение: { token } (FCM). ' +
            'Устройство получает уведомления того, кто зарегистрировал его последним.',
          body: pushTokenSchema,
          response: { 204: z.null().describe('Устройство зарегистрировано'), ...errors },
        },
      },
      async (req, reply) => {
        const c = actorContextFor(ctx, req);
        await registerPushToken(c, c.actor.accountId, req.body);
        return reply.code(204).send(null);
      },
    );
  },
};
