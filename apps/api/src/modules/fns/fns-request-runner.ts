/**
 * Every call to the FNS partner API goes through here, from a job: the message is recorded first (in
 * the business transaction), then sent, and the MessageId FNS gives is committed BEFORE polling starts.
 * A run that dies after that commit resumes on the queue's retry by polling the same MessageId — never
 * by sending again (DOMAIN.md §3.1: NEW → SENT → COMPLETED | FAILED). A batch (income only) commits its
 * MessageIds a group at a time: a group cut short is sent again, and FNS answers the repeat DUPLICATE.
 *
 * - COMPLETED / FAILED rows return their stored outcome without a call (a job may run twice).
 * - SmzPlatformError: INTERNAL_ERROR puts the row back to NEW and throws, so the queue retries with
 *   backoff and sends a fresh message; any other code is final and stored as FAILED with its Russian
 *   text (PARTNER_DENY is also logged as an error: ops must act).
 * - A MessageId FNS no longer knows (soap:Fault) puts the row back to NEW and throws: the retry sends
 *   again. Income is safe to resend — its OperationUniqueId makes a repeat DUPLICATE.
 * - Still PROCESSING after this run's pauses: throws FnsStillProcessingError; the retry polls on.
 *
 * Two steps, one way each, a single message being a batch of one: send (commit the MessageIds) and settle
 * (record polled answers as above, the completed ones in one statement). `runFnsRequest` runs one message
 * polling it by GetMessage; `runFnsRequests` a batch's, polling the lot by GetMessages (DOMAIN.md §9.2).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  FnsMessageNotFoundError,
  FnsPlatformError,
  FnsStillProcessingError,
  fnsUnavailable,
  isFnsReceiveError,
} from '../../integrations/fns/fns.errors.js';
import type {
  FnsClient,
  FnsMethod,
  FnsPolledMessage,
  FnsRequestOf,
  FnsResponseOf,
} from '../../integrations/fns/fns.types.js';
import { codeOf, eachAtMost } from '../../lib/pipeline.js';
import {
  type FnsRequestRow,
  insertFnsRequest,
  markFnsRequestsCompleted,
  markFnsRequestsSent,
  selectFnsRequest,
  selectFnsRequests,
  updateFnsRequest,
} from './fns-requests.repo.js';

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
  const stored = storedFnsOutcome<M>(row);
  if (stored) return stored;
  const messageId = await sendFnsRequest(ctx, row);
  for (const pause of [0, ...(options.pausesMs ?? FNS_POLL_PAUSES_MS)]) {
    if (pause) await sleep(jitter(pause));
    const outcome = await settleFnsAnswer<M>(ctx, row, await pollOne(clientOf(ctx), row.method as M, messageId));
    if (outcome) return outcome;
  }
  throw new FnsStillProcessingError(messageId);
}

/** One request's end in `runFnsRequests`: its outcome, or the error its send or settle step threw. */
export type FnsRun<M extends FnsMethod> = { ok: true; outcome: FnsOutcome<M> } | { ok: false; error: unknown };

/** A batch's messages whose MessageIds are committed together, before any of them is polled. */
const SEND_GROUP = 100;

/** The send step for one row (see sendFnsRequests). */
async function sendFnsRequest(ctx: AppContext, row: FnsRequestRow): Promise<string> {
  const sent = (await sendFnsRequests(ctx, [row], 1)).get(row.id)!;
  if (!sent.ok) throw sent.error;
  return sent.messageId;
}

/**
 * The send step for rows not finished yet (see `storedFnsOutcome`), `concurrency` in flight: a row without
 * a MessageId is sent; a row SENT already answers its recorded MessageId without a call (a rerun never
 * sends it twice). Sent SEND_GROUP at a time, the group's MessageIds committed in one statement once its
 * sends are answered: a worker dying before that commit sends the group again on the rerun — a batch is
 * income only, whose OperationUniqueId makes FNS answer the repeat DUPLICATE (settled as registered).
 * Each row's MessageId, or the error its send threw.
 */
