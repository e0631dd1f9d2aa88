/** Support-only: the notification types, and sending a notification to one account by its login. */

import {
  NOTIFICATION_TYPE_NAMES,
  notificationTypeSchema,
  parseLogin,
  type SupportNotificationRequest,
  supportNotificationRequestSchema,
} from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { selectAccountIdByLogin } from './notifications.repo.js';
import { notify } from './notify.js';

export const listNotificationTypes = () => ({
  items: notificationTypeSchema.options.map((type) => ({ type, name: NOTIFICATION_TYPE_NAMES[type] })),
});

export async function sendSupportNotification(ctx: AppContext, request: SupportNotificationRequest) {
  const input = supportNotificationRequestSchema.parse(request);
  const login = parseLogin(input.login);
  const accountId = login ? await selectAccountIdByLogin(ctx.db, login) : undefined;
  if (!accountId) throw new AppError('NOT_FOUND', { message: 'Получатель не найден' });
  const [row] = await inTransaction(ctx, (txCtx) =>
    notify(txCtx, { accountId }, { title: input.title, body: input.body, type: input.type, url: input.url }),
  );
  if (!row) throw new AppError('NOT_FOUND', { message: 'Учётная запись получателя не активна' });
  return { id: row.id };
}
