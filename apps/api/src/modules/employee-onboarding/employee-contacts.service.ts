/**
 * Changing the contractor's phone (an SMS code sent to the new number proves it) and e-mail (kept
 * unconfirmed until the link in a letter sent to it is opened — the same VERIFY_EMAIL link as the
 * customer's, handled by modules/auth).
 */
import type { EmployeePersonalData } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { authRateLimits } from '../auth/auth.rate-limits.js';
import { issueActionLink } from '../auth/email-links.service.js';
import { consumePhoneCode, invalidCode, sendPhoneCode } from '../auth/phone-codes.service.js';
import { sendEmailJob } from '../messaging/messaging.jobs.js';
import { mailTemplates } from '../messaging/messaging.templates.js';
import {
  type AccountRow,
  isEmailTakenByOther,
  isPhoneTakenByOther,
  updateAccount,
  updateEmployee,
} from './employee-onboarding.repo.js';
import { contractorIdOf, ownEmployee, toPersonalData } from './own-employee.js';

const PHONE_TAKEN = 'Этот номер уже используется другой учётной записью';
const EMAIL_TAKEN = 'Этот e-mail уже используется другой учётной записью';
const samePhone = () =>
  new AppError('VALIDATION_ERROR', { message: 'Это ваш текущий номер', fields: { phone: 'Это ваш текущий номер' } });

/** Sends a code to the new number; the number must be free (the caller is logged in, so saying so reveals little). */
export async function sendChangePhoneCode(ctx: ActorContext, phone: string, ip: string | undefined) {
  const { account } = await ownEmployee(ctx, ctx.db);
  if (account.phone === phone) throw samePhone();
  if (await isPhoneTakenByOther(ctx.db, phone, account.id)) {
    throw new AppError('CONFLICT', { message: PHONE_TAKEN, fields: { phone: PHONE_TAKEN } });
  }
  return sendPhoneCode(ctx, { phone, purpose: 'CHANGE_PHONE', ip });
}

export async function changePhone(
  ctx: ActorContext,
  input: { phone: string; code: string },
): Promise<EmployeePersonalData> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const { employee, account } = await ownEmployee(ctx, tx, true);
    if (account.phone === input.phone) throw samePhone();
    // A wrong code must be committed as an attempt, so it is returned, not thrown, from here.
    if (!(await consumePhoneCode(ctx, tx, { phone: input.phone, purpose: 'CHANGE_PHONE', code: input.code }))) {
      return null;
    }
    if (await isPhoneTakenByOther(tx, input.phone, account.id)) {
      throw new AppError('CONFLICT', { message: PHONE_TAKEN, fields: { phone: PHONE_TAKEN } });
    }
    const now = ctx.now();
    await updateAccount(tx, account.id, { phone: input.phone, phoneVerifiedAt: now });
    const updated = await updateEmployee(tx, employee.id, { phone: input.phone });
    return toPersonalData(updated, { ...account, phone: input.phone, phoneVerifiedAt: now });
  });
  if (!outcome) throw invalidCode();
  return outcome;
}

/** Inside the caller's transaction: the new e-mail, unconfirmed, and the confirmation letter. */
export async function changeEmailInTx(
  ctx: ActorContext,
  tx: DbOrTx,
  employeeId: string,
  account: AccountRow,
  email: string,
) {
  if (await isEmailTakenByOther(tx, email, account.id)) {
    throw new AppError('CONFLICT', { message: EMAIL_TAKEN, fields: { email: EMAIL_TAKEN } });
  }
  await updateAccount(tx, account.id, { email, emailVerifiedAt: null });
  await updateEmployee(tx, employeeId, { email });
  const url = await issueActionLink(ctx, tx, account.id, 'VERIFY_EMAIL');
  await ctx.jobs.enqueue(tx, sendEmailJob, mailTemplates.verifyEmail(email, url));
}

export async function changeEmail(ctx: ActorContext, email: string): Promise<EmployeePersonalData> {
  // The role first: a company calling this must get 403, not spend its own letter limit.
  contractorIdOf(ctx);
  const now = ctx.now();
  await consumeRateLimit(ctx.db, authRateLimits.verifyEmailResend, ctx.actor.accountId, now);
  await consumeRateLimit(ctx.db, authRateLimits.verifyEmailsPerDay, ctx.actor.accountId, now);
  return ctx.db.transaction(async (tx) => {
    const { employee, account } = await ownEmployee(ctx, tx, true);
    if (account.email === email && account.emailVerifiedAt) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'Этот e-mail уже подтверждён',
        fields: { email: 'Этот e-mail уже подтверждён' },
      });
    }
    await changeEmailInTx(ctx, tx, employee.id, account, email);
    const after = await ownEmployee(ctx, tx);
    return toPersonalData(after.employee, after.account);
  });
}
