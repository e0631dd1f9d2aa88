/**
 * Sends Госключ has not confirmed (part of job `signatures.poll-goskey`): a SEND_UNKNOWN request — the
 * send's retries were spent and the service may hold it — and a SENDING one left behind by a process
 * that stopped mid-send. The same package goes again under the same idempotency key (the row's id), so
 * the service answers with the request it already has and the person never gets the document twice:
 *
 *   an answer                 → PENDING with its id (owner's `onSent`), followed like any other
 *   a refusal (400/422/413)   → ERROR + owner's `onEnded` (GOSKEY_SENT_ERROR for documents)
 *   still no answer           → stays; the next round asks again
 *   past its deadline         → ERROR «Госключ не подтвердил получение документа…» (a request the service
 *                               made from one of our attempts has expired by then as well)
 */
import type { AppContext } from '../../context.js';
import {
  type GoskeyClient,
  GoskeyRefusedError,
  GoskeySendUnknownError,
} from '../../integrations/goskey/goskey.types.js';
import { AppError } from '../../lib/errors.js';
import { type GoskeyRequestRow, selectUnconfirmedSends } from './goskey.repo.js';
import { actorContextOf, goskeyOwnerOf } from './goskey-owners.js';
import { markSendFailed, markTaken, packageOf, settleRequest } from './goskey-signing.js';

const BATCH = 50;
/** A SENDING row older than this lost its sender (a send with all retries takes about a minute). */
const STALE_SENDING_MS = 5 * 60 * 1000;

export const SEND_NOT_CONFIRMED_REASON =
  'Госключ не подтвердил получение документа: отправьте документ на подпись ещё раз';

/** When the job stops asking: SEND_UNKNOWN keeps it in expires_at; a stale SENDING row counts from its creation. */
const deadlineOf = (ctx: AppContext, request: GoskeyRequestRow) =>
  request.expiresAt ?? new Date(request.createdAt.getTime() + ctx.config.GOSKEY_REQUEST_TTL_HOURS * 3_600_000);

export async function resendUnconfirmed(ctx: AppContext, goskey: GoskeyClient): Promise<number> {
  const rows = await selectUnconfirmedSends(ctx.db, new Date(ctx.now().getTime() - STALE_SENDING_MS), BATCH);
  let settled = 0;
  for (const request of rows) {
    try {
      if (await resend(ctx, goskey, request)) settled += 1;
    } catch (error) {
      // Still no answer, or the subject is gone: the next round asks again; the others go on.
      ctx.log.warn({ requestId: request.id, err: error }, 'Госключ: re-send failed');
    }
  }
  return settled;
}

async function resend(ctx: AppContext, goskey: GoskeyClient, request: GoskeyRequestRow): Promise<boolean> {
  const actorCtx = actorContextOf(ctx, request);
  if (ctx.now() >= deadlineOf(ctx, request)) {
    await markSendFailed(actorCtx, request, SEND_NOT_CONFIRMED_REASON);
    return true;
  }
  const bytes = await goskeyOwnerOf(ctx, request.subjectType).documentBytes(actorCtx, request);
  try {
    const sent = await goskey.send(packageOf(actorCtx, request, bytes), request.id);
    await markTaken(actorCtx, request, sent);
    return true;
  } catch (error) {
    if (error instanceof GoskeyRefusedError) {
      await markSendFailed(actorCtx, request, error.reason);
      return true;
    }
    if (error instanceof GoskeySendUnknownError && request.status === 'SENDING') {
      // A sender's leftover is now known to be unconfirmed: the page says so until the answer.
      await settleRequest(actorCtx, request, ['SENDING'], {
        status: 'SEND_UNKNOWN',
        expiresAt: deadlineOf(ctx, request),
      });
      return false;
    }
    // Unavailable or unknown again: asked again next round.
    if (error instanceof AppError || error instanceof GoskeySendUnknownError) return false;
    throw error;
  }
}