async function sendFnsRequests(
  ctx: AppContext,
  rows: readonly FnsRequestRow[],
  concurrency: number,
): Promise<Map<string, { ok: true; messageId: string } | { ok: false; error: unknown }>> {
  const results = new Map<string, { ok: true; messageId: string } | { ok: false; error: unknown }>();
  for (let from = 0; from < rows.length; from += SEND_GROUP) {
    const sent: { id: string; messageId: string; sendCount: number }[] = [];
    await eachAtMost(concurrency, rows.slice(from, from + SEND_GROUP), async (row) => {
      if (row.state === 'SENT' && row.messageId)
        return void results.set(row.id, { ok: true, messageId: row.messageId });
      try {
        const messageId = await clientOf(ctx).send(row.method as FnsMethod, row.payload as never);
        sent.push({ id: row.id, messageId, sendCount: row.sendCount + 1 });
      } catch (error) {
        results.set(row.id, { ok: false, error });
      }
    });
    await markFnsRequestsSent(ctx.db, sent, ctx.now());
    for (const { id, messageId } of sent) results.set(id, { ok: true, messageId });
  }
  return results;
}

/**
 * The settle step: one polled answer of a SENT row (GetMessage's or one of GetMessages') recorded in the
 * row as the header says — the response (COMPLETED) or a final refusal (FAILED) returned; null while FNS
 * is still processing (the row unchanged); thrown, with the row put back to NEW where the retry must send
 * again, for a MessageId FNS no longer knows, INTERNAL_ERROR and FNS unreachable.
 */
async function settleFnsAnswer<M extends FnsMethod>(
  ctx: AppContext,
  row: FnsRequestRow,
  polled: FnsPolledMessage<M>,
): Promise<FnsOutcome<M> | null> {
  const run = (await settleFnsAnswers<M>(ctx, [{ row, polled }])).get(row.id)!;
  if (run === null) return null;
  if (!run.ok) throw run.error;
  return run.outcome;
}

/**
 * The settle step for answers polled together: the completed ones recorded in one statement, each
 * refusal or error as `settleFnsAnswer` says. Each row's run (its outcome or the error to throw), null
 * while FNS is still processing it.
 */
async function settleFnsAnswers<M extends FnsMethod>(
  ctx: AppContext,
  answered: readonly { row: FnsRequestRow; polled: FnsPolledMessage<M> }[],
): Promise<Map<string, FnsRun<M> | null>> {
  const runs = new Map<string, FnsRun<M> | null>();
  const completed: { id: string; response: FnsResponseOf<M> }[] = [];
  for (const { row, polled } of answered) {
    if (!polled.ok) {
      try {
        runs.set(row.id, { ok: true, outcome: await settleRefusal<M>(ctx, row, polled.error) });
      } catch (error) {
        runs.set(row.id, { ok: false, error });
      }
    } else if (polled.state.status === 'PROCESSING') {
      runs.set(row.id, null);
    } else {
      completed.push({ id: row.id, response: polled.state.response });
    }
  }
  await markFnsRequestsCompleted(ctx.db, completed, ctx.now());
  for (const { id, response } of completed) runs.set(id, { ok: true, outcome: { ok: true, response } });
  return runs;
}

/** A polled error: final refusals stored FAILED and returned; the rest put back to NEW where needed and thrown. */
async function settleRefusal<M extends FnsMethod>(
  ctx: AppContext,
  row: FnsRequestRow,
  error: unknown,
): Promise<FnsOutcome<M>> {
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
    ctx.log.error({ method: row.method, code: error.code }, 'FNS denies the partner: ops must act');
  const now = ctx.now();
  await updateFnsRequest(
    ctx.db,
    row.id,
    { state: 'FAILED', errorCode: error.code, errorMessage: error.russian, completedAt: now },
    now,
  );
  return { ok: false, code: error.code, message: error.russian };
}

