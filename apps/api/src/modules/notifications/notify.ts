/**
 * notify(): the one way any module tells a person something. It stores the notification (the bell
 * and its list read it) and, in the same transaction, enqueues one push job per registered device,
 * so a rolled-back change notifies nobody and a crash after commit still delivers.
 */
import type { NotificationType } from '@vyplaty/contracts';
import type { TxContext } from '../../db/transaction.js';
import { insertNotifications, type NotificationRow, selectRecipientAccountIds } from './notifications.repo.js';
import { pushNativeJob, pushWebJob } from './push.jobs.js';
import { selectNativePushTokens, selectWebPushSubscriptions } from './push-devices.repo.js';

/** One account, every account of a customer (company), or a contractor's account. */
export type Recipient = { accountId: string } | { customerId: string } | { employeeId: string };

export type NotificationMessage = {
  title: string;
  body: string;
  /** 'system' for what the platform itself reports (security, account); 'other' for business events. */
  type: NotificationType;
  /** A path inside the portal to open on click, e.g. '/employee/profile/fns'. */
  url?: string | null;
};

export async function notify(
  txCtx: TxContext,
  recipient: Recipient,
  message: NotificationMessage,
): Promise<NotificationRow[]> {
  const tx = txCtx.db;
  const accountIds = await selectRecipientAccountIds(tx, recipient);
  const addedAt = txCtx.now();
  const rows = await insertNotifications(
    tx,
    accountIds.map((accountId) => ({
      accountId,
      title: message.title,
      body: message.body,
      type: message.type,
      url: message.url ?? null,
      addedAt,
    })),
  );
  const byAccount = new Map(rows.map((row) => [row.accountId, row.id]));
  // One job per device: a retry reaches only the device that failed, not the ones already notified.
  for (const subscription of await selectWebPushSubscriptions(tx, accountIds)) {
    const notificationId = byAccount.get(subscription.accountId);
    if (notificationId) await txCtx.jobs.enqueue(tx, pushWebJob, { notificationId, subscriptionId: subscription.id });
  }
  for (const device of await selectNativePushTokens(tx, accountIds)) {
    const notificationId = byAccount.get(device.accountId);
    if (notificationId) await txCtx.jobs.enqueue(tx, pushNativeJob, { notificationId, tokenId: device.id });
  }
  return rows;
}
