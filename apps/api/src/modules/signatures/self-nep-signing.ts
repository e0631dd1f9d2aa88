/**
 * Signing anything with a one-time code (ПЭП, DOMAIN.md §6.7), reusable by every module that signs
 * documents (agreements — issuing the ПЭП signs its own — and acts and contracts of both sides):
 *
 *   sendSigningCode(ctx, {signer, purpose, subject, documentBytes, channel, what}) → masked destination
 *   signWithCode(ctx, {signer, purpose, subject, documentBytes, code, meta, selfNepKeyId}, onSigned)
 *
 * The code is 6 digits, valid 10 minutes, 5 attempts, a new one a minute after the last, stored only as an HMAC bound to the account,
 * the subject and the SHA-256 of the exact bytes: a code for one document (or one account) signs
 * nothing else, and a document changed after the code was sent cannot be signed with it.
 * `signWithCode` writes the evidence row (both hashes, signer, channel, masked address, code hash,
 * time, IP, user agent) and runs `onSigned` in the same transaction.
 */

import type { SelfNepChannel, SentCodeResponse } from '@vyplaty/contracts';
import type { AppContext, RequestMeta } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { hmac, newSmsCode, safeEqual, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { streebog256Hex } from '../../lib/streebog.js';
import { sendEmailJob, sendSmsJob } from '../messaging/index.js';
import { SIGNING_CODE_RESEND_SECONDS, signatureRateLimits } from './signatures.rate-limits.js';
import {
  type DocumentSignatureRow,
  insertDocumentSignature,
  insertSignatureCode,
  lockAccount,
  markCodeUsed,
  recordCodeAttempt,
  type SignatureCodeRow,
  selectLatestCode,
  selectLatestCodeForUpdate,
} from './signatures.repo.js';
import { destinationOf, type Signer } from './signer.js';
import { signingLetter, signingSms } from './signing-messages.js';

export const SIGNING_CODE_TTL_SECONDS = 10 * 60;
export const SIGNING_CODE_MAX_ATTEMPTS = 5;

export type SigningSubject = { type: string; id: string };
export type SigningPurpose = SignatureCodeRow['purpose'];

const codeHashOf = (ctx: AppContext, accountId: string, subject: SigningSubject, sha256: string, code: string) =>
  hmac(ctx.config.APP_SECRET!, `sign:${accountId}:${subject.type}:${subject.id}:${sha256}:${code}`);

const codeError = (message: string) => new AppError('INVALID_CODE', { message, fields: { code: message } });

export async function sendSigningCode(
  ctx: AppContext,
  input: {
    signer: Signer;
    purpose: SigningPurpose;
    subject: SigningSubject;
    documentBytes: Uint8Array;
    channel: SelfNepChannel;
    /** What is signed, named in the SMS / letter. */
    what: string;
  },
): Promise<SentCodeResponse> {
  const { signer, subject } = input;
  const destination = destinationOf(signer, input.channel);
  const now = ctx.now();
  const documentSha256 = sha256(input.documentBytes);
  const code = newSmsCode();
  await inTransaction(ctx, async (txCtx) => {
    // Serialises one account's concurrent requests, so the "last code" read below is the last one.
    await lockAccount(txCtx.db, signer.accountId);
    const last = await selectLatestCode(txCtx.db, {
      accountId: signer.accountId,
      purpose: input.purpose,
      subjectType: subject.type,
      subjectId: subject.id,
    });
    const waitMs = last ? last.createdAt.getTime() + SIGNING_CODE_RESEND_SECONDS * 1000 - now.getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('RATE_LIMITED', {
        message: `Код уже отправлен. Запросить новый можно через ${seconds} с`,
        retryAfter: seconds,
      });
    }
    // Inside the transaction: a refused request (or a failed send) is not counted.
    await consumeRateLimit(txCtx.db, signatureRateLimits.codesByAccount, signer.accountId, now);
    await insertSignatureCode(txCtx.db, {
      accountId: signer.accountId,
      purpose: input.purpose,
      subjectType: subject.type,
      subjectId: subject.id,
      documentSha256,
      channel: input.channel,
      destinationMasked: destination.masked,
      codeHash: codeHashOf(txCtx, signer.accountId, subject, documentSha256, code),
      expiresAt: new Date(now.getTime() + SIGNING_CODE_TTL_SECONDS * 1000),
      createdAt: now,
    });
    if (input.channel === 'SMS') {
      await txCtx.jobs.enqueue(txCtx.db, sendSmsJob, {
        phone: destination.address,
        text: signingSms(code, input.what),
      });
    } else {
      await txCtx.jobs.enqueue(txCtx.db, sendEmailJob, signingLetter(destination.address, code, input.what));
    }
  });
  return {
    channel: input.channel,
    destination_masked: destination.masked,
    resend_after_seconds: SIGNING_CODE_RESEND_SECONDS,
    expires_in_seconds: SIGNING_CODE_TTL_SECONDS,
  };
}

