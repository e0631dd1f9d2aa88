/**
 * A person a mass payout registry names who is not the company's contractor yet (issue 25): invited by
 * phone through the ordinary invite flow — one published invite with its link and SMS, as «Пригласить»
 * makes — unless a published invite of the company already waits for that phone. A person the invite
 * flow refuses (the phone of a contractor the company already has, a bad ИНН) is an AppError with its
 * Russian reason.
 */
import { type EmployeeKind, inviteRequestSchema, type TaxRegime } from '@vyplaty/contracts';
import type { TxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { selectPhonesInvited } from './invite-for-payout.repo.js';
import { createInviteRecord } from './invite-records.js';

export type PayoutInvitee = {
  phone: string;
  inn: string | null;
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
};

const REGIMES: Record<'NPD' | 'INDIVIDUAL', { kind: EmployeeKind; taxRegime: TaxRegime }> = {
  NPD: { kind: 'INDIVIDUAL_PERSON', taxRegime: 'NPD' },
  INDIVIDUAL: { kind: 'INDIVIDUAL_PERSON', taxRegime: 'OTHER' },
};

/** INVITED (the SMS is queued) or ALREADY_INVITED (a published invite waits for the phone). */
export async function inviteForPayout(
  txCtx: TxContext,
  customerId: string,
  person: PayoutInvitee,
  payoutKind: 'NPD' | 'INDIVIDUAL',
): Promise<'INVITED' | 'ALREADY_INVITED'> {
  const { kind, taxRegime } = REGIMES[payoutKind];
  const parsed = inviteRequestSchema.safeParse({
    kind,
    tax_regime: taxRegime,
    comment: null,
    publish: true,
    employees: [
      {
        phone: person.phone,
        inn: person.inn,
        last_name: person.lastName,
        first_name: person.firstName,
        patronymic: person.patronymic,
      },
    ],
  });
  if (!parsed.success) {
    throw new AppError('VALIDATION_ERROR', { message: parsed.error.issues[0]?.message ?? 'Неверные данные' });
  }
  const phone = parsed.data.employees[0]!.phone!;
  if ((await selectPhonesInvited(txCtx.db, customerId, [phone])).has(phone)) return 'ALREADY_INVITED';
  await createInviteRecord(txCtx, customerId, parsed.data);
  return 'INVITED';
}
