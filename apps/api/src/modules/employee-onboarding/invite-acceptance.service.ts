/**
 * A contractor accepts a company's invite (the link /invite/{token}): the link to the company
 * (customer_employees, tax regime from the invite) and the invite person's CONFIRM are written in
 * the caller's transaction, and the company is notified. Idempotent: accepting again changes
 * nothing. Who may accept (docs/decisions/onboarding.md, "Contractor onboarding"):
 * - the invite names phones: the account's phone must be one of them (or the contractor's ИНН one
 *   of its ИНН-only people), else 403;
 * - the invite names people by ИНН only: the contractor's ИНН must be one of them; a contractor who
 *   has not entered an ИНН yet gets `needs-inn` (a person's ИНН is never taken from the company);
 * - the invite names nobody: the link itself is the invitation.
 * The contractor's answer about former employment by the company (N5), when given, is recorded in the
 * same transaction, once the link exists.
 */

import { INVITE_LINK_NOT_FOUND_MESSAGE } from '@vyplaty/contracts';
import type { TxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { type FormerEmploymentAnswerValue, saveFormerEmploymentDeclaration } from '../former-employment/index.js';
import { confirmInviteEmployee, findInviteByLinkToken } from '../invites/index.js';
import { notify } from '../notifications/index.js';
import {
  type EmployeeRow,
  insertCustomerEmployee,
  reconnectCustomerEmployee,
  selectCustomerEmployeeForUpdate,
  selectInvitePersons,
} from './employee-onboarding.repo.js';
import { contractorDisplayName } from './own-employee.js';

export const PHONE_MISMATCH_MESSAGE =
  'Приглашение отправлено на другой номер телефона. Войдите или зарегистрируйтесь с номером, на который пришло СМС';
export const INN_MISMATCH_MESSAGE = 'Приглашение адресовано исполнителю с другим ИНН';
export const NEEDS_INN_MESSAGE =
  'Приглашение адресовано исполнителю по ИНН. Укажите свой ИНН при завершении регистрации и откройте ссылку снова';
export const CANCELLED_MESSAGE = 'Компания отменила приглашение для вас';

export type InviteAcceptance =
  | { kind: 'accepted'; organisationName: string; isNew: boolean }
  | { kind: 'needs-inn'; organisationName: string };

const forbidden = (message: string) => new AppError('INVALID_STATE', { status: 403, message });
export const inviteNotFound = () => new AppError('NOT_FOUND', { message: INVITE_LINK_NOT_FOUND_MESSAGE });

/** Which of the invite's people the contractor is; throws when they are not invited. */
function matchPerson(
  persons: Awaited<ReturnType<typeof selectInvitePersons>>,
  employee: EmployeeRow,
  phone: string,
): { inn: string | null; invited?: (typeof persons)[number] } | 'needs-inn' {
  const byPhone = persons.find((p) => p.phone === phone);
  const byInn = employee.inn ? persons.find((p) => !p.phone && p.inn === employee.inn) : undefined;
  const person = byPhone ?? byInn;
  if (person) {
    if (person.action === 'CANCEL') throw forbidden(CANCELLED_MESSAGE);
    if (person.inn && employee.inn && person.inn !== employee.inn) throw forbidden(INN_MISMATCH_MESSAGE);
    return { inn: person.inn ?? employee.inn, invited: person };
  }
  if (persons.length === 0) return { inn: employee.inn };
  if (persons.some((p) => p.phone)) throw forbidden(PHONE_MISMATCH_MESSAGE);
  if (!employee.inn) return 'needs-inn';
  throw forbidden(INN_MISMATCH_MESSAGE);
}

/**
 * Call inside a transaction that holds the contractor's row (select … for update). `formerEmployment`:
 * the contractor's answer (already checked against today) and the account stating it.
 */
export async function joinCompanyByInvite(
  txCtx: TxContext,
  input: {
    token: string;
    employee: EmployeeRow;
    phone: string;
    formerEmployment?: { answer: FormerEmploymentAnswerValue; accountId: string } | undefined;
  },
): Promise<InviteAcceptance> {
  const found = await findInviteByLinkToken(txCtx, input.token);
  if (!found) throw inviteNotFound();
  const { invite, organisationName } = found;
  const persons = await selectInvitePersons(txCtx.db, invite.id, invite.customerId);
  const match = matchPerson(persons, input.employee, input.phone);
  if (match === 'needs-inn') return { kind: 'needs-inn', organisationName };

  const link = await selectCustomerEmployeeForUpdate(txCtx.db, invite.customerId, input.employee.id);
  const isNew = link?.status !== 'ACTIVE';
  if (!link) {
    await insertCustomerEmployee(txCtx.db, {
      customerId: invite.customerId,
      employeeId: input.employee.id,
      taxRegime: invite.taxRegime,
      inviteId: invite.id,
      createdAt: txCtx.now(),
    });
  } else if (isNew) {
    await reconnectCustomerEmployee(txCtx.db, link.id, { taxRegime: invite.taxRegime, inviteId: invite.id });
  }
  await confirmInviteEmployee(txCtx, {
    inviteId: invite.id,
    customerId: invite.customerId,
    employeeId: input.employee.id,
    phone: input.phone,
    inn: match.inn,
  });
  if (isNew) {
    await notify(
      txCtx,
      { customerId: invite.customerId },
      {
        title: 'Исполнитель принял приглашение',
        body: `${contractorDisplayName(input.employee, match.invited)} принял(а) приглашение`,
        type: 'other',
        url: '/employees',
      },
    );
  }
  if (input.formerEmployment) {
    const linked = await selectCustomerEmployeeForUpdate(txCtx.db, invite.customerId, input.employee.id);
    await saveFormerEmploymentDeclaration(txCtx, {
      linkId: linked!.id,
      customerId: invite.customerId,
      answer: input.formerEmployment.answer,
      accountId: input.formerEmployment.accountId,
      name: contractorDisplayName(input.employee, match.invited),
    });
  }
  return { kind: 'accepted', organisationName, isNew };
}
