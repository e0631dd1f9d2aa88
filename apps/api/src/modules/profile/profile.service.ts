/** The current user: the customer profile (role user) and the employee record (role employee). */
import { type CompanyProfile, type Employee, USER_NOT_AUTHENTICATED_MESSAGE } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { customerRegistrationSteps } from '../parties/index.js';
import { selectCustomerProfile, selectEmployeeProfile } from './profile.repo.js';

const wrongRole = () => new AppError('USER_NOT_AUTHENTICATED', { message: USER_NOT_AUTHENTICATED_MESSAGE });

export async function getCustomerProfile(ctx: ActorContext): Promise<CompanyProfile> {
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
    legal_address: customer.legalAddress,
    postal_address: customer.postalAddress,
    signer_position: customer.signerPosition,
    actualized_at: customer.actualizedAt?.toISOString() ?? null,
    is_verified: Boolean(customer.verifiedAt),
    status: account.status,
    // A verified customer has passed every step (the demo company is seeded verified).
    registration_steps: customer.verifiedAt
      ? { 'self-nep': true, 'sber-balance': true, 'email-confirm': true, 'sign-trusted-document': true }
      : await customerRegistrationSteps(ctx, customer.id),
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
