/**
 * webhooks.deliver (docs/decisions/webhooks.md): one attempt of one delivery. Skipped when the delivery is done,
 * its endpoint deleted or paused, or a newer schedule owns it (a resend). The host is resolved and checked, the
 * request pinned to that address; the attempt is recorded and the delivery SUCCEEDED, tried again later (the next
 * job enqueued with the pause in the same transaction) or FAILED — all inside the handler, so the queue's own
 * retry (for a crash only) never doubles the schedule. A worker that dies mid-request leaves the job to be claimed
 * again: the same bytes with the same event id go out, and the attempt gets the next free number.
 */
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_EVENT_TYPE_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/define-job.js';
import { checkWebhookAddress } from './webhook-address.js';
import { recordFailure, recordSuccess } from './webhook-outcome.js';
import { decryptSecret } from './webhook-secret.js';
import { type SendOutcome, sendWebhook, WEBHOOK_USER_AGENT } from './webhook-send.js';
import { signWebhookPayload } from './webhook-signature.js';
import { lockDelivery } from './webhooks.repo.js';

/** A job may run a little before the time it was put off to: this much early still counts as due. */
const EARLY_SLACK_MS = 5000;

async function dueDelivery(ctx: AppContext, deliveryId: string) {
  return inTransaction(ctx, async (txCtx) => {
    const row = await lockDelivery(txCtx.db, deliveryId);
    if (!row) return undefined;
    if (row.delivery.status !== 'PENDING') return undefined;
    if (row.endpoint.deletedAt || row.endpoint.status !== 'ACTIVE') return undefined;
    const at = row.delivery.nextAttemptAt;
    if (!at || at.getTime() > txCtx.now().getTime() + EARLY_SLACK_MS) return undefined;
    return row;
  });
}

export async function deliverWebhook(ctx: AppContext, deliveryId: string): Promise<void> {
  const due = await dueDelivery(ctx, deliveryId);
  if (!due) return;
  const { endpoint, event } = due;
  const startedAt = ctx.now();
  const started = performance.now();
  const check = await checkWebhookAddress(endpoint.url, ctx.config.WEBHOOK_ALLOW_PRIVATE_URLS);
  let outcome: SendOutcome;
  if (!check.ok) {
    outcome = { statusCode: null, responseBody: null, error: check.reason };
  } else {
    // The receiver compares `t` with its own wall clock, so it is the real time, not the portal's (test) clock.
    const signature = signWebhookPayload(event.body, decryptSecret(ctx, endpoint), Math.floor(Date.now() / 1000));
    outcome = await sendWebhook({
      url: endpoint.url,
      address: check.address,
      body: event.body,
      timeoutMs: ctx.config.WEBHOOK_TIMEOUT_MS,
      headers: {
        'content-type': 'application/json',
        'user-agent': WEBHOOK_USER_AGENT,
        [WEBHOOK_EVENT_ID_HEADER]: event.id,
        [WEBHOOK_EVENT_TYPE_HEADER]: event.type,
        [WEBHOOK_SIGNATURE_HEADER]: signature,
      },
    });
  }
  const attempt = { startedAt, durationMs: Math.round(performance.now() - started), outcome };
  const succeeded = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  await inTransaction(ctx, (txCtx) =>
    succeeded ? recordSuccess(txCtx, deliveryId, attempt) : recordFailure(txCtx, deliveryId, attempt),
  );
}

export const deliverWebhookJob = defineJob({
  name: 'webhooks.deliver',
  schema: z.object({ deliveryId: z.uuid() }),
  // Only a crash (the database unreachable) reaches the queue's retry: a receiver's failure is handled above.
  retryLimit: 3,
  handler: (ctx, { deliveryId }) => deliverWebhook(ctx, deliveryId),
});
