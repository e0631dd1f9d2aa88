/**
 * Every call to the FNS partner API goes through here, from a job: the message is recorded first (in
 * the business transaction), then sent, and the MessageId FNS gives is committed BEFORE polling starts.
 * A run that dies anywhere resumes on the queue's retry by polling the same MessageId — never by
 * sending again (DOMAIN.md §3.1: NEW → SENT → COMPLETED | FAILED).
 *
 * - COMPLETED / FAILED rows return their stored outcome without a call (a job may run twice).
 * - SmzPlatformError: INTERNAL_ERROR puts the row back to NEW and throws, so the queue retries with
 *   backoff and sends a fresh message; any other code is final and stored as FAILED with its Russian
 *   text (PARTNER_DENY is also logged as an error: ops must act).
 * - A MessageId FNS no longer knows (soap:Fault) puts the row back to NEW and throws: the retry sends
 *   again. Income is safe to resend — its OperationUniqueId makes a repeat DUPLICATE.
 * - Still PROCESSING after this run's pauses: throws FnsStillProcessingError; the retry polls on.
 */
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  FnsMessageNotFoundError,
  FnsPlatformError,
  FnsStillProcessingError,
  fnsUnavailable,
} from '../../integrations/fns/fns.errors.js';
import type { FnsMethod, FnsRequestOf, FnsResponseOf } from '../../integrations/fns/fns.types.js';
import { type FnsRequestRow, insertFnsRequest, selectFnsRequest, updateFnsRequest } from './fns-requests.repo.js';

export type FnsOutcome<M extends FnsMethod> =
  | { ok: true; response: FnsResponseOf<M> }
  | { ok: false; code: string; message: string };

/** Pauses between polls within one run (ms, ±20 % jitter); about a minute in all. */
export const FNS_POLL_PAUSES_MS = [300, 700, 1500, 3000, 6000, 12_000, 20_000, 20_000] as const;

/** Records a message to send; call it inside the transaction that decides to ask FNS. */
export async function recordFnsRequest<M extends FnsMethod>(
  tx: Db,
  method: M,
  payload: FnsRequestOf<M>,
  about: { employeeId?: string | null; inn?: string | null },
  now: Date,
): Promise<FnsRequestRow> {
  return insertFnsRequest(tx, { method, payload, employeeId: about.employeeId ?? null, inn: about.inn ?? null }, now);
}

/** Runs a recorded message to its end (see the header). */
export async function runFnsRequest<M extends FnsMethod>(
  ctx: AppContext,
  requestId: string,
  options: { pausesMs?: readonly number[] } = {},
): Promise<FnsOutcome<M>> {
  const row = await selectFnsRequest(ctx.db, requestId);
  if (!row) throw new Error(`fns request ${requestId} not found`);
  const stored = storedOutcome<M>(row);
  if (stored) return stored;
  if (!ctx.fns) throw fnsUnavailable('not configured');
  const fns = ctx.fns;
  const method = row.method as M;

  let messageId = row.state === 'SENT' ? row.messageId : null;
  if (!messageId) {
    messageId = await fns.send(method, row.payload as FnsRequestOf<M>);
    const now = ctx.now();
    await updateFnsRequest(
      ctx.db,
      row.id,
      { state: 'SENT', messageId, sendCount: row.sendCount + 1, sentAt: now },
      now,
    );
  }

  for (const pause of [0, ...(options.pausesMs ?? FNS_POLL_PAUSES_MS)]) {
    if (pause) await sleep(jitter(pause));
    try {
      const answer = await fns.receive(method, messageId);
      if (answer.status === 'PROCESSING') continue;
      const now = ctx.now();
      await updateFnsRequest(ctx.db, row.id, { state: 'COMPLETED', response: answer.response, completedAt: now }, now);
      return { ok: true, response: answer.response };
    } catch (error) {
      if (error instanceof FnsMessageNotFoundError) {
        await updateFnsRequest(ctx.db, row.id, { state: 'NEW', messageId: null }, ctx.now());
        throw error;
      }
      if (!(error instanceof FnsPlatformError)) throw error;
      if (error.retryable) {
        await updateFnsRequest(ctx.db, row.id, { state: 'NEW', messageId: null, errorCode: error.code }, ctx.now());
        throw error;
      }
      if (error.code === 'PARTNER_DENY')
        ctx.log.error({ method, code: error.code }, 'FNS denies the partner: ops must act');
      const now = ctx.now();
      await updateFnsRequest(
        ctx.db,
        row.id,
        { state: 'FAILED', errorCode: error.code, errorMessage: error.russian, completedAt: now },
        now,
      );
      return { ok: false, code: error.code, message: error.russian };
    }
  }
  throw new FnsStillProcessingError(messageId);
}

/** Records and runs in one go, for jobs that have nothing to commit alongside the message. */
export async function askFns<M extends FnsMethod>(
  ctx: AppContext,
  method: M,
  payload: FnsRequestOf<M>,
  about: { employeeId?: string | null; inn?: string | null } = {},
): Promise<FnsOutcome<M>> {
  const row = await recordFnsRequest(ctx.db, method, payload, about, ctx.now());
  return runFnsRequest<M>(ctx, row.id);
}

function storedOutcome<M extends FnsMethod>(row: FnsRequestRow): FnsOutcome<M> | undefined {
  if (row.state === 'COMPLETED') return { ok: true, response: row.response as FnsResponseOf<M> };
  if (row.state === 'FAILED') return { ok: false, code: row.errorCode ?? 'UNKNOWN', message: row.errorMessage ?? '' };
  return undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const jitter = (ms: number) => Math.round(ms * (0.8 + Math.random() * 0.4));
