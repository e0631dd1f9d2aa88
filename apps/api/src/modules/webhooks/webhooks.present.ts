/** Rows of the webhooks module as the contracts answer them, and the module's refusals in Russian. */
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType, WebhookHistoryEvent } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { OWNER_AREA_MESSAGE } from '../../http/route-access.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { recordHistoryEvent } from '../history/index.js';
import type { DeliveryRow, EndpointRow } from './webhooks.repo.js';

export const ENDPOINT_NOT_FOUND = 'Вебхук не найден';
export const DELIVERY_NOT_FOUND = 'Доставка не найдена';

export const endpointNotFound = () => new AppError('NOT_FOUND', { message: ENDPOINT_NOT_FOUND });
export const deliveryNotFound = () => new AppError('NOT_FOUND', { message: DELIVERY_NOT_FOUND });
export const badUrl = (message: string) => new AppError('VALIDATION_ERROR', { message, fields: { url: message } });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  status: row.status,
  paused_reason: row.pausedReason,
  paused_at: iso(row.pausedAt),
  consecutive_failures: row.consecutiveFailures,
  created_at: row.createdAt.toISOString(),
});

export const toDelivery = (row: DeliveryRow, eventType: string): WebhookDelivery => ({
  id: row.id,
  event_id: row.eventId,
  event_type: eventType,
  status: row.status,
  attempts: row.attempts,
  next_attempt_at: row.status === 'PENDING' ? iso(row.nextAttemptAt) : null,
  last_status_code: row.lastStatusCode,
  last_error: row.lastError,
  delivered_at: iso(row.deliveredAt),
  created_at: row.createdAt.toISOString(),
});

/** A history event of the endpoint, naming who did it (the platform's own pause has no actor). */
export async function recordEndpointEvent(
  txCtx: TxContext<ActorContext>,
  endpoint: EndpointRow,
  event: WebhookHistoryEvent,
  details: Record<string, unknown> = {},
): Promise<void> {
  await recordHistoryEvent(txCtx, {
    entityKind: 'webhook',
    entityId: endpoint.id,
    event,
    customerId: endpoint.customerId,
    actorAccountId: txCtx.actor.accountId,
    details: { url: endpoint.url, ...details },
  });
}

/** The caller's company, when the caller is its OWNER (the route gate says so too; this is the service's own word). */
export function ownerCompanyIdOf(ctx: ActorContext): string {
  const customerId = companyOnlyIdOf(ctx);
  if (ctx.actor.memberRole && ctx.actor.memberRole !== 'OWNER') {
    throw new AppError('ROLE_FORBIDDEN', { message: OWNER_AREA_MESSAGE });
  }
  return customerId;
}
