/**
 * Registration of customers (company by ИНН + e-mail) and employees (phone proven by SMS code).
 * Customer registration answers the same whether or not the e-mail is taken: the owner of an
 * existing address gets a letter instead, so the answer reveals nothing.
 */

import type { CustomerRegistrationRequest, EmployeeRegistrationRequest } from '@vyplaty/contracts';
import type { AppContext, RequestMeta } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { mailTemplates, sendEmailJob } from '../messaging/index.js';
import { recordOfferAcceptance, requireCurrentOffer } from '../offers/index.js';
import type { EmployeeRow } from '../parties/index.js';
import { createCustomerWithAccount, createEmployeeWithAccount } from './account-creation.service.js';
import type { AccountRow } from './accounts.repo.js';
import { insertPersonalDataConsent, selectAccountByEmail, selectAccountByPhone } from './accounts.repo.js';
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
    const { account } = await createCustomerWithAccount(
      txCtx,
      { inn: input.inn, organisationName: input.organisation_name },
      { email: input.email, passwordHash },
    );
    await insertPersonalDataConsent(txCtx.db, {
      accountId: account.id,
      documentVersion: PERSONAL_DATA_CONSENT_VERSION,
      ...meta,
    });
    await recordOfferAcceptance(txCtx, { accountId: account.id, offerId: offer.id, ...meta });
    const url = await issueActionLink(txCtx, account.id, 'VERIFY_EMAIL');
    await txCtx.jobs.enqueue(txCtx.db, sendEmailJob, mailTemplates.verifyEmail(input.email, url));
  });
}

/** What the caller does inside the registration's transaction once the contractor exists (joining by invite). */
export type OnEmployeeRegistered = (
  txCtx: TxContext,
  created: { account: AccountRow; employee: EmployeeRow },
) => Promise<void>;

/**
 * The code proves the caller owns the number, so a taken number may be named in the answer.
 * `onRegistered` runs in the same transaction: if it throws, no account is created.
 */
export async function registerEmployee(
  ctx: AppContext,
  input: Pick<EmployeeRegistrationRequest, 'phone' | 'code' | 'password' | 'offer_id'>,
  meta: RequestMeta,
  onRegistered?: OnEmployeeRegistered,
): Promise<SessionTokens> {
  const offer = await requireCurrentOffer(ctx, input.offer_id);
  const passwordHash = await hashPassword(input.password);
  const outcome = await inTransaction(ctx, async (txCtx) => {
    const isCodeValid = await consumePhoneCode(txCtx, {
      phone: input.phone,
      purpose: 'REGISTRATION',
      code: input.code,
    });
    if (!isCodeValid) return { kind: 'invalid-code' as const };
    if (await selectAccountByPhone(txCtx.db, input.phone)) return { kind: 'taken' as const };
    const { account, employee } = await createEmployeeWithAccount(
      txCtx,
      { phone: input.phone },
      { passwordHash, now: txCtx.now() },
    );
    await insertPersonalDataConsent(txCtx.db, {
      accountId: account.id,
      documentVersion: PERSONAL_DATA_CONSENT_VERSION,
      ...meta,
    });
    await recordOfferAcceptance(txCtx, { accountId: account.id, offerId: offer.id, ...meta });
    await onRegistered?.(txCtx, { account, employee });
    return { kind: 'created' as const, account };
  });
  if (outcome.kind === 'invalid-code') throw invalidCode();
  if (outcome.kind === 'taken') {
    throw new AppError('CONFLICT', { message: 'Этот номер уже зарегистрирован. Войдите или восстановите пароль' });
  }
  return startSession(ctx, outcome.account, meta);
}
