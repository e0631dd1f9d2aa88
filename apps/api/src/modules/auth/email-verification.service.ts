/** Confirming a customer's e-mail: the email-confirm step of /customer-complete-registration. */

import type { ActorContext, AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { mailTemplates, sendEmailJob } from '../messaging/index.js';
import { verifyCustomerIfComplete } from '../parties/index.js';
import { notifyEmailConfirmed } from './account-notifications.js';
import { markEmailVerified, selectAccountById } from './accounts.repo.js';
import { authRateLimits } from './auth.rate-limits.js';
import { consumeActionLink, issueActionLink } from './email-links.service.js';

export async function sendVerificationEmail(ctx: ActorContext) {
  const now = ctx.now();
  await consumeRateLimit(ctx.db, authRateLimits.verifyEmailResend, ctx.actor.accountId, now);
  await consumeRateLimit(ctx.db, authRateLimits.verifyEmailsPerDay, ctx.actor.accountId, now);
  await inTransaction(ctx, async (txCtx) => {
    const account = await selectAccountById(txCtx.db, txCtx.actor.accountId);
    if (!account?.email) throw new AppError('VALIDATION_ERROR', { message: 'У учётной записи нет e-mail' });
    if (account.emailVerifiedAt) throw new AppError('CONFLICT', { message: 'E-mail уже подтверждён' });
    const url = await issueActionLink(txCtx, account.id, 'VERIFY_EMAIL');
    await txCtx.jobs.enqueue(txCtx.db, sendEmailJob, mailTemplates.verifyEmail(account.email, url));
  });
}

export async function verifyEmail(ctx: AppContext, token: string) {
  const isDone = await inTransaction(ctx, async (txCtx) => {
    const accountId = await consumeActionLink(txCtx, token, 'VERIFY_EMAIL');
    if (!accountId) return false;
    await markEmailVerified(txCtx.db, accountId, txCtx.now());
    const account = await selectAccountById(txCtx.db, accountId);
    // The e-mail may be the last of the company's registration steps.
    if (account?.customerId) await verifyCustomerIfComplete(txCtx, account.customerId);
    await notifyEmailConfirmed(txCtx, accountId);
    return true;
  });
  if (!isDone)
    throw new AppError('INVALID_TOKEN', { message: 'Ссылка недействительна или устарела. Запросите новое письмо' });
}
