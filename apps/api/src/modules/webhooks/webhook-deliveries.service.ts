/**
 * The deliveries the company sees (docs/decisions/webhooks.md): an endpoint's, newest first in keyset pages; one
 * with the body it sends and every attempt with the receiver's answer; and sending one again now — the same event
 * id and bytes, a FAILED one PENDING again.
 */
import type {
  WebhookDeliveriesQuery,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookDeliveryDetail,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { isUuid } from '../../lib/ids.js';
import { decodeCursor, encodeCursor } from '../../lib/pagination.js';
import { deliverWebhookJob } from './webhook-deliver.job.js';
import {
  deliveryNotFound,
  endpointNotFound,
  ownerCompanyIdOf,
  recordEndpointEvent,
  toDelivery,
} from './webhooks.present.js';
import {
  lockDelivery,
  selectDeliveries,
  selectDeliveryDetail,
  selectEndpoint,
  updateDelivery,
} from './webhooks.repo.js';

export async function listWebhookDeliveries(
  ctx: ActorContext,
  endpointId: string,
  query: WebhookDeliveriesQuery,
): Promise<WebhookDeliveriesResponse> {
  const customerId = ownerCompanyIdOf(ctx);
  if (!isUuid(endpointId) || !(await selectEndpoint(ctx.db, customerId, endpointId))) throw endpointNotFound();
  const scope = JSON.stringify(['webhook-deliveries', endpointId, query.status ?? null]);
  const after = query.after ? decodeCursor(query.after, scope, 2) : undefined;
  const read = await selectDeliveries(
    ctx.db,
    { endpointId, customerId, status: query.status },
    { limit: query.page_size + 1, after },
  );
  const rows = read.slice(0, query.page_size);
  const last = rows.at(-1);
  return {
    items: rows.map((r) => toDelivery(r.delivery, r.eventType)),
    next_cursor: last && read.length > rows.length ? encodeCursor(scope, [last.cursorAt, last.delivery.id]) : null,
  };
}

async function detailOf(ctx: ActorContext, customerId: string, deliveryId: string): Promise<WebhookDeliveryDetail> {
  const row = isUuid(deliveryId) ? await selectDeliveryDetail(ctx.db, customerId, deliveryId) : undefined;
  if (!row) throw deliveryNotFound();
  return {
    ...toDelivery(row.delivery, row.event.type),
    endpoint_id: row.delivery.endpointId,
    body: row.event.body,
    attempts_list: row.attempts.map((a) => ({
      attempt_no: a.attemptNo,
      started_at: a.startedAt.toISOString(),
      duration_ms: a.durationMs,
      status_code: a.statusCode,
      error: a.error,
      response_body: a.responseBody,
    })),
  };
}

export const getWebhookDeliveryDetail = (ctx: ActorContext, deliveryId: string) =>
  detailOf(ctx, ownerCompanyIdOf(ctx), deliveryId);

/** The delivery as the list shows it (the ping's answer). */
export async function getWebhookDelivery(ctx: ActorContext, deliveryId: string): Promise<WebhookDelivery> {
  const {
    endpoint_id: _endpoint,
    body: _body,
    attempts_list: _attempts,
    ...delivery
  } = await detailOf(ctx, ownerCompanyIdOf(ctx), deliveryId);
  return delivery;
}

/** A new attempt now: PENDING again (a FAILED one too), the same event; a paused endpoint's waits for resume. */
export async function resendWebhookDelivery(ctx: ActorContext, deliveryId: string): Promise<WebhookDeliveryDetail> {
  const customerId = ownerCompanyIdOf(ctx);
  if (!isUuid(deliveryId)) throw deliveryNotFound();
  await inTransaction(ctx, async (txCtx) => {
    const row = await lockDelivery(txCtx.db, deliveryId, customerId);
    if (!row || row.endpoint.deletedAt) throw deliveryNotFound();
    const active = row.endpoint.status === 'ACTIVE';
    await updateDelivery(txCtx.db, deliveryId, {
      status: 'PENDING',
      nextAttemptAt: active ? txCtx.now() : null,
      deliveredAt: null,
    });
    if (active) await txCtx.jobs.enqueue(txCtx.db, deliverWebhookJob, { deliveryId });
    await recordEndpointEvent(txCtx, row.endpoint, 'DELIVERY_RESENT', {
      delivery_id: deliveryId,
      event_id: row.delivery.eventId,
      event_type: row.event.type,
    });
  });
  return detailOf(ctx, customerId, deliveryId);
}
