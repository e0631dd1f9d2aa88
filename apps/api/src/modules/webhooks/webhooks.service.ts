/**
 * The company's webhook endpoints (issue 30, docs/decisions/webhooks.md; the owner only): list, add (the secret
 * answered once, kept encrypted), read, change, delete (its waiting deliveries stop), the secret again, pause,
 * resume (the waiting deliveries go out) and the test event. The address is checked as the delivery checks it.
 */
import { randomUUID } from 'node:crypto';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointCreated,
  type WebhookEndpointsResponse,
  type WebhookEndpointUpdate,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { checkWebhookAddress } from './webhook-address.js';
import { deliverWebhookJob } from './webhook-deliver.job.js';
import { getWebhookDelivery } from './webhook-deliveries.service.js';
import { emitPing } from './webhook-emit.js';
import { decryptSecret, encryptSecret } from './webhook-secret.js';
import { newWebhookSecret } from './webhook-signature.js';
import { badUrl, endpointNotFound, ownerCompanyIdOf, recordEndpointEvent, toEndpoint } from './webhooks.present.js';
import {
  countLiveEndpoints,
  type EndpointRow,
  failDeliveries,
  insertEndpoint,
  selectEndpoint,
  selectEndpoints,
  selectPendingDeliveryIds,
  updateDelivery,
  updateEndpoint,
} from './webhooks.repo.js';

const TOO_MANY = `Не больше ${MAX_WEBHOOK_ENDPOINTS} вебхуков у компании: удалите ненужный`;
const STOPPED_BY_DELETE = 'Вебхук удалён: доставка остановлена';

async function checkUrl(ctx: ActorContext, url: string): Promise<void> {
  const check = await checkWebhookAddress(url, ctx.config.WEBHOOK_ALLOW_PRIVATE_URLS);
  if (!check.ok) throw badUrl(check.reason);
}

export async function listWebhookEndpoints(ctx: ActorContext): Promise<WebhookEndpointsResponse> {
  const items = (await selectEndpoints(ctx.db, ownerCompanyIdOf(ctx))).map(toEndpoint);
  return { items, totalCount: items.length };
}

export async function createWebhookEndpoint(
  ctx: ActorContext,
  input: WebhookEndpointCreate,
): Promise<WebhookEndpointCreated> {
  const customerId = ownerCompanyIdOf(ctx);
  await checkUrl(ctx, input.url);
  const id = randomUUID();
  const secret = newWebhookSecret();
  const row = await inTransaction(ctx, async (txCtx) => {
    if ((await countLiveEndpoints(txCtx.db, customerId)) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError('CONFLICT', { message: TOO_MANY });
    }
    const created = await insertEndpoint(txCtx.db, {
      id,
      customerId,
      url: input.url,
      description: input.description || null,
      events: input.events,
      secretEncrypted: encryptSecret(txCtx, id, secret),
      createdBy: txCtx.actor.accountId,
      createdAt: txCtx.now(),
    });
    await recordEndpointEvent(txCtx, created, 'CREATED', { events: input.events });
    return created;
  });
  return { ...toEndpoint(row), secret };
}

/** One live endpoint of the caller's company, or the 404 of an unknown one (another company's too). */
async function endpointOf(ctx: ActorContext, id: string, forUpdate = false): Promise<EndpointRow> {
  const customerId = ownerCompanyIdOf(ctx);
  const row = isUuid(id) ? await selectEndpoint(ctx.db, customerId, id, forUpdate) : undefined;
  if (!row) throw endpointNotFound();
  return row;
}

export const getWebhookEndpoint = async (ctx: ActorContext, id: string) => toEndpoint(await endpointOf(ctx, id));

export async function getWebhookSecret(ctx: ActorContext, id: string): Promise<{ secret: string }> {
  return { secret: decryptSecret(ctx, await endpointOf(ctx, id)) };
}

/** The change `apply` makes to the endpoint, locked, in one transaction with its history event. */
function changeEndpoint(
  ctx: ActorContext,
  id: string,
  apply: (txCtx: TxContext<ActorContext>, row: EndpointRow) => Promise<EndpointRow>,
): Promise<WebhookEndpoint> {
  return inTransaction(ctx, async (txCtx) => toEndpoint(await apply(txCtx, await endpointOf(txCtx, id, true))));
}

export async function updateWebhookEndpoint(ctx: ActorContext, id: string, input: WebhookEndpointUpdate) {
  if (input.url !== undefined) await checkUrl(ctx, input.url);
  return changeEndpoint(ctx, id, async (txCtx, row) => {
    const after = await updateEndpoint(txCtx.db, row.id, {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
    });
    await recordEndpointEvent(txCtx, after, 'UPDATED', {
      ...(input.url !== undefined && input.url !== row.url ? { url_before: row.url } : {}),
      events: after.events,
    });
    return after;
  });
}

export async function deleteWebhookEndpoint(ctx: ActorContext, id: string): Promise<void> {
  await changeEndpoint(ctx, id, async (txCtx, row) => {
    const after = await updateEndpoint(txCtx.db, row.id, { deletedAt: txCtx.now() });
    const pending = await selectPendingDeliveryIds(txCtx.db, row.id);
    await failDeliveries(
      txCtx.db,
      pending.map((d) => d.id),
      STOPPED_BY_DELETE,
    );
    await recordEndpointEvent(txCtx, after, 'DELETED');
    return after;
  });
}

export async function pauseWebhookEndpoint(ctx: ActorContext, id: string) {
  return changeEndpoint(ctx, id, async (txCtx, row) => {
    if (row.status === 'PAUSED') return row;
    const after = await updateEndpoint(txCtx.db, row.id, {
      status: 'PAUSED',
      pausedReason: 'BY_USER',
      pausedAt: txCtx.now(),
    });
    await recordEndpointEvent(txCtx, after, 'PAUSED');
    return after;
  });
}

/** ACTIVE again with a clean failure count; every delivery that waited goes out now. */
export async function resumeWebhookEndpoint(ctx: ActorContext, id: string) {
  return changeEndpoint(ctx, id, async (txCtx, row) => {
    if (row.status === 'ACTIVE') return row;
    const after = await updateEndpoint(txCtx.db, row.id, {
      status: 'ACTIVE',
      pausedReason: null,
      pausedAt: null,
      consecutiveFailures: 0,
      failingSince: null,
    });
    const pending = await selectPendingDeliveryIds(txCtx.db, row.id);
    for (const { id: deliveryId } of pending) {
      await updateDelivery(txCtx.db, deliveryId, { nextAttemptAt: txCtx.now() });
      await txCtx.jobs.enqueue(txCtx.db, deliverWebhookJob, { deliveryId });
    }
    await recordEndpointEvent(txCtx, after, 'RESUMED', { waiting_deliveries: pending.length });
    return after;
  });
}

/** The `ping` event to this endpoint alone: answers its delivery (PENDING) to follow. */
export async function pingWebhookEndpoint(ctx: ActorContext, id: string): Promise<WebhookDelivery> {
  const deliveryId = await inTransaction(ctx, async (txCtx) => {
    const row = await endpointOf(txCtx, id, true);
    return emitPing(txCtx, row.customerId, { id: row.id, status: row.status });
  });
  return getWebhookDelivery(ctx, deliveryId);
}
