/**
 * notify(): the one way any module tells a person something. It stores the notification (the bell
 * and its list read it) and, in the same transaction, enqueues one push job per registered device,
 * so a rolled-back change notifies nobody and a crash after commit still delivers.
 */
import type { NotificationType } from '@vyplaty/contracts';
import type { TxContext } from '../../db/transaction.js';
import {
  insertNotifications,
  type NotificationRow,
  selectRecipientAccountIds,
  selectRecipientAccountIdsMany,
} from './notifications.repo.js';
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
  await pushTo(txCtx, accountIds, rows);
  return rows;
}

/** One push job per device of the accounts, for each of its new notifications. */
async function pushTo(txCtx: TxContext, accountIds: string[], rows: NotificationRow[]) {
  const tx = txCtx.db;
  const byAccount = new Map<string, NotificationRow[]>();
  for (const row of rows) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
  // One job per device: a retry reaches only the device that failed, not the ones already notified.
  for (const subscription of await selectWebPushSubscriptions(tx, accountIds)) {
    for (const { id: notificationId } of byAccount.get(subscription.accountId) ?? []) {
      await txCtx.jobs.enqueue(tx, pushWebJob, { notificationId, subscriptionId: subscription.id });
    }
  }
  for (const device of await selectNativePushTokens(tx, accountIds)) {
    for (const { id: notificationId } of byAccount.get(device.accountId) ?? []) {
      await txCtx.jobs.enqueue(tx, pushNativeJob, { notificationId, tokenId: device.id });
    }
  }
}

const matches = (
  recipient: Recipient,
  account: { id: string; customerId: string | null; employeeId: string | null },
) =>
  'accountId' in recipient
    ? account.id === recipient.accountId
    : 'customerId' in recipient
      ? account.customerId === recipient.customerId
      : account.employeeId === recipient.employeeId;

/**
 * notify for several messages of one transaction (a job settling a batch of payouts): the recipients'
 * accounts read in one query, the notifications inserted in one statement, the devices read once —
 * the same rows and push jobs as one notify call per message.
 */
export async function notifyMany(
  txCtx: TxContext,
  messages: { recipient: Recipient; message: NotificationMessage }[],
): Promise<void> {
  if (messages.length === 0) return;
  const tx = txCtx.db;
  const accounts = await selectRecipientAccountIdsMany(
    tx,
    messages.map((m) => m.recipient),
  );
  const addedAt = txCtx.now();
  const rows = await insertNotifications(
    tx,
    messages.flatMap(({ recipient, message }) =>
      accounts
        .filter((account) => matches(recipient, account))
        .map((account) => ({
          accountId: account.id,
          title: message.title,
          body: message.body,
          type: message.type,
          url: message.url ?? null,
          addedAt,
        })),
    ),
  );
  await pushTo(txCtx, [...new Set(rows.map((r) => r.accountId))], rows);
}
