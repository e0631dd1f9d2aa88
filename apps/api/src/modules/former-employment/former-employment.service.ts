/**
 * Former employment (DOMAIN §2.1 N5, 422-ФЗ ст. 6): the contractor declares whether they were the
 * company's employee under a labour contract (in the companies list, or when accepting the invite), the
 * company confirms or corrects it from its list. Each side's statement is a new row (the evidence);
 * repeating one's latest statement writes nothing. Payout eligibility (fns-eligibility.ts) takes the
 * stricter of the two latest.
 */

import {
  FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE,
  type FormerEmploymentState,
  type FormerEmploymentStatement,
} from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import type { FormerEmploymentParty } from '../../db/schema/index.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { notify } from '../notifications/index.js';
import { type FormerEmploymentAnswerValue, formerEmploymentNotice } from './former-employment.present.js';
import {
  insertFormerEmploymentStatement,
  lockLinkOfCustomer,
  lockLinkOfEmployee,
  selectFormerEmploymentState,
  selectFormerEmploymentStates,
} from './former-employment.repo.js';

export const COMPANY_NOT_FOUND_MESSAGE = 'Компания не найдена';
export const CONTRACTOR_NOT_FOUND_MESSAGE = 'Исполнитель не найден';

/**
 * A dismissal after today (Moscow) is refused as the schema's own rules are: 400 on the field
 * (`fieldPrefix` when the answer is nested in a bigger body).
 */
export function refuseFutureDismissal(ctx: AppContext, answer: FormerEmploymentAnswerValue, fieldPrefix = '') {
  if (answer.ended_on && answer.ended_on > moscowDate(ctx.now())) {
    throw new AppError('VALIDATION_ERROR', {
      message: FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE,
      fields: { [`${fieldPrefix}ended_on`]: FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE },
    });
  }
}

const sameAnswer = (latest: FormerEmploymentStatement | null, answer: FormerEmploymentAnswerValue) =>
  latest !== null && latest.status === answer.status && latest.ended_on === answer.ended_on;

/**
 * Records a side's statement about link `linkId` unless it repeats that side's latest one; true when a
 * row was written. Call inside a transaction that holds the link row (select … for update).
 */
export async function recordFormerEmploymentStatement(
  txCtx: TxContext,
  input: { linkId: string; party: FormerEmploymentParty; answer: FormerEmploymentAnswerValue; statedBy: string },
): Promise<boolean> {
  const state = await selectFormerEmploymentState(txCtx.db, input.linkId);
  const latest = input.party === 'EMPLOYEE' ? state.employee : state.customer;
  if (sameAnswer(latest, input.answer)) return false;
  // The latest statement is the newest row: never stamp a change at or before the one it replaces.
  const after = latest ? Date.parse(latest.stated_at) + 1 : 0;
  await insertFormerEmploymentStatement(txCtx.db, {
    customerEmployeeId: input.linkId,
    party: input.party,
    status: input.answer.status,
    endedOn: input.answer.ended_on,
    statedBy: input.statedBy,
    statedAt: new Date(Math.max(txCtx.now().getTime(), after)),
  });
  return true;
}

/**
 * The contractor's statement about link `linkId`, written in the caller's transaction (which holds the
 * link); ENDED or CURRENT, when new, tells the company in the same transaction.
 */
export async function saveFormerEmploymentDeclaration(
  txCtx: TxContext,
  input: { linkId: string; customerId: string; answer: FormerEmploymentAnswerValue; accountId: string; name: string },
) {
  const written = await recordFormerEmploymentStatement(txCtx, {
    linkId: input.linkId,
    party: 'EMPLOYEE',
    answer: input.answer,
    statedBy: input.accountId,
  });
  if (written && input.answer.status !== 'NEVER') {
    await notify(txCtx, { customerId: input.customerId }, formerEmploymentNotice(input.name, input.answer));
  }
}

/**
 * PUT employees/{id}/former_employment: the company confirms or corrects what contractor `employeeId`
 * said. Any link of the company counts (a removed contractor may still be owed a payout decision).
 */
export async function confirmFormerEmployment(
  ctx: ActorContext,
  employeeId: string,
  answer: FormerEmploymentAnswerValue,
): Promise<{ former_employment: FormerEmploymentState }> {
  const customerId = companyOnlyIdOf(ctx);
  refuseFutureDismissal(ctx, answer);
  const notFound = new AppError('NOT_FOUND', { message: CONTRACTOR_NOT_FOUND_MESSAGE });
  if (!isUuid(employeeId)) throw notFound;
  return inTransaction(ctx, async (txCtx) => {
    const link = await lockLinkOfCustomer(txCtx.db, customerId, employeeId);
    if (!link) throw notFound;
    await recordFormerEmploymentStatement(txCtx, {
      linkId: link.id,
      party: 'CUSTOMER',
      answer,
      statedBy: txCtx.actor.accountId,
    });
    return { former_employment: await selectFormerEmploymentState(txCtx.db, link.id) };
  });
}

/** Both sides' latest statements about one company–contractor link. */
export const formerEmploymentStateOf = (ctx: AppContext, linkId: string): Promise<FormerEmploymentState> =>
  selectFormerEmploymentState(ctx.db, linkId);

/** Both sides' latest statements for each link, by link id. */
export const formerEmploymentStatesOf = (ctx: AppContext, linkIds: string[]) =>
  selectFormerEmploymentStates(ctx.db, linkIds);

/**
 * Locks the contractor's link `linkId` (undefined when it is not theirs): a statement is written while
 * the link is held, so two answers never interleave.
 */
export const lockContractorLink = (txCtx: TxContext, linkId: string, employeeId: string) =>
  lockLinkOfEmployee(txCtx.db, linkId, employeeId);
