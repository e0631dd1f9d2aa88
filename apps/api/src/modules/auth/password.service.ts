/**
 * Password reset (customers by e-mailed link, employees by SMS code), setting a new password from
 * the link, and changing it while logged in. Every password change ends the other sessions.
 */

import type { ChangePasswordRequest } from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { consumeRateLimit, countAttempt } from '../../lib/rate-limit.js';
import { mailTemplates, sendEmailJob, sendSmsJob, smsTemplates } from '../messaging/index.js';
import { notifyPasswordChanged } from './account-notifications.js';
import {
  type AccountRow,
  selectAccountByEmail,
  selectAccountById,
  selectAccountByPhone,
  updateAccountPassword,
} from './accounts.repo.js';
import { authRateLimits } from './auth.rate-limits.js';
import { consumeActionLink, issueActionLink } from './email-links.service.js';
import { consumePhoneCode, invalidCode } from './phone-codes.service.js';
import { revokeAccountSessions } from './sessions.repo.js';

const invalidLink = () =>
  new AppError('INVALID_TOKEN', { message: 'Ссылка недействительна или устарела. Запросите новую' });

/** Answers the same for known and unknown addresses; only a known one gets a letter. */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string | undefined) {
  const now = ctx.now();
  await consumeRateLimit(ctx.db, authRateLimits.resetByEmailAndIp, `${email}|${ip ?? ''}`, now);
  await consumeRateLimit(ctx.db, authRateLimits.resetByIp, ip, now);
  // Past the hourly letters the answer stays the same: the owner already holds a fresh link.
  if (
    (await countAttempt(ctx.db, authRateLimits.resetLettersByEmail, email, now)) >
    authRateLimits.resetLettersByEmail.limit
  )
    return;
  await inTransaction(ctx, async (txCtx) => {
    const account = await selectAccountByEmail(txCtx.db, email);
    if (!account) return;
    const url = await issueActionLink(txCtx, account.id, 'UPDATE_PASSWORD');
    await txCtx.jobs.enqueue(txCtx.db, sendEmailJob, mailTemplates.resetPassword(email, url));
  });
}

async function applyNewPassword(txCtx: TxContext, account: AccountRow, passwordHash: string, keepSessionId?: string) {
  const now = txCtx.now();
  await updateAccountPassword(txCtx.db, account.id, passwordHash, now);
  await revokeAccountSessions(txCtx.db, account.id, 'PASSWORD_CHANGED', now, keepSessionId);
  if (account.email) await txCtx.jobs.enqueue(txCtx.db, sendEmailJob, mailTemplates.passwordChanged(account.email));
  else if (account.phone)
    await txCtx.jobs.enqueue(txCtx.db, sendSmsJob, { phone: account.phone, text: smsTemplates.passwordChanged() });
  await notifyPasswordChanged(txCtx, account);
}

export async function setPasswordFromLink(ctx: AppContext, input: { token: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  const isDone = await inTransaction(ctx, async (txCtx) => {
    const accountId = await consumeActionLink(txCtx, input.token, 'UPDATE_PASSWORD');
    const account = accountId ? await selectAccountById(txCtx.db, accountId) : undefined;
    if (!account) return false;
    await applyNewPassword(txCtx, account, passwordHash);
    return true;
  });
  if (!isDone) throw invalidLink();
}

export async function resetEmployeePassword(ctx: AppContext, input: { phone: string; code: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  const isDone = await inTransaction(ctx, async (txCtx) => {
    const isCodeValid = await consumePhoneCode(txCtx, {
      phone: input.phone,
      purpose: 'RESET_PASSWORD',
      code: input.code,
    });
    const account = isCodeValid ? await selectAccountByPhone(txCtx.db, input.phone) : undefined;
    if (!account) return false;
    await applyNewPassword(txCtx, account, passwordHash);
    return true;
  });
  if (!isDone) throw invalidCode();
}

export async function changePassword(ctx: ActorContext, input: ChangePasswordRequest) {
  await consumeRateLimit(ctx.db, authRateLimits.changePassword, ctx.actor.accountId, ctx.now());
  const account = await selectAccountById(ctx.db, ctx.actor.accountId);
  if (!account || !(await verifyPassword(account.passwordHash, input.old_password))) {
    throw new AppError('WRONG_PASSWORD', {
      message: 'Неверный текущий пароль',
      fields: { old_password: 'Неверный текущий пароль' },
    });
  }
  const passwordHash = await hashPassword(input.new_password);
  await inTransaction(ctx, (txCtx) => applyNewPassword(txCtx, account, passwordHash, txCtx.actor.sessionId));
}
