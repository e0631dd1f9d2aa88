/**
 * Who signs: the calling account, the customer or contractor it acts for, its name as printed on a
 * signature sheet, and where its codes may go. A phone: the account's own, or for a customer the
 * company's contact phone. An e-mail: the account's own (a customer's login), confirmed or not — the
 * code typed back proves the mailbox at that moment, exactly as the confirmation link would, and a
 * new company has no other channel at its first step (docs/decisions/onboarding.md, ПЭП).
 */
import { maskEmail, type SelfNepChannel } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { selectSignerAccount } from './signatures.repo.js';

/** The company or the contractor a signature binds. */
export type SignerParty = { customerId: string } | { employeeId: string };

export type Signer = {
  accountId: string;
  owner: SignerParty;
  name: string;
  phone: string | null;
  email: string | null;
};

const fio = (p: { lastName: string | null; firstName: string | null; patronymic: string | null }) =>
  [p.lastName, p.firstName, p.patronymic].filter(Boolean).join(' ');

export async function loadSigner(ctx: ActorContext): Promise<Signer> {
  const { actor } = ctx;
  const row = await selectSignerAccount(ctx.db, actor.accountId);
  if (!row) throw new AppError('UNAUTHENTICATED', { message: 'Войдите в систему' });
  const { account, customer, employee } = row;
  const email = account.email ?? null;
  if (actor.role === 'user' && customer) {
    const head = fio(customer);
    return {
      accountId: account.id,
      owner: { customerId: customer.id },
      name: `${head ? `${head}, ` : ''}${customer.organisationName} (ИНН ${customer.inn})`,
      phone: account.phone ?? customer.phone,
      email,
    };
  }
  if (actor.role === 'employee' && employee) {
    return {
      accountId: account.id,
      owner: { employeeId: employee.id },
      name: `${fio(employee) || 'Исполнитель'}${employee.inn ? ` (ИНН ${employee.inn})` : ''}`,
      phone: account.phone ?? employee.phone,
      email,
    };
  }
  throw new AppError('UNAUTHENTICATED', { message: 'Войдите в систему' });
}

export function channelsOf(signer: Signer): SelfNepChannel[] {
  return [...(signer.phone ? (['SMS'] as const) : []), ...(signer.email ? (['EMAIL'] as const) : [])];
}

/** '+79991234567' → '+7 *** ***-45-67' */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.slice(0, digits.length - 10)} *** ***-${digits.slice(-4, -2)}-${digits.slice(-2)}`;
}

/** The real address of a channel (never stored with a code) and its mask; a missing one is refused. */
export function destinationOf(signer: Signer, channel: SelfNepChannel): { address: string; masked: string } {
  if (channel === 'SMS') {
    if (!signer.phone) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'В учётной записи не указан телефон: выберите e-mail',
        fields: { channel: 'В учётной записи не указан телефон' },
      });
    }
    return { address: signer.phone, masked: maskPhone(signer.phone) };
  }
  if (!signer.email) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'В учётной записи не указан e-mail: выберите SMS',
      fields: { channel: 'В учётной записи не указан e-mail' },
    });
  }
  return { address: signer.email, masked: maskEmail(signer.email) };
}
