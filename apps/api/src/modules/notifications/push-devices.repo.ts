/** The devices an account receives pushes on: browser subscriptions and native app tokens. */
import type { NativePushToken, WebPushSubscription } from '@vyplaty/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { nativePushTokens, pushSubscriptions } from '../../db/schema/index.js';

/** A device that changes hands (logout, another login) follows the account that registered it last. */
export async function saveWebPushSubscription(db: Db, accountId: string, subscription: WebPushSubscription) {
  const values = {
    accountId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { accountId, p256dh: values.p256dh, auth: values.auth },
    });
}

export async function saveNativePushToken(db: Db, accountId: string, { token }: NativePushToken, now: Date) {
  await db
    .insert(nativePushTokens)
    .values({ accountId, token, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: nativePushTokens.token, set: { accountId, updatedAt: now } });
}

export const selectWebPushSubscriptions = (db: Db, accountIds: string[]) =>
  accountIds.length === 0
    ? Promise.resolve([])
    : db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.accountId, accountIds));

export const selectNativePushTokens = (db: Db, accountIds: string[]) =>
  accountIds.length === 0
    ? Promise.resolve([])
    : db.select().from(nativePushTokens).where(inArray(nativePushTokens.accountId, accountIds));

export async function selectWebPushSubscription(db: Db, id: string) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

export async function selectNativePushToken(db: Db, id: string) {
  const [row] = await db.select().from(nativePushTokens).where(eq(nativePushTokens.id, id));
  return row;
}

export const deleteWebPushSubscription = (db: Db, id: string) =>
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));

export const deleteNativePushToken = (db: Db, id: string) =>
  db.delete(nativePushTokens).where(eq(nativePushTokens.id, id));
