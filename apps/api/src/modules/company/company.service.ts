/**
 * SPEC §7 `user/profile/` PATCH: what a company edits itself — contact phone, postal address, the
 * signer's position and name. ИНН, КПП, ОГРН, name and legal address are the register's and change
 * only through actualization.
 */

import type { CompanyProfile, updateCompanyProfileRequestSchema } from '@vyplaty/contracts';
import type { z } from 'zod';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { recordHistoryEvent } from '../history/index.js';
import { type CustomerChange, lockCustomer, updateCustomer } from '../parties/index.js';
import { getCustomerProfile } from '../profile/index.js';

export async function updateCompanyProfile(
  ctx: ActorContext,
  input: z.output<typeof updateCompanyProfileRequestSchema>,
): Promise<CompanyProfile> {
  const customerId = customerIdOf(ctx);
  const change: CustomerChange = {};
  if (input.phone_number !== undefined) change.phone = input.phone_number;
  if (input.postal_address !== undefined) change.postalAddress = input.postal_address;
  if (input.signer_position !== undefined) change.signerPosition = input.signer_position;
  if (input.last_name !== undefined) change.lastName = input.last_name;
  if (input.first_name !== undefined) change.firstName = input.first_name;
  if (input.patronymic !== undefined) change.patronymic = input.patronymic;
  await inTransaction(ctx, async (txCtx) => {
    if (!(await lockCustomer(txCtx, customerId))) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
    await updateCustomer(txCtx, customerId, change);
    await recordSettingsChange(txCtx, customerId, 'PROFILE_UPDATED');
  });
  return getCustomerProfile(ctx);
}

/** The company's journal (GET user/journal) shows who changed the company's settings, in the change's transaction. */
export async function recordSettingsChange(
  txCtx: TxContext<ActorContext>,
  customerId: string,
  event: 'PROFILE_UPDATED' | 'ACTUALIZED',
): Promise<void> {
  await recordHistoryEvent(txCtx, {
    entityKind: 'company',
    entityId: customerId,
    event,
    customerId,
    actorAccountId: txCtx.actor.accountId,
  });
}
