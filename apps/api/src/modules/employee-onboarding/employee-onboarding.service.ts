/**
 * The contractor's own data: personal data (PUT employee), the ИНН step, the registration steps, the
 * companies they work for and accepting an invite. Role employee only; every query is by the
 * caller's own employee and account ids.
 */

import type {
  AcceptInviteResponse,
  EmployeeCompaniesResponse,
  EmployeeCompleteRegistration,
  EmployeePersonalData,
  EmployeePersonalDataInput,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import {
  type FormerEmploymentAnswerValue,
  formerEmploymentStatesOf,
  refuseFutureDismissal,
} from '../former-employment/index.js';
import { employeeRegistrationSteps, verifyEmployeeIfComplete } from '../parties/index.js';
import { setUnconfirmedEmail } from './employee-contacts.service.js';
import { type AccountRow, type EmployeeRow, selectCompaniesOf, updateEmployee } from './employee-onboarding.repo.js';
import { joinCompanyByInvite, NEEDS_INN_MESSAGE } from './invite-acceptance.service.js';
import { contractorIdOf, lockOwnEmployee, ownEmployee, personalDataOf, toEmployeeCompany } from './own-employee.js';

const PASSWORD_NEEDED_MESSAGE = 'Введите пароль от учётной записи, чтобы изменить ФИО, дату рождения, ИНН или СНИЛС';

export async function getPersonalData(ctx: ActorContext): Promise<EmployeePersonalData> {
  const { employee, account } = await ownEmployee(ctx);
  return personalDataOf(ctx, employee, account);
}

/**
 * Once verified, the identity a contract names (ФИО, birth date, ИНН, СНИЛС) changes only with the
 * account password: a session left open on someone else's device must not rename the payee.
 */
async function requirePasswordForIdentityChange(
  employee: EmployeeRow,
  account: AccountRow,
  changed: Partial<EmployeeRow>,
  password: string | undefined,
) {
  if (!employee.verifiedAt) return;
  const keys = ['lastName', 'firstName', 'patronymic', 'birthDate', 'inn', 'snils'] as const;
  const isIdentityChanged = keys.some((k) => k in changed && (changed[k] ?? null) !== (employee[k] ?? null));
  if (!isIdentityChanged) return;
  if (!password || !(await verifyPassword(account.passwordHash, password))) {
    throw new AppError('WRONG_PASSWORD', {
      message: PASSWORD_NEEDED_MESSAGE,
      fields: { current_password: password ? 'Неверный пароль' : 'Введите пароль' },
    });
  }
}

export async function savePersonalData(
  ctx: ActorContext,
  input: EmployeePersonalDataInput,
): Promise<EmployeePersonalData> {
  return inTransaction(ctx, async (txCtx) => {
    const { employee, account } = await lockOwnEmployee(txCtx);
    const values: Partial<EmployeeRow> = {
      lastName: input.last_name,
      firstName: input.first_name,
      patronymic: input.patronymic ?? null,
      birthDate: input.birth_date,
      kind: input.kind,
      taxRegime: input.tax_regime,
      citizenship: input.citizenship,
      citizenshipName: input.citizenship_name,
      registrationAddress: input.registration_address,
      snils: input.snils,
      ...(input.inn ? { inn: input.inn } : {}),
    };
    await requirePasswordForIdentityChange(employee, account, values, input.current_password);
    await updateEmployee(txCtx.db, employee.id, values);
    // A new e-mail is kept unconfirmed and a letter goes to it; absent or null leaves it as it is.
    if (input.email && input.email !== account.email)
      await setUnconfirmedEmail(txCtx, employee.id, account, input.email);
    await verifyEmployeeIfComplete(txCtx, employee.id);
    const after = await ownEmployee(txCtx);
    return personalDataOf(txCtx, after.employee, after.account);
  });
}

export async function saveInn(
  ctx: ActorContext,
  input: { inn: string; current_password?: string | undefined },
): Promise<EmployeePersonalData> {
  return inTransaction(ctx, async (txCtx) => {
    const { employee, account } = await lockOwnEmployee(txCtx);
    await requirePasswordForIdentityChange(employee, account, { inn: input.inn }, input.current_password);
    await updateEmployee(txCtx.db, employee.id, { inn: input.inn });
    await verifyEmployeeIfComplete(txCtx, employee.id);
    const after = await ownEmployee(txCtx);
    return personalDataOf(txCtx, after.employee, after.account);
  });
}

export async function getCompleteRegistration(ctx: ActorContext): Promise<EmployeeCompleteRegistration> {
  const { employee } = await ownEmployee(ctx);
  const steps = await employeeRegistrationSteps(ctx, employee.id);
  return { is_verified: Boolean(employee.verifiedAt), steps: steps! };
}

export async function getCompanies(ctx: ActorContext): Promise<EmployeeCompaniesResponse> {
  const rows = await selectCompaniesOf(ctx.db, contractorIdOf(ctx));
  const linkIds = rows.map((r) => r.id);
  const formerEmployment = await formerEmploymentStatesOf(ctx, linkIds);
  return { items: rows.map((r) => toEmployeeCompany(r, formerEmployment.get(r.id)!)) };
}

/**
 * POST employee/invite/accept: a logged-in contractor joins the company of the link, with their answer
 * about former employment by it when given (N5).
 */
export async function acceptInvite(
  ctx: ActorContext,
  input: { token: string; former_employment?: FormerEmploymentAnswerValue | undefined },
): Promise<AcceptInviteResponse> {
  const answer = input.former_employment;
  if (answer) refuseFutureDismissal(ctx, answer, 'former_employment.');
  const outcome = await inTransaction(ctx, async (txCtx) => {
    const { employee, account } = await lockOwnEmployee(txCtx);
    return joinCompanyByInvite(txCtx, {
      token: input.token,
      employee,
      phone: account.phone ?? employee.phone,
      formerEmployment: answer && { answer, accountId: account.id },
    });
  });
  if (outcome.kind === 'needs-inn') throw new AppError('INVALID_STATE', { status: 403, message: NEEDS_INN_MESSAGE });
  return { organisation_name: outcome.organisationName, is_new: outcome.isNew };
}
