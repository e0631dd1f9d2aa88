/**
 * One-time SMS codes: 6 digits, 10 minutes, 5 attempts, one per minute per number. Codes are stored
 * as HMACs. Whether the number has an account is never revealed by the answer.
 */

import type { PhoneCodePurpose } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { hmac, newSmsCode, safeEqual } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { sendSmsJob, smsTemplates } from '../messaging/index.js';
import { selectAccountByPhone } from './accounts.repo.js';
import { authRateLimits } from './auth.rate-limits.js';
import {
  insertPhoneCode,
  markPhoneCodeUsed,
  recordPhoneCodeAttempt,
  selectLatestPhoneCodeForUpdate,
} from './verification.repo.js';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_RESEND_SECONDS = authRateLimits.smsCodeResend.windowSeconds;
export const CODE_MAX_ATTEMPTS = 5;

/** Public purposes, plus the contractor's change of phone (modules/employee-onboarding), asked while logged in. */
export type PhoneCodeUse = PhoneCodePurpose | 'CHANGE_PHONE';

export const invalidCode = () =>
  new AppError('INVALID_CODE', {
    message: 'Неверный или устаревший код',
    fields: { code: 'Неверный или устаревший код' },
  });

export async function sendPhoneCode(
  ctx: AppContext,
  input: { phone: string; purpose: PhoneCodeUse; ip: string | undefined },
): Promise<{ resend_after: number }> {
  const now = ctx.now();
  await consumeRateLimit(ctx.db, authRateLimits.smsCodeResend, `${input.purpose}:${input.phone}`, now);
  await consumeRateLimit(ctx.db, authRateLimits.smsCodesByPhone, input.phone, now);
  await consumeRateLimit(ctx.db, authRateLimits.smsCodesByIp, input.ip, now);
  await inTransaction(ctx, async (txCtx) => {
    // A reset code for a number without an account is not sent, but the answer is the same.
    if (input.purpose === 'RESET_PASSWORD' && !(await selectAccountByPhone(txCtx.db, input.phone))) return;
    const code = newSmsCode();
    await insertPhoneCode(txCtx.db, {
      phone: input.phone,
      purpose: input.purpose,
      codeHash: hmac(txCtx.config.APP_SECRET!, `${input.phone}:${code}`),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    await txCtx.jobs.enqueue(txCtx.db, sendSmsJob, { phone: input.phone, text: smsTemplates.code(code) });
  });
  return { resend_after: CODE_RESEND_SECONDS };
}

/**
 * Checks a code inside the caller's transaction and marks it used. A wrong code counts an attempt,
 * so callers return (commit) on `false` and throw only after the transaction, or the count is lost.
 */
export async function consumePhoneCode(
  txCtx: TxContext,
  input: { phone: string; purpose: PhoneCodeUse; code: string },
): Promise<boolean> {
  const now = txCtx.now();
  const row = await selectLatestPhoneCodeForUpdate(txCtx.db, input.phone, input.purpose, now);
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return false;
  const expected = hmac(txCtx.config.APP_SECRET!, `${input.phone}:${input.code}`);
  if (!safeEqual(row.codeHash, expected)) {
    await recordPhoneCodeAttempt(txCtx.db, row.id, row.attempts + 1);
    return false;
  }
  await markPhoneCodeUsed(txCtx.db, row.id, now);
  return true;
}
