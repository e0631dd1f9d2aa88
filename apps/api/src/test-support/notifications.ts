/** Tests notify outside any business change: one transaction holding just the notification. */
import type { AppContext } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { type NotificationMessage, notify, type Recipient } from '../modules/notifications/index.js';

export const notifyNow = (ctx: AppContext, recipient: Recipient, message: NotificationMessage) =>
  inTransaction(ctx, (txCtx) => notify(txCtx, recipient, message));
