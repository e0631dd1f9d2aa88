/**
 * Sending something to a person's «Госключ» for signing (DOMAIN.md §6.5), knowing nothing of what
 * it is: the caller hands the exact bytes, the subject, the signer's party and person (СНИЛС, ФИО),
 * and hooks run in its own transactions. A request row is committed first (SENDING; one open per
 * subject and party, else 409), then the package goes out with the row's id as the idempotency key
 * (a lost answer finds the same request on the retry); PENDING with the service's id and expiry →
 * `onSent`, or ERROR with the Russian reason → `onSendFailed`, and the error is thrown.
 * The answer is followed by the job (goskey-poll.ts).
 */
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { GoskeyRefusedError, goskeyUnavailable } from '../../integrations/goskey/goskey.types.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { type GoskeyRequestRow, insertOpenRequest, selectOpenRequest, updateRequest } from './goskey.repo.js';
import type { SigningSubject } from './self-nep-signing.js';
import type { Signer } from './signer.js';

export type GoskeyKind = 'UKEP_GOSKEY' | 'UNEP_GOSKEY';
export type GoskeyParty = 'COMPANY' | 'CONTRACTOR';

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

export const alreadySent = (expiresAt: Date | null) =>
  new AppError('INVALID_STATE', {
    message: `Документ уже отправлен в Госключ${expiresAt ? ` и ждёт подписи до ${moscowText(expiresAt)}` : ''}: подпишите или отклоните его в приложении «Госключ»`,
  });

export const moscowText = (date: Date) =>
  date.toLocaleString('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' });

export async function sendToGoskey<C extends ActorContext>(
  ctx: C,
  input: {
    signer: Signer;
    party: GoskeyParty;
    partyId: string;
    subject: SigningSubject;
    kind: GoskeyKind;
    person: GoskeyPerson;
    documentBytes: Uint8Array;
    fileName: string;
    title: string;
  },
  hooks: {
    /** Runs before the row is written, in its transaction: the owner re-checks under its locks. */
    check(txCtx: TxContext<C>): Promise<void>;
    onSent(txCtx: TxContext<C>, request: GoskeyRequestRow): Promise<void>;
    onSendFailed(txCtx: TxContext<C>, request: GoskeyRequestRow, reason: string): Promise<void>;
  },
): Promise<GoskeyRequestRow> {
  const goskey = ctx.goskey;
  if (!goskey) throw goskeyUnavailable('not configured');
  const request = await inTransaction(ctx, async (txCtx) => {
    await hooks.check(txCtx);
    const open = await selectOpenRequest(txCtx.db, input.subject.type, input.subject.id, input.party);
    if (open) throw alreadySent(open.expiresAt);
    const row = await insertOpenRequest(txCtx.db, {
      accountId: input.signer.accountId,
      party: input.party,
      partyId: input.partyId,
      kind: input.kind,
      subjectType: input.subject.type,
      subjectId: input.subject.id,
      documentSha256: sha256(input.documentBytes),
      details: { title: input.title },
      createdAt: txCtx.now(),
    });
    if (!row) throw alreadySent(null);
    return row;
  });
  let sent: { requestId: string; expiresAt: Date };
  try {
    sent = await goskey.send(
      {
        signer: input.person,
        signatureType: input.kind === 'UKEP_GOSKEY' ? 'UKEP' : 'UNEP',
        ttlSeconds: ctx.config.GOSKEY_REQUEST_TTL_HOURS * 3600,
        title: input.title,
        document: { name: input.fileName, mimeType: 'application/pdf', content: input.documentBytes },
      },
      request.id,
    );
  } catch (error) {
    const refused = error instanceof GoskeyRefusedError;
    if (!refused && !(error instanceof AppError)) throw error;
    const reason = refused ? error.reason : error.message;
    await inTransaction(ctx, async (txCtx) => {
      const failed = await updateRequest(txCtx.db, request.id, { status: 'ERROR', reason, finishedAt: txCtx.now() });
      await hooks.onSendFailed(txCtx, failed ?? request, reason);
    });
    if (refused) throw new AppError('VALIDATION_ERROR', { message: reason, status: 422 });
    throw error;
  }
  return inTransaction(ctx, async (txCtx) => {
    const pending = await updateRequest(txCtx.db, request.id, {
      status: 'PENDING',
      externalId: sent.requestId,
      expiresAt: sent.expiresAt,
      sentAt: txCtx.now(),
    });
    await hooks.onSent(txCtx, pending!);
    return pending!;
  });
}
