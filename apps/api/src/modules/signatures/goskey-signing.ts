/**
 * Sending something to a person's «Госключ» for signing (DOMAIN.md §6.5), knowing nothing of what
 * it is: the caller hands the exact bytes, the subject, the signer's party and person (СНИЛС, ФИО) —
 * for a company, the responsible person who signs for it — and re-checks its own state under its
 * locks (`check`); what follows is the registered owner's (goskey-owners.ts). A request row is
 * committed first (SENDING; one open per subject and party, else 409), then the package goes out
 * with the row's id as the idempotency key (a lost answer finds the same request on the retry):
 *
 *   taken                        → PENDING with the service's id and expiry, owner's `onSent`
 *   refused / not taken (503…)   → ERROR with the Russian reason, owner's `onEnded`, the error thrown
 *   retries spent, may have got it → SEND_UNKNOWN until now + TTL: the job (goskey-resend.ts) asks again
 *                                  with the same key; the caller gets the row (the API answers 202)
 *
 * What was sent (title, file name, person, representative) is kept in the row's details, so the job can
 * send the same package again. The answer is followed by the job (goskey-poll.ts).
 */
import { SEND_UNCONFIRMED_TEXT } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import {
  GoskeyRefusedError,
  type GoskeySendRequest,
  GoskeySendUnknownError,
  goskeyUnavailable,
} from '../../integrations/goskey/goskey.types.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import {
  type GoskeyRequestRow,
  insertOpenRequest,
  lockRequest,
  selectOpenRequest,
  updateRequest,
} from './goskey.repo.js';
import { type GoskeySubjectType, goskeyOwnerOf } from './goskey-owners.js';
import type { Signer } from './signer.js';

export type GoskeyKind = 'UKEP_GOSKEY' | 'UNEP_GOSKEY';
export type GoskeyParty = 'COMPANY' | 'CONTRACTOR';
type GoskeyStatus = GoskeyRequestRow['status'];

export const GOSKEY_KIND_TEXT: Record<GoskeyKind, string> = {
  UKEP_GOSKEY: 'УКЭП Госключ',
  UNEP_GOSKEY: 'УНЭП Госключ',
};

export type GoskeyPerson = {
  snils: string;
  lastName: string;
  firstName: string;
  middleName: string | null;
  inn: string | null;
};

/** The responsible person a company's request went to: their certificate must come back (step 8). */
export type GoskeyRepresentative = { id: string; name: string; mchdNumber: string | null };

/** What the row keeps of the send (details): enough to send the same package again. */
export type GoskeyRequestDetails = {
  title: string;
  file_name: string;
  person: GoskeyPerson;
  representative?: GoskeyRepresentative;
};

export const detailsOfRequest = (request: GoskeyRequestRow) => request.details as GoskeyRequestDetails;

export const alreadySent = (open: Pick<GoskeyRequestRow, 'status' | 'expiresAt'> | null) =>
  new AppError('INVALID_STATE', {
    message:
      open?.status === 'SEND_UNKNOWN'
        ? `${SEND_UNCONFIRMED_TEXT} Отправить документ ещё раз можно, когда Госключ ответит`
        : `Документ уже отправлен в Госключ${open?.status === 'PENDING' && open.expiresAt ? ` и ждёт подписи до ${moscowText(open.expiresAt)}` : ''}: подпишите или отклоните его в приложении «Госключ»`,
  });

export const moscowText = (date: Date) =>
  date.toLocaleString('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' });

/** The package of a request: the same every time it is sent (the key finds the service's request). */
export function packageOf(ctx: ActorContext, request: GoskeyRequestRow, documentBytes: Uint8Array): GoskeySendRequest {
  const details = detailsOfRequest(request);
  return {
    signer: details.person,
    signatureType: request.kind === 'UKEP_GOSKEY' ? 'UKEP' : 'UNEP',
    ttlSeconds: ctx.config.GOSKEY_REQUEST_TTL_HOURS * 3600,
    title: details.title,
    document: { name: details.file_name, mimeType: 'application/pdf', content: documentBytes },
  };
}

/**
 * Moves the request from one of `from` to its next state under its row lock and runs `then` in the same
 * transaction; nothing when another writer (the API call, the job) got there first.
 */
