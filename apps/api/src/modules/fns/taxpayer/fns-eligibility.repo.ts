/**
 * The reads of the НПД rules (fns-eligibility.ts), each one statement for any number of contractors: the
 * contractor with the connection, FNS's snapshot and the company's link (left joins: each may be missing), and
 * the year's two sums of our receipts. A form's checklist and a batch's re-check read them once for all of
 * their contractors, not once per row.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { customerEmployees, employees, fnsBindings, fnsReceipts, fnsTaxpayers } from '../../../db/schema/index.js';
import { moscowYearBounds } from '../../../lib/moscow-time.js';

export type EligibilityFacts = {
  employee:
    | {
        id: string;
        inn: string | null;
        phone: string | null;
        verifiedAt: Date | null;
        lastName: string | null;
        firstName: string | null;
        patronymic: string | null;
      }
    | undefined;
  binding: typeof fnsBindings.$inferSelect | undefined;
  taxpayer: typeof fnsTaxpayers.$inferSelect | undefined;
  link: typeof customerEmployees.$inferSelect | undefined;
};

/**
 * Each contractor (as selectEmployeeForFns) with its binding, taxpayer snapshot and link to the company, in one
 * statement for all of them; an unknown id gets empty facts.
 */
export async function selectEligibilityFacts(
  db: Db,
  customerId: string,
  employeeIds: readonly string[],
): Promise<Map<string, EligibilityFacts>> {
  const facts = new Map<string, EligibilityFacts>(
    employeeIds.map((id) => [id, { employee: undefined, binding: undefined, taxpayer: undefined, link: undefined }]),
  );
  if (employeeIds.length === 0) return facts;
  const rows = await db
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
    .where(inArray(employees.id, [...employeeIds]));
  for (const row of rows) {
    facts.set(row.employee.id, {
      employee: row.employee,
      binding: row.binding ?? undefined,
      taxpayer: row.taxpayer ?? undefined,
      link: row.link ?? undefined,
    });
  }
  return facts;
}

export type YearIncomeSums = { pending: bigint; registeredSince: bigint };

/**
 * pendingIncomeKopecks and registeredIncomeSinceKopecks (fns-receipts.repo.ts) of each contractor for one year,
 * in one statement for all: PENDING and ERROR receipts; REGISTERED and CANCEL_PENDING ones registered after the
 * contractor's own `since` (null: all of the year). `since` travels with each id, so it is exactly the moment of
 * the snapshot the caller read, whatever was refreshed since.
 */
export async function selectYearIncomeSums(
  db: Db,
  year: number,
  contractors: readonly { employeeId: string; since: Date | null }[],
): Promise<Map<string, YearIncomeSums>> {
  const sums = new Map<string, YearIncomeSums>(
    contractors.map((c) => [c.employeeId, { pending: 0n, registeredSince: 0n }]),
  );
  if (contractors.length === 0) return sums;
  const { from, to } = moscowYearBounds(year);
  const asked = sql.join(
    contractors.map((c) => sql`(${c.employeeId}::uuid, ${c.since?.toISOString() ?? null}::timestamptz)`),
    sql`, `,
  );
  const rows = await db
    .select({
      employeeId: sql<string>`asked.employee_id`,
      pending: sql<
        string | null
      >`sum(${fnsReceipts.totalKopecks}) filter (where ${fnsReceipts.status} in ('PENDING', 'ERROR'))`,
      registered: sql<
        string | null
      >`sum(${fnsReceipts.totalKopecks}) filter (where ${fnsReceipts.status} in ('REGISTERED', 'CANCEL_PENDING') and (asked.since is null or ${fnsReceipts.registeredAt} > asked.since))`,
    })
    .from(sql`(values ${asked}) as asked (employee_id, since)`)
    .innerJoin(
      fnsReceipts,
      and(
        sql`${fnsReceipts.employeeId} = asked.employee_id`,
        inArray(fnsReceipts.status, ['PENDING', 'ERROR', 'REGISTERED', 'CANCEL_PENDING']),
        gte(fnsReceipts.operationTime, from),
        lt(fnsReceipts.operationTime, to),
      ),
    )
    .groupBy(sql`asked.employee_id`);
  for (const row of rows) {
    sums.set(row.employeeId, { pending: BigInt(row.pending ?? 0), registeredSince: BigInt(row.registered ?? 0) });
  }
  return sums;
}
