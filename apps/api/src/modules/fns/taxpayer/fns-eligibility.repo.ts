/**
 * The reads of the НПД rules (fns-eligibility.ts) in two statements instead of seven: the contractor with
 * the connection, FNS's snapshot and the company's link in one (left joins: each may be missing), and the
 * year's two sums of our receipts in one. A payout's checklist runs them per row inside its transaction,
 * so each round trip saved is one per row of every form.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { customerEmployees, employees, fnsBindings, fnsReceipts, fnsTaxpayers } from '../../../db/schema/index.js';
import { moscowYearBounds } from '../../../lib/moscow-time.js';

/** The contractor (as selectEmployeeForFns), its binding, taxpayer snapshot and link to the company. */
export async function selectEligibilityFacts(db: Db, customerId: string, employeeId: string) {
  const [row] = await db
    .select({
      employee: {
        id: employees.id,
        inn: employees.inn,
        phone: employees.phone,
        verifiedAt: employees.verifiedAt,
        lastName: employees.lastName,
        firstName: employees.firstName,
        patronymic: employees.patronymic,
      },
      binding: fnsBindings,
      taxpayer: fnsTaxpayers,
      link: customerEmployees,
    })
    .from(employees)
    .leftJoin(fnsBindings, eq(fnsBindings.employeeId, employees.id))
    .leftJoin(fnsTaxpayers, eq(fnsTaxpayers.employeeId, employees.id))
    .leftJoin(
      customerEmployees,
      and(eq(customerEmployees.employeeId, employees.id), eq(customerEmployees.customerId, customerId)),
    )
    .where(eq(employees.id, employeeId));
  return {
    employee: row?.employee,
    binding: row?.binding ?? undefined,
    taxpayer: row?.taxpayer ?? undefined,
    link: row?.link ?? undefined,
  };
}

/**
 * pendingIncomeKopecks and registeredIncomeSinceKopecks (fns-receipts.repo.ts) of one contractor and year
 * in one statement: PENDING and ERROR receipts; REGISTERED and CANCEL_PENDING ones registered after `since`.
 */
export async function selectYearIncomeSums(db: Db, employeeId: string, year: number, since: Date | null) {
  const { from, to } = moscowYearBounds(year);
  const registeredAfter = since ? sql`and ${fnsReceipts.registeredAt} > ${since.toISOString()}::timestamptz` : sql``;
  const [row] = await db
    .select({
      pending: sql<
        string | null
      >`sum(${fnsReceipts.totalKopecks}) filter (where ${fnsReceipts.status} in ('PENDING', 'ERROR'))`,
      registered: sql<
        string | null
      >`sum(${fnsReceipts.totalKopecks}) filter (where ${fnsReceipts.status} in ('REGISTERED', 'CANCEL_PENDING') ${registeredAfter})`,
    })
    .from(fnsReceipts)
    .where(
      and(
        eq(fnsReceipts.employeeId, employeeId),
        inArray(fnsReceipts.status, ['PENDING', 'ERROR', 'REGISTERED', 'CANCEL_PENDING']),
        gte(fnsReceipts.operationTime, from),
        lt(fnsReceipts.operationTime, to),
      ),
    );
  return { pending: BigInt(row?.pending ?? 0), registeredSince: BigInt(row?.registered ?? 0) };
}