export async function settleRequest<C extends ActorContext>(
  ctx: C,
  request: GoskeyRequestRow,
  from: GoskeyStatus[],
  change: Partial<GoskeyRequestRow>,
  then?: (txCtx: TxContext<C>, row: GoskeyRequestRow) => Promise<void>,
): Promise<GoskeyRequestRow | undefined> {
  return inTransaction(ctx, async (txCtx) => {
    const locked = await lockRequest(txCtx.db, request.id);
    if (!locked || !from.includes(locked.status)) return undefined;
    const row = (await updateRequest(txCtx.db, request.id, change)) ?? locked;
    await then?.(txCtx, row);
    return row;
  });
}

/** The service took it: PENDING with its id and expiry; the owner records the send. */
export const markTaken = <C extends ActorContext>(
  ctx: C,
  request: GoskeyRequestRow,
  sent: { requestId: string; expiresAt: Date },
) =>
  settleRequest(
    ctx,
    request,
    ['SENDING', 'SEND_UNKNOWN'],
    { status: 'PENDING', externalId: sent.requestId, expiresAt: sent.expiresAt, sentAt: ctx.now(), reason: null },
    (txCtx, row) => goskeyOwnerOf(txCtx, row.subjectType).onSent(txCtx, row),
  );

/** The send failed for good: ERROR with the reason; the owner records it (GOSKEY_SENT_ERROR for documents). */
export const markSendFailed = <C extends ActorContext>(ctx: C, request: GoskeyRequestRow, reason: string) =>
  settleRequest(
    ctx,
    request,
    ['SENDING', 'SEND_UNKNOWN'],
    { status: 'ERROR', reason, finishedAt: ctx.now() },
    (txCtx, row) => goskeyOwnerOf(txCtx, row.subjectType).onEnded(txCtx, row, { status: 'ERROR', reason }),
  );

export async function sendToGoskey<C extends ActorContext>(
  ctx: C,
  input: {
    signer: Signer;
    party: GoskeyParty;
    partyId: string;
    /** Its type needs an owner in `ctx.handoffs.goskeyOwners` (goskey-owners.ts). */
    subject: { type: GoskeySubjectType; id: string };
    kind: GoskeyKind;
    person: GoskeyPerson;
    /** Required for the company: who signs for it. */
    representative?: GoskeyRepresentative;
    documentBytes: Uint8Array;
    fileName: string;
    title: string;
  },
  hooks: {
    /** Runs before the row is written, in its transaction: the owner re-checks under its locks. */
    check(txCtx: TxContext<C>): Promise<void>;
  },
): Promise<GoskeyRequestRow> {
  const goskey = ctx.goskey;
  if (!goskey) throw goskeyUnavailable('not configured');
  if (input.party === 'COMPANY' && !input.representative) throw new Error('a company signs through a representative');
  const details: GoskeyRequestDetails = {
    title: input.title,
    file_name: input.fileName,
    person: input.person,
    ...(input.representative ? { representative: input.representative } : {}),
  };
  const request = await inTransaction(ctx, async (txCtx) => {
    await hooks.check(txCtx);
    const open = await selectOpenRequest(txCtx.db, input.subject.type, input.subject.id, input.party);
    if (open) throw alreadySent(open);
    const row = await insertOpenRequest(txCtx.db, {
      accountId: input.signer.accountId,
      party: input.party,
      partyId: input.partyId,
      kind: input.kind,
      subjectType: input.subject.type,
      subjectId: input.subject.id,
      documentSha256: sha256(input.documentBytes),
      details,
      createdAt: txCtx.now(),
    });
    if (!row) throw alreadySent(null);
    return row;
  });
  try {
    const sent = await goskey.send(packageOf(ctx, request, input.documentBytes), request.id);
    return (await markTaken(ctx, request, sent)) ?? request;
  } catch (error) {
    if (error instanceof GoskeySendUnknownError) {
      // Not an error for the person: the job asks again with the same key until the TTL runs out.
      const until = new Date(ctx.now().getTime() + ctx.config.GOSKEY_REQUEST_TTL_HOURS * 3_600_000);
      const unknown = await settleRequest(ctx, request, ['SENDING'], { status: 'SEND_UNKNOWN', expiresAt: until });
      return unknown ?? request;
    }
    const refused = error instanceof GoskeyRefusedError;
    if (!refused && !(error instanceof AppError)) throw error;
    await markSendFailed(ctx, request, refused ? error.reason : error.message);
    if (refused) throw new AppError('VALIDATION_ERROR', { message: error.reason, status: 422 });
    throw error;
  }
}
