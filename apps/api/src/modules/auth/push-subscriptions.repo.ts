/** Web-push subscriptions; an endpoint belongs to the account that registered it last. */
import type { WebPushSubscription } from '@vyplaty/contracts';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

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
