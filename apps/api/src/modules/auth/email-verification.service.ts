/** Confirming a customer's e-mail: the email-confirm step of /customer-complete-registration. */
import type { ActorContext, AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { sendEmailJob } from '../messaging/messaging.jobs.js';
import { mailTemplates } from '../messaging/messaging.templates.js';
import { verifyCustomerIfComplete } from '../profile/registration-steps.js';
import { notifyEmailConfirmed } from './account-notifications.js';
import { markEmailVerified, selectAccountById } from './accounts.repo.js';
import { authRateLimits } from './auth.rate-limits.js';
import { consumeActionLink, issueActionLink } from './email-links.service.js';

export async function sendVerificationEmail(ctx: ActorContext) {
  const now = ctx.now();
  await consumeRateLimit(ctx.db, authRateLimits.verifyEmailResend, ctx.actor.accountId, now);
  await consumeRateLimit(ctx.db, authRateLimits.verifyEmailsPerDay, ctx.actor.accountId, now);
  await ctx.db.transaction(async (tx) => {
    const account = await selectAccountById(tx, ctx.actor.accountId);
    if (!account?.email) throw new AppError('VALIDATION_ERROR', { message: 'У учётной записи нет e-mail' });
    if (account.emailVerifiedAt) throw new AppError('CONFLICT', { message: 'E-mail уже подтверждён' });
    const url = await issueActionLink(ctx, tx, account.id, 'VERIFY_EMAIL');
    await ctx.jobs.enqueue(tx, sendEmailJob, mailTemplates.verifyEmail(account.email, url));
  });
}

export async function verifyEmail(ctx: AppContext, token: string) {
  const isDone = await ctx.db.transaction(async (tx) => {
    const accountId = await consumeActionLink(ctx, tx, token, 'VERIFY_EMAIL');
    if (!accountId) return false;
    await markEmailVerified(tx, accountId, ctx.now());
    const account = await selectAccountById(tx, accountId);
    // The e-mail may be the last of the company's registration steps.
    if (account?.customerId) await verifyCustomerIfComplete(tx, account.customerId, ctx.now());
    await notifyEmailConfirmed(ctx, tx, accountId);
    return true;
  });
  if (!isDone)
    throw new AppError('INVALID_TOKEN', { message: 'Ссылка недействительна или устарела. Запросите новое письмо' });
}
