/**
 * The outbox of webhooks (docs/decisions/webhooks.md): `emitWebhookEvent` runs inside the transaction of the
 * change it tells about. No live endpoint of the company subscribed to the type — nothing but one indexed query.
 * Else the event (its body the exact bytes every attempt sends), a delivery per subscribed endpoint and, for each
 * ACTIVE endpoint, the delivery job — all rolled back with the change, all there once it commits. A PAUSED
 * endpoint's deliveries wait PENDING until it is resumed.
 */
import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_PING_EVENT,
  type WebhookEnvelope,
  type WebhookEventData,
  type WebhookEventType,
  webhookEventDataSchemas,
} from '@vyplaty/contracts';
import type { TxContext } from '../../db/transaction.js';
import { deliverWebhookJob } from './webhook-deliver.job.js';
import { insertDeliveries, insertEvents, selectSubscribedEndpoints } from './webhooks.repo.js';

export type WebhookEventInput<T extends WebhookEventType> = {
  customerId: string;
  type: T;
  data: WebhookEventData<T>;
};

type Target = { id: string; status: 'ACTIVE' | 'PAUSED' };
type EventInput = { customerId: string; type: string; data: Record<string, unknown>[] };

/** Writes the events (one per `data`) and a delivery of each to every target; answers the deliveries' ids. */
export async function recordWebhookEvents(txCtx: TxContext, input: EventInput, targets: Target[]): Promise<string[]> {
  const createdAt = txCtx.now();
  const events = input.data.map((data) => {
    const id = randomUUID();
    const envelope: WebhookEnvelope = { id, type: input.type, created_at: createdAt.toISOString(), data };
    return { id, customerId: input.customerId, type: input.type, body: JSON.stringify(envelope), createdAt };
  });
  if (events.length === 0) return [];
  await insertEvents(txCtx.db, events);
  const planned = events.flatMap((event) => targets.map((target) => ({ event, target })));
  const deliveries = await insertDeliveries(
    txCtx.db,
    planned.map(({ event, target }) => ({
      customerId: input.customerId,
      endpointId: target.id,
      eventId: event.id,
      createdAt,
      nextAttemptAt: target.status === 'ACTIVE' ? createdAt : null,
    })),
  );
  for (const [i, delivery] of deliveries.entries()) {
    if (planned[i]!.target.status === 'ACTIVE') {
      await txCtx.jobs.enqueue(txCtx.db, deliverWebhookJob, { deliveryId: delivery.id });
    }
  }
  return deliveries.map((d) => d.id);
}

/**
 * Tells the company's subscribed endpoints about changes of one type; call it inside the changes' transaction.
 * `data` may be a function: what it reads is read only when someone is subscribed.
 */
export async function emitWebhookEvents<T extends WebhookEventType>(
  txCtx: TxContext,
  input: {
    customerId: string;
    type: T;
    data: WebhookEventData<T>[] | (() => Promise<WebhookEventData<T>[]>);
  },
): Promise<void> {
  const targets = await selectSubscribedEndpoints(txCtx.db, input.customerId, input.type);
  if (targets.length === 0) return;
  const list = typeof input.data === 'function' ? await input.data() : input.data;
  // The contract's schema is the body's promise to integrators. A body that breaks it is our bug: logged loudly
  // with the type and the fields at fault, and the event still goes out as made — a payout, a receipt or a credit
  // never fails because of how the company's systems are told about it, and no event is lost.
  const schema = webhookEventDataSchemas[input.type];
  const data = list.map((one) => {
    const checked = schema.safeParse(one);
    if (checked.success) return checked.data as Record<string, unknown>;
    txCtx.log.error(
      { type: input.type, issues: checked.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`) },
      'a webhook event does not match its contract; sent as made',
    );
    return one as Record<string, unknown>;
  });
  await recordWebhookEvents(txCtx, { customerId: input.customerId, type: input.type, data }, targets);
}

/** Tells the company's subscribed endpoints about one change; call it inside the change's transaction. */
export async function emitWebhookEvent<T extends WebhookEventType>(
  txCtx: TxContext,
  input: WebhookEventInput<T>,
): Promise<void> {
  await emitWebhookEvents(txCtx, { customerId: input.customerId, type: input.type, data: [input.data] });
}

/** The test event («Проверить») to one endpoint alone; a paused endpoint's waits like any other. */
export async function emitPing(txCtx: TxContext, customerId: string, target: Target): Promise<string> {
  const data = [{ endpoint_id: target.id, message: 'Проверка связи' }];
  const [deliveryId] = await recordWebhookEvents(txCtx, { customerId, type: WEBHOOK_PING_EVENT, data }, [target]);
  return deliveryId!;
}
