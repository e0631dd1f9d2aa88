/** The contractor's answer about former employment (N5) for one of their companies. */
import type { EmployeeCompany } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import {
  COMPANY_NOT_FOUND_MESSAGE,
  type FormerEmploymentAnswerValue,
  formerEmploymentStateOf,
  lockContractorLink,
  refuseFutureDismissal,
  saveFormerEmploymentDeclaration,
} from '../former-employment/index.js';
import { selectCompaniesOf } from './employee-onboarding.repo.js';
import { contractorDisplayName, contractorIdOf, ownEmployee, toEmployeeCompany } from './own-employee.js';

/** PUT employee/companies/{id}/former_employment: answered with the company as the companies list shows it. */
export async function declareFormerEmployment(
  ctx: ActorContext,
  linkId: string,
  answer: FormerEmploymentAnswerValue,
): Promise<EmployeeCompany> {
  const employeeId = contractorIdOf(ctx);
  refuseFutureDismissal(ctx, answer);
  const notFound = new AppError('NOT_FOUND', { message: COMPANY_NOT_FOUND_MESSAGE });
  if (!isUuid(linkId)) throw notFound;
  return inTransaction(ctx, async (txCtx) => {
    const link = await lockContractorLink(txCtx, linkId, employeeId);
    if (!link) throw notFound;
    const { employee } = await ownEmployee(txCtx);
    await saveFormerEmploymentDeclaration(txCtx, {
      linkId,
      customerId: link.customerId,
      answer,
      accountId: txCtx.actor.accountId,
      name: contractorDisplayName(employee),
    });
    const [company] = await selectCompaniesOf(txCtx.db, employeeId, linkId);
    return toEmployeeCompany(company!, await formerEmploymentStateOf(txCtx, linkId));
  });
}
