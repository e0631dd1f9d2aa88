/** Who the caller is, as a contractor: role check, the own rows, and the answer's shape. */

import {
  contractorLabel,
  type EmployeeCompany,
  type EmployeePersonalData,
  type FormerEmploymentState,
  shortPersonName,
  type TaxRegime,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { employeeIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import {
  type AccountRow,
  type CompanyRow,
  type EmployeeRow,
  selectLinkRegimes,
  selectOwnEmployee,
} from './employee-onboarding.repo.js';

export const EMPLOYEE_ONLY_MESSAGE = 'Это доступно только исполнителю';

/** The caller's employee id; any other role is refused (SPEC §6 "employee record only for role employee"). */
export const contractorIdOf = (ctx: ActorContext) => employeeIdOf(ctx, EMPLOYEE_ONLY_MESSAGE);

/** The caller's rows; a session without them is treated as logged out. */
export async function ownEmployee(ctx: ActorContext) {
  return orLoggedOut(await selectOwnEmployee(ctx.db, contractorIdOf(ctx), ctx.actor.accountId, false));
}

/** The caller's rows, locked for the transaction (ADR 009: company → contractor → …). */
export async function lockOwnEmployee(txCtx: TxContext<ActorContext>) {
  return orLoggedOut(await selectOwnEmployee(txCtx.db, contractorIdOf(txCtx), txCtx.actor.accountId, true));
}

function orLoggedOut<T>(row: T | undefined): T {
  if (!row) throw new AppError('USER_NOT_AUTHENTICATED', { message: EMPLOYEE_ONLY_MESSAGE });
  return row;
}

type LinkRegime = { taxRegime: string; npdRank: number };

/**
 * What the contractor is (EmployeePersonalData.tax_regime_in_effect): self-employed when anything says so —
 * FNS (a link's npd_rank 0, copied from fns_taxpayers), their own word, a company paying them as НПД —
 * so the profile never calls a registered НПД «физическое лицо»; else their own regime, else their companies'.
 */
export function taxRegimeInEffect(own: string | null, links: readonly LinkRegime[]): TaxRegime | null {
  if (own === 'NPD' || links.some((l) => l.taxRegime === 'NPD' || l.npdRank === 0)) return 'NPD';
  return ((own ?? links[0]?.taxRegime) as TaxRegime | undefined) ?? null;
}

/** The contractor's own record as every personal-data call answers it. */
export async function personalDataOf(
  ctx: Pick<ActorContext, 'db'>,
  e: EmployeeRow,
  a: AccountRow,
): Promise<EmployeePersonalData> {
  return toPersonalData(e, a, taxRegimeInEffect(e.taxRegime, await selectLinkRegimes(ctx.db, e.id)));
}

const toPersonalData = (e: EmployeeRow, a: AccountRow, inEffect: TaxRegime | null): EmployeePersonalData => ({
  id: e.id,
  last_name: e.lastName,
  first_name: e.firstName,
  patronymic: e.patronymic,
  birth_date: e.birthDate,
  kind: e.kind,
  tax_regime: e.taxRegime as TaxRegime | null,
  tax_regime_in_effect: inEffect,
  citizenship: e.citizenship,
  citizenship_name: e.citizenshipName,
  registration_address: e.registrationAddress,
  phone_number: e.phone,
  email: a.email,
  email_verified: Boolean(a.email && a.emailVerifiedAt),
  snils: e.snils,
  inn: e.inn,
  is_verified: Boolean(e.verifiedAt),
  verified_at: e.verifiedAt?.toISOString() ?? null,
});

/** One company of GET employee/companies, with both sides' statements about former employment. */
export const toEmployeeCompany = (r: CompanyRow, formerEmployment: FormerEmploymentState): EmployeeCompany => ({
  id: r.id,
  organisation_name: r.organisationName,
  inn: r.inn,
  status: r.status,
  tax_regime: r.taxRegime as TaxRegime,
  joined_at: r.createdAt.toISOString(),
  former_employment: formerEmployment,
});

type PersonName = { lastName: string | null; firstName: string | null; patronymic: string | null };

/**
 * How a company's notification names the contractor (SPEC §2, surname plus initials): their own ФИО,
 * else the one the company entered in the invite, else words saying it is not known yet — never a phone.
 */
export const contractorDisplayName = (e: PersonName, invited?: PersonName | null) =>
  contractorLabel(
    shortPersonName(e.lastName, e.firstName, e.patronymic) ??
      (invited ? shortPersonName(invited.lastName, invited.firstName, invited.patronymic) : null),
  );