/**
 * Runs many recorded messages of one method in one go (a batch job): each is sent as `runFnsRequest`
 * sends it (`concurrency` in flight; one with a MessageId already is not sent again), then those FNS is
 * still processing are polled with GetMessagesRequest — all of them a round, one call per
 * FNS_GET_MESSAGES_BATCH_SIZE ids, a round after each pause — and each answer settled as
 * `runFnsRequest` settles it. Returns each request's run by request id; a request left out could not
 * finish in these rounds (still PROCESSING, or FNS refused the polling: «too many calls» after the
 * client's own pauses, or unreachable) — it stays SENT with its MessageId, for its own run to poll on.
 */
export async function runFnsRequests<M extends FnsMethod>(
  ctx: AppContext,
  method: M,
  requestIds: readonly string[],
  options: { pausesMs: readonly number[]; concurrency: number },
): Promise<Map<string, FnsRun<M>>> {
  const runs = new Map<string, FnsRun<M>>();
  const polling = new Map<string, FnsRequestRow>();
  const rows = await selectFnsRequests(ctx.db, [...new Set(requestIds)]);
  const unfinished: FnsRequestRow[] = [];
  for (const row of rows) {
    const stored = storedFnsOutcome<M>(row);
    if (stored) runs.set(row.id, { ok: true, outcome: stored });
    else unfinished.push(row);
  }
  const sent = await sendFnsRequests(ctx, unfinished, options.concurrency);
  for (const row of unfinished) {
    const send = sent.get(row.id)!;
    if (send.ok) polling.set(send.messageId, row);
    else runs.set(row.id, { ok: false, error: send.error });
  }
  const batchSize = ctx.config.FNS_GET_MESSAGES_BATCH_SIZE;
  for (const pause of options.pausesMs) {
    if (polling.size === 0) break;
    await sleep(jitter(pause));
    const messageIds = [...polling.keys()];
    for (let start = 0; start < messageIds.length; start += batchSize) {
      let answers: FnsPolledMessage<M>[];
      try {
        answers = await clientOf(ctx).getMessages(method, messageIds.slice(start, start + batchSize));
      } catch (error) {
        // What is answered so far is settled; the rest stays SENT for its own run.
        ctx.log.warn({ method, error: (error as Error).name, code: codeOf(error) }, 'FNS refused GetMessages');
        return runs;
      }
      const answered = answers.flatMap((polled) => {
        const row = polling.get(polled.messageId);
        return row ? [{ row, polled }] : [];
      });
      for (const [id, run] of await settleFnsAnswers<M>(ctx, answered)) {
        if (run) runs.set(id, run);
      }
      for (const { row, polled } of answered) {
        if (runs.has(row.id)) polling.delete(polled.messageId);
      }
    }
  }
  return runs;
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

/** A finished row's outcome, stored: COMPLETED and FAILED rows answer it without a call (a job may run twice). */
export function storedFnsOutcome<M extends FnsMethod>(row: FnsRequestRow): FnsOutcome<M> | undefined {
  if (row.state === 'COMPLETED') return { ok: true, response: row.response as FnsResponseOf<M> };
  if (row.state === 'FAILED') return { ok: false, code: row.errorCode ?? 'UNKNOWN', message: row.errorMessage ?? '' };
  return undefined;
}

function clientOf(ctx: AppContext): FnsClient {
  if (!ctx.fns) throw fnsUnavailable('not configured');
  return ctx.fns;
}

/** GetMessage's answer as a value, as GetMessages gives each id's (FnsPolledMessage). */
async function pollOne<M extends FnsMethod>(
  fns: FnsClient,
  method: M,
  messageId: string,
): Promise<FnsPolledMessage<M>> {
  try {
    return { messageId, ok: true, state: await fns.receive(method, messageId) };
  } catch (error) {
    if (isFnsReceiveError(error)) return { messageId, ok: false, error };
    throw error;
  }
}

const jitter = (ms: number) => Math.round(ms * (0.8 + Math.random() * 0.4));
