/**
 * Following Госключ requests to their end (job `signatures.poll-goskey`, every GOSKEY_POLL_SECONDS):
 * first the sends the service has not confirmed are sent again (goskey-resend.ts), then each PENDING
 * request's status is asked; SIGNED → the detached signature is fetched and verified
 * exactly like a КЭП (signature-verification.ts, as the person who asked; УНЭП against its pinned
 * roots; a company's against the responsible person it was sent to and their МЧД), then the evidence row (UKEP_GOSKEY / UNEP_GOSKEY) and the owner's `onSigned` in one
 * transaction; REJECTED / EXPIRED / ERROR → the owner's `onEnded`. A signature that fails a step (another
 * person's certificate, other bytes) ends the request in ERROR with that step's reason and changes
 * nothing of the subject. Each end is written under the request's row lock, once.
 */
import { readFileSync } from 'node:fs';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { GoskeyClient, GoskeyStatus } from '../../integrations/goskey/goskey.types.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { streebog256Hex } from '../../lib/streebog.js';
import { type GoskeyRequestRow, lockRequest, selectPendingRequests, updateRequest } from './goskey.repo.js';
import { actorContextOf, type GoskeyEnd, goskeyOwnerOf } from './goskey-owners.js';
import { resendUnconfirmed } from './goskey-resend.js';
import { detailsOfRequest, GOSKEY_KIND_TEXT, settleRequest } from './goskey-signing.js';
import { verifySignatureOf } from './signature-verification.js';
import { insertDocumentSignature } from './signatures.repo.js';
import { loadSigner } from './signer.js';

const BATCH = 200;
/** Clock skew allowed before the send for signingTime (the app signs after our request arrives). */
const SKEW_MS = 5 * 60 * 1000;

/** УНЭП roots pinned by GOSKEY_UNEP_ROOTS; without it the sandbox's (the test CA) where KEP_TEST_CA allows. */
export function unepRoots(ctx: AppContext): string[] {
  const configured = ctx.config.GOSKEY_UNEP_ROOTS?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (configured?.length) return configured;
  if (!ctx.config.KEP_TEST_CA) return [];
  return [readFileSync(new URL('../../lib/signature-crypto/fixtures/ca.crt', import.meta.url), 'latin1')];
}

export async function pollGoskeyRequests(
  ctx: AppContext,
): Promise<{ resent: number; checked: number; finished: number }> {
  const goskey = ctx.goskey;
  if (!goskey) return { resent: 0, checked: 0, finished: 0 };
  const resent = await resendUnconfirmed(ctx, goskey);
  const pending = await selectPendingRequests(ctx.db, BATCH);
  let finished = 0;
  for (const request of pending) {
    try {
      if (await followRequest(ctx, goskey, request)) finished += 1;
    } catch (error) {
      // The service down for one request must not stop the others; the next round asks again.
      ctx.log.warn({ requestId: request.id, err: error }, 'Госключ: status check failed');
    }
  }
  return { resent, checked: pending.length, finished };
}

async function followRequest(ctx: AppContext, goskey: GoskeyClient, request: GoskeyRequestRow): Promise<boolean> {
  if (!request.externalId) return false;
  const status: GoskeyStatus = await goskey.status(request.externalId);
  if (status.status === 'PENDING') return false;
  if (status.status !== 'SIGNED') {
    const reason =
      status.status === 'EXPIRED' ? 'Истёк срок подписания в Госключе' : (status.reason ?? 'Ошибка Госключа');
    await finish(ctx, request, { status: status.status, reason });
    return true;
  }
  const cms = await goskey.fetchSignature(request.externalId);
  await acceptSignature(ctx, request, cms);
  return true;
}

/** Ends the request without a signature and tells its owner, once. */
async function finish(ctx: AppContext, request: GoskeyRequestRow, end: GoskeyEnd) {
  await settleRequest(
    actorContextOf(ctx, request),
    request,
    ['PENDING'],
    { status: end.status, reason: end.reason, finishedAt: ctx.now() },
    (txCtx, ended) => goskeyOwnerOf(txCtx, request.subjectType).onEnded(txCtx, ended, end),
  );
}

async function acceptSignature(ctx: AppContext, request: GoskeyRequestRow, cms: Uint8Array) {
  const actorCtx = actorContextOf(ctx, request);
  const owner = goskeyOwnerOf(ctx, request.subjectType);
  const bytes = await owner.documentBytes(actorCtx, request);
  if (sha256(bytes) !== request.documentSha256) {
    await finish(ctx, request, {
      status: 'ERROR',
      reason: 'Файл документа изменился после отправки в Госключ: отправьте его заново',
    });
    return;
  }
  const signer = await loadSigner(actorCtx);
  let verified: Awaited<ReturnType<typeof verifySignatureOf>>;
  try {
    verified = await verifySignatureOf(actorCtx, {
      signer,
      documentBytes: bytes,
      signature: cms,
      // From the row's creation: a send confirmed later by the job may have reached the person at its first attempt.
      maxSigningAgeMs: ctx.now().getTime() - request.createdAt.getTime() + SKEW_MS,
      // A company's request went to one responsible person: only their certificate (and МЧД) counts.
      ...(request.party === 'COMPANY' ? { representativeId: detailsOfRequest(request).representative?.id ?? '' } : {}),
      ...(request.kind === 'UNEP_GOSKEY' ? { pinnedRoots: unepRoots(ctx) } : {}),
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'SIGNATURE_INVALID') throw error;
    await finish(ctx, request, { status: 'ERROR', reason: error.message, signatureRefused: true });
    return;
  }
  try {
    await inTransaction(actorCtx, async (txCtx) => {
      const locked = await lockRequest(txCtx.db, request.id);
      if (locked?.status !== 'PENDING') return;
      const evidence = await insertDocumentSignature(txCtx.db, {
        accountId: request.accountId,
        kind: request.kind,
        subjectType: request.subjectType,
        subjectId: request.subjectId,
        documentSha256: sha256(bytes),
        documentStreebog256: streebog256Hex(bytes),
        signerName: verified.signerName,
        signatureCms: Buffer.from(verified.cms).toString('base64'),
        verification: { ...verified.verification, goskey: { request_id: locked.externalId, kind: locked.kind } },
        certificateThumbprint: verified.facts.thumbprintSha1,
        ip: null,
        userAgent: `Госключ (${GOSKEY_KIND_TEXT[request.kind]})`,
        signedAt: verified.at,
      });
      const signed = await updateRequest(txCtx.db, request.id, {
        status: 'SIGNED',
        signatureId: evidence.id,
        finishedAt: txCtx.now(),
      });
      await owner.onSigned(txCtx, signed ?? locked, evidence);
    });
  } catch (error) {
    // The owner refused it meanwhile (the document terminated, the other side rejected it): nothing
    // of the signature stays, the request ends with the owner's reason.
    if (!(error instanceof AppError)) throw error;
    await finish(ctx, request, { status: 'ERROR', reason: `Подпись из Госключа не применена: ${error.message}` });
  }
}
