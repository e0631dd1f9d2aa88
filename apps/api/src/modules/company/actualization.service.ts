/**
 * SPEC §7 `user/actualization/`: refreshes the company's name, КПП, ОГРН and legal address from the
 * state register (ЕГРЮЛ / ЕГРИП) through DaData's party findById by ИНН. Called by the person in a
 * request like any lookup (docs/decisions/onboarding.md); when DaData fails nothing changes and the
 * answer is LOOKUP_UNAVAILABLE.
 */

import type { CompanyProfile } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { DadataParty, DadataSuggestion } from '../../integrations/dadata/dadata.client.js';
import { lookupUnavailable } from '../../integrations/dadata/dadata.client.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { type CustomerChange, findCustomer, lockCustomer, updateCustomer } from '../parties/index.js';
import { getCustomerProfile } from '../profile/index.js';
import { recordSettingsChange } from './company.service.js';

export const NOT_IN_REGISTER_MESSAGE =
  'Компания с таким ИНН не найдена в государственном реестре. Проверьте данные или обратитесь в поддержку';

/** The head office when the register lists branches; a branch shares the ИНН but has its own КПП. */
function headOffice(found: DadataSuggestion<DadataParty>[]) {
  return found.find((s) => s.data.branch_type === 'MAIN') ?? found.find((s) => s.data.branch_type == null) ?? found[0];
}

export async function actualizeCompany(ctx: ActorContext): Promise<CompanyProfile> {
  const customerId = customerIdOf(ctx);
  if (!ctx.dadata) throw lookupUnavailable('not configured');
  const current = await findCustomer(ctx, customerId);
  if (!current) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });

  const party = headOffice(await ctx.dadata.findById('party', current.inn, 20));
  if (!party || party.data.inn !== current.inn) {
    throw new AppError('VALIDATION_ERROR', { message: NOT_IN_REGISTER_MESSAGE });
  }
  const data = party.data;
  const change: CustomerChange = {
    organisationName: data.name.short_with_opf ?? data.name.full_with_opf ?? party.value,
    kpp: data.kpp,
    ogrn: data.ogrn,
    legalAddress: data.address?.unrestricted_value ?? data.address?.value ?? current.legalAddress,
    actualizedAt: ctx.now(),
  };
  // An ИП signs for themselves: their name is the register's too.
  if (data.type === 'INDIVIDUAL' && data.fio) {
    change.lastName = data.fio.surname;
    change.firstName = data.fio.name;
    change.patronymic = data.fio.patronymic;
  }
  await inTransaction(ctx, async (txCtx) => {
    const locked = await lockCustomer(txCtx, customerId);
    if (!locked || locked.inn !== current.inn) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
    await updateCustomer(txCtx, customerId, change);
    await recordSettingsChange(txCtx, customerId, 'ACTUALIZED');
  });
  return getCustomerProfile(ctx);
}