type CodeCheck = { ok: true; row: SignatureCodeRow } | { ok: false; error: AppError };

/** Checks the newest code of the subject inside `tx`; a wrong one counts an attempt. */
async function checkCode(
  txCtx: TxContext,
  input: { signer: Signer; purpose: SigningPurpose; subject: SigningSubject; documentSha256: string; code: string },
): Promise<CodeCheck> {
  const row = await selectLatestCodeForUpdate(txCtx.db, {
    accountId: input.signer.accountId,
    purpose: input.purpose,
    subjectType: input.subject.type,
    subjectId: input.subject.id,
  });
  if (!row) return { ok: false, error: codeError('Код не запрошен. Нажмите «Получить код»') };
  if (row.usedAt) return { ok: false, error: codeError('Этот код уже использован. Запросите новый код') };
  if (row.expiresAt.getTime() <= txCtx.now().getTime()) {
    return { ok: false, error: codeError('Срок действия кода истёк. Запросите новый код') };
  }
  if (row.attempts >= SIGNING_CODE_MAX_ATTEMPTS) {
    return { ok: false, error: codeError('Попытки ввода кода исчерпаны. Запросите новый код') };
  }
  if (row.documentSha256 !== input.documentSha256) {
    return { ok: false, error: codeError('Документ изменился после отправки кода. Запросите новый код') };
  }
  const expected = codeHashOf(txCtx, input.signer.accountId, input.subject, input.documentSha256, input.code);
  if (!safeEqual(row.codeHash, expected)) {
    const attempts = row.attempts + 1;
    await recordCodeAttempt(txCtx.db, row.id, attempts);
    const left = SIGNING_CODE_MAX_ATTEMPTS - attempts;
    return {
      ok: false,
      error: codeError(
        left > 0 ? `Неверный код. Осталось попыток: ${left}` : 'Неверный код. Попытки исчерпаны, запросите новый код',
      ),
    };
  }
  await markCodeUsed(txCtx.db, row.id, txCtx.now());
  return { ok: true, row };
}

export type SignedEvidence = DocumentSignatureRow;

/**
 * Checks the code and, when right, records the evidence and runs `onSigned` — all in one
 * transaction. A wrong code's attempt is committed before the error is thrown (else it is lost).
 */
export async function signWithCode<C extends AppContext, T>(
  ctx: C,
  input: {
    signer: Signer;
    purpose: SigningPurpose;
    subject: SigningSubject;
    documentBytes: Uint8Array;
    code: string;
    meta: RequestMeta;
    /** Null while issuing the key itself: the key row is made by `onSigned`'s caller first. */
    selfNepKeyId: (txCtx: TxContext<C>, codeRow: SignatureCodeRow) => Promise<string | null>;
  },
  onSigned: (txCtx: TxContext<C>, evidence: SignedEvidence) => Promise<T>,
): Promise<T> {
  const documentSha256 = sha256(input.documentBytes);
  const outcome = await inTransaction(ctx, async (txCtx) => {
    const check = await checkCode(txCtx, { ...input, documentSha256 });
    if (!check.ok) return check;
    const evidence = await insertDocumentSignature(txCtx.db, {
      accountId: input.signer.accountId,
      kind: 'SELF_NEP',
      subjectType: input.subject.type,
      subjectId: input.subject.id,
      selfNepKeyId: await input.selfNepKeyId(txCtx, check.row),
      documentSha256,
      documentStreebog256: streebog256Hex(input.documentBytes),
      signerName: input.signer.name,
      channel: check.row.channel,
      destinationMasked: check.row.destinationMasked,
      codeHash: check.row.codeHash,
      ip: input.meta.ip ?? null,
      userAgent: input.meta.userAgent ?? null,
      signedAt: txCtx.now(),
    });
    return { ok: true as const, value: await onSigned(txCtx, evidence) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
