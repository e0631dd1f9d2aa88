/**
 * Registration of customers (company by ИНН + e-mail) and employees (phone proven by SMS code).
 * Customer registration answers the same whether or not the e-mail is taken: the owner of an
 * existing address gets a letter instead, so the answer reveals nothing.
 */

import type { CustomerRegistrationRequest, EmployeeRegistrationRequest } from '@vyplaty/contracts';
import type { AppContext, RequestMeta } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { joinCompanyByInvite } from '../employee-onboarding/invite-acceptance.service.js';
import { refuseFutureDismissal } from '../former-employment/former-employment.service.js';
import { sendEmailJob } from '../messaging/messaging.jobs.js';
import { mailTemplates } from '../messaging/messaging.templates.js';
import { insertAcceptance } from '../offers/offers.repo.js';
import { requireCurrentOffer } from '../offers/offers.service.js';
import {
  insertCustomerWithAccount,
  insertEmployeeWithAccount,
  insertPersonalDataConsent,
  selectAccountByEmail,
  selectAccountByPhone,
} from './accounts.repo.js';
import { authRateLimits } from './auth.rate-limits.js';
import { issueActionLink } from './email-links.service.js';
import { consumePhoneCode, invalidCode } from './phone-codes.service.js';
import { type SessionTokens, startSession } from './sessions.service.js';

/** Version of the personal-data processing consent text the person agreed to. */
export const PERSONAL_DATA_CONSENT_VERSION = '2026-01';

export async function registerCustomer(ctx: AppContext, input: CustomerRegistrationRequest, meta: RequestMeta) {
  const now = ctx.now();
  await consumeRateLimit(ctx.db, authRateLimits.registrationByIp, meta.ip, now);
  const offer = await requireCurrentOffer(ctx, input.offer_id);
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx, async (txCtx) => {
    const existing = await selectAccountByEmail(txCtx.db, input.email);
    if (existing) {
      const resetUrl = `${txCtx.config.PUBLIC_URL}/reset-password`;
      await txCtx.jobs.enqueue(txCtx.db, sendEmailJob, mailTemplates.accountExists(input.email, resetUrl));
      return;
    }
    const { account } = await insertCustomerWithAccount(
      txCtx.db,
      { inn: input.inn, organisationName: input.organisation_name },
      { email: input.email, passwordHash },
    );
    await insertPersonalDataConsent(txCtx.db, {
      accountId: account.id,
      documentVersion: PERSONAL_DATA_CONSENT_VERSION,
      ...meta,
    });
    await insertAcceptance(txCtx.db, { accountId: account.id, offerId: offer.id, ...meta });
    const url = await issueActionLink(txCtx, account.id, 'VERIFY_EMAIL');
    await txCtx.jobs.enqueue(txCtx.db, sendEmailJob, mailTemplates.verifyEmail(input.email, url));
  });
}

/** The code proves the caller owns the number, so a taken number may be named in the answer. */
export async function registerEmployee(
  ctx: AppContext,
  input: EmployeeRegistrationRequest,
  meta: RequestMeta,
): Promise<SessionTokens> {
  const offer = await requireCurrentOffer(ctx, input.offer_id);
  if (input.former_employment) refuseFutureDismissal(ctx, input.former_employment, 'former_employment.');
  const passwordHash = await hashPassword(input.password);
  const outcome = await inTransaction(ctx, async (txCtx) => {
    const isCodeValid = await consumePhoneCode(txCtx, {
      phone: input.phone,
      purpose: 'REGISTRATION',
      code: input.code,
    });
    if (!isCodeValid) return { kind: 'invalid-code' as const };
    if (await selectAccountByPhone(txCtx.db, input.phone)) return { kind: 'taken' as const };
    const { account, employee } = await insertEmployeeWithAccount(
      txCtx.db,
      { phone: input.phone },
      { passwordHash, now: txCtx.now() },
    );
    await insertPersonalDataConsent(txCtx.db, {
      accountId: account.id,
      documentVersion: PERSONAL_DATA_CONSENT_VERSION,
      ...meta,
    });
    await insertAcceptance(txCtx.db, { accountId: account.id, offerId: offer.id, ...meta });
    // Through an invite link: joins the company in the same transaction, with the answer about former
    // employment (N5) when given; a link that does not fit (unknown, another phone) throws and nothing
    // is stored. An ИНН-only invite waits for the ИНН; the answer is then given in the companies list.
    if (input.invite_token) {
      await joinCompanyByInvite(txCtx, {
        token: input.invite_token,
        employee,
        phone: input.phone,
        formerEmployment: input.former_employment && { answer: input.former_employment, accountId: account.id },
      });
    }
    return { kind: 'created' as const, account };
  });
  if (outcome.kind === 'invalid-code') throw invalidCode();
  if (outcome.kind === 'taken') {
    throw new AppError('CONFLICT', { message: 'Этот номер уже зарегистрирован. Войдите или восстановите пароль' });
  }
  return startSession(ctx, outcome.account, meta);
}
