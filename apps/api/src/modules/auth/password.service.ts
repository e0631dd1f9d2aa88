/**
 * Password reset (customers by e-mailed link, employees by SMS code), setting a new password from
 * the link, and changing it while logged in. Every password change ends the other sessions.
 */
import type { ChangePasswordRequest } from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { consumeRateLimit, countAttempt } from '../../lib/rate-limit.js';
import { sendEmailJob, sendSmsJob } from '../messaging/messaging.jobs.js';
import { mailTemplates, smsTemplates } from '../messaging/messaging.templates.js';
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
  await ctx.db.transaction(async (tx) => {
    const account = await selectAccountByEmail(tx, email);
    if (!account) return;
    const url = await issueActionLink(ctx, tx, account.id, 'UPDATE_PASSWORD');
    await ctx.jobs.enqueue(tx, sendEmailJob, mailTemplates.resetPassword(email, url));
  });
}

async function applyNewPassword(
  ctx: AppContext,
  tx: Db,
  account: AccountRow,
  passwordHash: string,
  keepSessionId?: string,
) {
  const now = ctx.now();
  await updateAccountPassword(tx, account.id, passwordHash, now);
  await revokeAccountSessions(tx, account.id, 'PASSWORD_CHANGED', now, keepSessionId);
  if (account.email) await ctx.jobs.enqueue(tx, sendEmailJob, mailTemplates.passwordChanged(account.email));
  else if (account.phone)
    await ctx.jobs.enqueue(tx, sendSmsJob, { phone: account.phone, text: smsTemplates.passwordChanged() });
  await notifyPasswordChanged(ctx, tx, account);
}

export async function setPasswordFromLink(ctx: AppContext, input: { token: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  const isDone = await ctx.db.transaction(async (tx) => {
    const accountId = await consumeActionLink(ctx, tx, input.token, 'UPDATE_PASSWORD');
    const account = accountId ? await selectAccountById(tx, accountId) : undefined;
    if (!account) return false;
    await applyNewPassword(ctx, tx, account, passwordHash);
    return true;
  });
  if (!isDone) throw invalidLink();
}

export async function resetEmployeePassword(ctx: AppContext, input: { phone: string; code: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  const isDone = await ctx.db.transaction(async (tx) => {
    const isCodeValid = await consumePhoneCode(ctx, tx, {
      phone: input.phone,
      purpose: 'RESET_PASSWORD',
      code: input.code,
    });
    const account = isCodeValid ? await selectAccountByPhone(tx, input.phone) : undefined;
    if (!account) return false;
    await applyNewPassword(ctx, tx, account, passwordHash);
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
  await ctx.db.transaction((tx) => applyNewPassword(ctx, tx, account, passwordHash, ctx.actor.sessionId));
}
