/**
 * Changing the contractor's phone (an SMS code sent to the new number proves it) and e-mail (kept
 * unconfirmed until the link in a letter sent to it is opened — the same VERIFY_EMAIL link as the
 * customer's, handled by modules/auth).
 */

import type { EmployeePersonalData } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { authRateLimits, consumePhoneCode, invalidCode, issueActionLink, sendPhoneCode } from '../auth/index.js';
import { mailTemplates, sendEmailJob } from '../messaging/index.js';
import {
  type AccountRow,
  isEmailTakenByOther,
  isPhoneTakenByOther,
  updateAccount,
  updateEmployee,
} from './employee-onboarding.repo.js';
import { contractorIdOf, lockOwnEmployee, ownEmployee, personalDataOf } from './own-employee.js';

const PHONE_TAKEN = 'Этот номер уже используется другой учётной записью';
const EMAIL_TAKEN = 'Этот e-mail уже используется другой учётной записью';
const samePhone = () =>
  new AppError('VALIDATION_ERROR', { message: 'Это ваш текущий номер', fields: { phone: 'Это ваш текущий номер' } });

/** Sends a code to the new number; the number must be free (the caller is logged in, so saying so reveals little). */
export async function sendChangePhoneCode(ctx: ActorContext, phone: string, ip: string | undefined) {
  const { account } = await ownEmployee(ctx);
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
  const outcome = await inTransaction(ctx, async (txCtx) => {
    const { employee, account } = await lockOwnEmployee(txCtx);
    if (account.phone === input.phone) throw samePhone();
    // A wrong code must be committed as an attempt, so it is returned, not thrown, from here.
    if (!(await consumePhoneCode(txCtx, { phone: input.phone, purpose: 'CHANGE_PHONE', code: input.code }))) {
      return null;
    }
    if (await isPhoneTakenByOther(txCtx.db, input.phone, account.id)) {
      throw new AppError('CONFLICT', { message: PHONE_TAKEN, fields: { phone: PHONE_TAKEN } });
    }
    const now = txCtx.now();
    await updateAccount(txCtx.db, account.id, { phone: input.phone, phoneVerifiedAt: now });
    const updated = await updateEmployee(txCtx.db, employee.id, { phone: input.phone });
    return personalDataOf(txCtx, updated, { ...account, phone: input.phone, phoneVerifiedAt: now });
  });
  if (!outcome) throw invalidCode();
  return outcome;
}

/** Inside the caller's transaction: the new e-mail, unconfirmed, and the confirmation letter. */
export async function setUnconfirmedEmail(
  txCtx: TxContext<ActorContext>,
  employeeId: string,
  account: AccountRow,
  email: string,
) {
  if (await isEmailTakenByOther(txCtx.db, email, account.id)) {
    throw new AppError('CONFLICT', { message: EMAIL_TAKEN, fields: { email: EMAIL_TAKEN } });
  }
  await updateAccount(txCtx.db, account.id, { email, emailVerifiedAt: null });
  await updateEmployee(txCtx.db, employeeId, { email });
  const url = await issueActionLink(txCtx, account.id, 'VERIFY_EMAIL');
  await txCtx.jobs.enqueue(txCtx.db, sendEmailJob, mailTemplates.verifyEmail(email, url));
}

export async function changeEmail(ctx: ActorContext, email: string): Promise<EmployeePersonalData> {
  // The role first: a company calling this must get 403, not spend its own letter limit.
  contractorIdOf(ctx);
  const now = ctx.now();
  await consumeRateLimit(ctx.db, authRateLimits.verifyEmailResend, ctx.actor.accountId, now);
  await consumeRateLimit(ctx.db, authRateLimits.verifyEmailsPerDay, ctx.actor.accountId, now);
  return inTransaction(ctx, async (txCtx) => {
    const { employee, account } = await lockOwnEmployee(txCtx);
    if (account.email === email && account.emailVerifiedAt) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'Этот e-mail уже подтверждён',
        fields: { email: 'Этот e-mail уже подтверждён' },
      });
    }
    await setUnconfirmedEmail(txCtx, employee.id, account, email);
    const after = await ownEmployee(txCtx);
    return personalDataOf(txCtx, after.employee, after.account);
  });
}
