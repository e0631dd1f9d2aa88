/** The current user: auth/me, the customer profile (role user) and the employee record (role employee). */
import { type AuthMe, type CustomerProfile, type Employee, USER_NOT_AUTHENTICATED_MESSAGE } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { AppError, unauthenticated } from '../../lib/errors.js';
import { selectAccountById, selectIsVerified } from '../auth/accounts.repo.js';
import { selectCustomerProfile, selectEmployeeProfile } from './profile.repo.js';

const wrongRole = () => new AppError('USER_NOT_AUTHENTICATED', { message: USER_NOT_AUTHENTICATED_MESSAGE });

export async function getAuthMe(ctx: ActorContext): Promise<AuthMe> {
  const account = await selectAccountById(ctx.db, ctx.actor.accountId);
  if (!account) throw unauthenticated();
  return { role: account.role, entity_id: ctx.actor.entityId, is_verified: await selectIsVerified(ctx.db, account) };
}

export async function getCustomerProfile(ctx: ActorContext): Promise<CustomerProfile> {
  if (ctx.actor.role !== 'user') throw wrongRole();
  const row = await selectCustomerProfile(ctx.db, ctx.actor.entityId, ctx.actor.accountId);
  if (!row) throw wrongRole();
  const { customer, account } = row;
  return {
    id: customer.id,
    inn: customer.inn,
    kpp: customer.kpp,
    ogrn: customer.ogrn,
    organisation_name: customer.organisationName,
    email: account.email ?? '',
    email_verified: Boolean(account.emailVerifiedAt),
    phone_number: customer.phone,
    last_name: customer.lastName,
    first_name: customer.firstName,
    patronymic: customer.patronymic,
    is_verified: Boolean(customer.verifiedAt),
    status: account.status,
    registration_steps: {
      // The ПЭП, nominal account and document-flow agreement steps are recorded by the onboarding
      // module; until a customer has them, only a verified (seeded or completed) customer has them done.
      'self-nep': Boolean(customer.verifiedAt),
      'sber-balance': Boolean(customer.verifiedAt),
      'email-confirm': Boolean(account.emailVerifiedAt),
      'sign-trusted-document': Boolean(customer.verifiedAt),
    },
  };
}

export async function getEmployee(ctx: ActorContext): Promise<Employee> {
  if (ctx.actor.role !== 'employee') throw wrongRole();
  const row = await selectEmployeeProfile(ctx.db, ctx.actor.entityId, ctx.actor.accountId);
  if (!row) throw wrongRole();
  const { employee, account } = row;
  return {
    id: employee.id,
    last_name: employee.lastName,
    first_name: employee.firstName,
    patronymic: employee.patronymic,
    phone_number: employee.phone,
    email: employee.email,
    inn: employee.inn,
    is_verified: Boolean(employee.verifiedAt),
    status: account.status,
  };
}
