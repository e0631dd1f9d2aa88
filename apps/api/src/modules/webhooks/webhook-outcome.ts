/**
 * What an attempt's answer changes (docs/decisions/webhooks.md), in one transaction: the attempt's row (its number
 * one more than those recorded, so a rerun after a crash never collides), the delivery (SUCCEEDED, the next try
 * enqueued with its pause, or FAILED after a day) and the endpoint's failure count — a day of failures pauses it,
 * with a history event and the owners' bell, once.
 */
import type { TxContext } from '../../db/transaction.js';
import { recordHistoryEvent } from '../history/index.js';
import { notify } from '../notifications/index.js';
import { deliverWebhookJob } from './webhook-deliver.job.js';
import { FAILING_PAUSE_AFTER_MS, nextAttemptAt, pauseAfterAttempt } from './webhook-schedule.js';
import type { SendOutcome } from './webhook-send.js';
import {
  type EndpointRow,
  insertAttempt,
  lockDelivery,
  nextAttemptNo,
  selectOwnerAccountIds,
  updateDelivery,
  updateEndpoint,
} from './webhooks.repo.js';

export type AttemptResult = { startedAt: Date; durationMs: number; outcome: SendOutcome };

const WEBHOOKS_PAGE = '/profile/integrations';

async function recordAttempt(txCtx: TxContext, deliveryId: string, result: AttemptResult) {
  const row = await lockDelivery(txCtx.db, deliveryId);
  if (!row) return undefined;
  await insertAttempt(txCtx.db, {
    deliveryId,
    attemptNo: await nextAttemptNo(txCtx.db, deliveryId),
    startedAt: result.startedAt,
    durationMs: result.durationMs,
    statusCode: result.outcome.statusCode,
    error: result.outcome.error,
    responseBody: result.outcome.responseBody,
  });
  return row;
}

export async function recordSuccess(txCtx: TxContext, deliveryId: string, result: AttemptResult): Promise<void> {
  const row = await recordAttempt(txCtx, deliveryId, result);
  if (!row) return;
  await updateDelivery(txCtx.db, deliveryId, {
    status: 'SUCCEEDED',
    attempts: row.delivery.attempts + 1,
    lastStatusCode: result.outcome.statusCode,
    lastError: null,
    nextAttemptAt: null,
    deliveredAt: txCtx.now(),
  });
  // Only an endpoint that was failing is written: deliveries to a healthy one never contend for its row.
  if (row.endpoint.consecutiveFailures !== 0 || row.endpoint.failingSince) {
    await updateEndpoint(txCtx.db, row.endpoint.id, { consecutiveFailures: 0, failingSince: null });
  }
}

export async function recordFailure(txCtx: TxContext, deliveryId: string, result: AttemptResult): Promise<void> {
  const row = await recordAttempt(txCtx, deliveryId, result);
  if (!row) return;
  const now = txCtx.now();
  const attempts = row.delivery.attempts + 1;
  const failure = {
    attempts,
    lastStatusCode: result.outcome.statusCode,
    lastError: result.outcome.error ?? `Сервер ответил ${result.outcome.statusCode}`,
  };
  // A delivery another run already finished (a resend that succeeded meanwhile) keeps its state.
  if (row.delivery.status === 'PENDING') {
    const next = nextAttemptAt(row.delivery.createdAt, attempts, now);
    await updateDelivery(txCtx.db, deliveryId, {
      ...failure,
      status: next ? 'PENDING' : 'FAILED',
      nextAttemptAt: next,
    });
    if (next) {
      await txCtx.jobs.enqueue(
        txCtx.db,
        deliverWebhookJob,
        { deliveryId },
        {
          startAfterSeconds: pauseAfterAttempt(attempts),
        },
      );
    }
  }
  await countEndpointFailure(txCtx, row.endpoint, now);
}

async function countEndpointFailure(txCtx: TxContext, endpoint: EndpointRow, now: Date) {
  const failingSince = endpoint.failingSince ?? now;
  const pause = endpoint.status === 'ACTIVE' && now.getTime() - failingSince.getTime() >= FAILING_PAUSE_AFTER_MS;
  await updateEndpoint(txCtx.db, endpoint.id, {
    consecutiveFailures: endpoint.consecutiveFailures + 1,
    failingSince,
    ...(pause ? { status: 'PAUSED' as const, pausedReason: 'FAILING' as const, pausedAt: now } : {}),
  });
  if (!pause) return;
  await recordHistoryEvent(txCtx, {
    entityKind: 'webhook',
    entityId: endpoint.id,
    event: 'FAILING_PAUSED',
    customerId: endpoint.customerId,
    details: { url: endpoint.url, consecutive_failures: endpoint.consecutiveFailures + 1 },
  });
  for (const accountId of await selectOwnerAccountIds(txCtx.db, endpoint.customerId)) {
    await notify(
      txCtx,
      { accountId },
      {
        title: 'Вебхук приостановлен',
        body: `Адрес ${endpoint.url} не принимает события больше суток: отправка приостановлена. Проверьте сервер и возобновите вебхук в разделе «Интеграции».`,
        type: 'system',
        url: WEBHOOKS_PAGE,
      },
    );
  }
}
