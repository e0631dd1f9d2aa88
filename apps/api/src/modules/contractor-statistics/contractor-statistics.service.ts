/**
 * A contractor's statistics per company (issue 26): the company about its own contractor, the contractor about
 * themselves. Read-only; every read is scoped by the caller's tenant id (lib/actor-scope.ts), and a contractor
 * the company has no link to — another company's, unknown or malformed — answers the same 404.
 */
import type {
  ContractorStatistics,
  ContractorStatisticsQuery,
  OwnStatisticsQuery,
  OwnStatisticsResponse,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { companyOnlyIdOf, employeeIdOf } from '../../lib/actor-scope.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { selectContractorCompanies, selectMonthFigures } from './contractor-statistics.repo.js';
import { statisticsOf } from './statistics-figures.js';

const CONTRACTOR_NOT_FOUND = 'Исполнитель не найден';
const COMPANY_NOT_FOUND = 'Компания не найдена';

const currentMonthOf = (ctx: ActorContext) => moscowDate(ctx.now()).slice(0, 7);

/** GET employees/{id}/statistics: the company's figures with its contractor `employeeId`. */
export async function companyContractorStatistics(
  ctx: ActorContext,
  employeeId: string,
  query: ContractorStatisticsQuery,
): Promise<ContractorStatistics> {
  const customerId = companyOnlyIdOf(ctx);
  if (!isUuid(employeeId)) throw notFound(CONTRACTOR_NOT_FOUND);
  const [link] = await selectContractorCompanies(ctx.db, { employeeId, customerId });
  if (!link) throw notFound(CONTRACTOR_NOT_FOUND);
  const rows = await selectMonthFigures(ctx.db, { employeeId, customerId });
  return statisticsOf({ customerId, employeeId }, rows, currentMonthOf(ctx), query.months);
}

/** GET employee/statistics: the contractor's own figures with each of their companies (or the one asked). */
export async function ownContractorStatistics(
  ctx: ActorContext,
  query: OwnStatisticsQuery,
): Promise<OwnStatisticsResponse> {
  const employeeId = employeeIdOf(ctx);
  const customerId = query.customer_id;
  if (customerId !== undefined && !isUuid(customerId)) throw notFound(COMPANY_NOT_FOUND);
  const companies = await selectContractorCompanies(ctx.db, { employeeId, customerId });
  if (customerId !== undefined && companies.length === 0) throw notFound(COMPANY_NOT_FOUND);
  const rows = companies.length > 0 ? await selectMonthFigures(ctx.db, { employeeId, customerId }) : [];
  const currentMonth = currentMonthOf(ctx);
  return {
    items: companies.map((company) => ({
      link_id: company.linkId,
      organisation_name: company.organisationName,
      ...statisticsOf(
        { customerId: company.customerId, employeeId },
        rows.filter((row) => row.customerId === company.customerId),
        currentMonth,
        query.months,
      ),
    })),
  };
}
