/** Support-only calls (SPEC §7): notification types, and sending a notification to an account. */
import {
  apiPaths,
  errorBodySchema,
  notificationTypesResponseSchema,
  supportNotificationRequestSchema,
  supportNotificationResponseSchema,
} from '@vyplaty/contracts';
import type { AppModule } from '../module.js';
import { listNotificationTypes, sendSupportNotification } from './support-notifications.service.js';

const tags = ['Поддержка'];
const security = [{ support: [] }];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const supportNotificationRoutes: NonNullable<AppModule['supportRoutes']> = (app, ctx) => {
  app.get(
    apiPaths.notifications.types,
    {
      schema: {
        tags,
        security,
        summary: 'Типы уведомлений',
        response: { 200: notificationTypesResponseSchema, ...errors },
      },
    },
    async () => listNotificationTypes(),
  );

  app.post(
    apiPaths.notifications.send,
    {
      schema: {
        tags,
        security,
        summary: 'Отправить уведомление пользователю (по e-mail или телефону)',
        body: supportNotificationRequestSchema,
        response: { 201: supportNotificationResponseSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await sendSupportNotification(ctx, req.body)),
  );
};
