/**
 * The only SQL of the contractor's statistics: a company's DONE payouts to one contractor grouped by Moscow
 * month, with the task pair each paid (if any) for completed tasks and hours. Every read is scoped by the
 * contractor's id, and the company's id when the company asks (payouts_customer_employee serves it; the
 * contractor's own view over all their companies reads payouts_employee).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerEmployees, customers, payouts, taskEmployees, tasks } from '../../db/schema/index.js';

/** What a task's free-text unit says when it is an hour (the platform's unit «час» and how people write it). */
export const HOUR_UNITS = ['час', 'часа', 'часов', 'часы', 'ч', 'ч.', 'час.'] as const;

/** The instant a DONE payout counts at: when the bank paid it (a DONE row always has it; updated_at guards old rows). */
const paidAt = sql`coalesce(${payouts.paidAt}, ${payouts.updatedAt})`;
const month = sql<string>`to_char(${paidAt} at time zone 'Europe/Moscow', 'YYYY-MM')`;
const hourUnits = sql.join(
  HOUR_UNITS.map((unit) => sql`${unit}`),
  sql`, `,
);
const isHour = sql`(${tasks.pricing} = 'PER_UNIT' and ${tasks.quantity} is not null and lower(btrim(${tasks.unit})) in (${hourUnits}))`;
const isoUtc = (value: ReturnType<typeof sql>) =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type MonthFiguresRow = {
  customerId: string;
  /** YYYY-MM, Moscow. */
  month: string;
  orders: number;
  tasksCompleted: number;
  paidKopecks: bigint;
  /** Hours × 1000 (quantity is numeric(12,3)): integers, never floats. */
  hoursThousandths: bigint | null;
  ordersWithHours: number;
  firstPaidAt: string;
  lastPaidAt: string;
};

/**
 * Every month (all time) in which the contractor was paid by the company — or, with `customerId` undefined,
 * by each of their companies.
 */
export async function selectMonthFigures(
  db: Db,
  scope: { employeeId: string; customerId?: string },
): Promise<MonthFiguresRow[]> {
  const rows = await db
    .select({
      customerId: payouts.customerId,
      month,
      orders: sql<number>`count(*)::int`,
      tasksCompleted: sql<number>`(count(${taskEmployees.id}) filter (where ${taskEmployees.status} = 'COMPLETED'))::int`,
      paidKopecks: sql<string>`sum(${payouts.amountKopecks})::text`,
      hoursThousandths: sql<string | null>`(sum(round(${tasks.quantity} * 1000)) filter (where ${isHour}))::text`,
      ordersWithHours: sql<number>`(count(*) filter (where ${isHour}))::int`,
      firstPaidAt: isoUtc(sql`min(${paidAt})`),
      lastPaidAt: isoUtc(sql`max(${paidAt})`),
    })
    .from(payouts)
    .leftJoin(
      taskEmployees,
      and(eq(taskEmployees.payoutId, payouts.id), eq(taskEmployees.customerId, payouts.customerId)),
    )
    .leftJoin(tasks, and(eq(tasks.id, taskEmployees.taskId), eq(tasks.customerId, payouts.customerId)))
    .where(
      and(
        eq(payouts.employeeId, scope.employeeId),
        scope.customerId === undefined ? undefined : eq(payouts.customerId, scope.customerId),
        eq(payouts.status, 'DONE'),
        isNull(payouts.deletedAt),
      ),
    )
    .groupBy(payouts.customerId, month)
    .orderBy(payouts.customerId, month);
  return rows.map((row) => ({
    ...row,
    orders: Number(row.orders),
    tasksCompleted: Number(row.tasksCompleted),
    ordersWithHours: Number(row.ordersWithHours),
    paidKopecks: BigInt(row.paidKopecks),
    hoursThousandths: row.hoursThousandths === null ? null : BigInt(row.hoursThousandths),
  }));
}

export type ContractorCompanyRow = { linkId: string; customerId: string; organisationName: string };

/**
 * The companies the contractor is (or was) linked to — any link status: a disconnected contractor's work
 * stays theirs and the company's. `customerId` narrows to one (an unknown or foreign one: none).
 */
export async function selectContractorCompanies(
  db: Db,
  scope: { employeeId: string; customerId?: string },
): Promise<ContractorCompanyRow[]> {
  return db
    .select({
      linkId: customerEmployees.id,
      customerId: customerEmployees.customerId,
      organisationName: customers.organisationName,
    })
    .from(customerEmployees)
    .innerJoin(customers, eq(customers.id, customerEmployees.customerId))
    .where(
      and(
        eq(customerEmployees.employeeId, scope.employeeId),
        scope.customerId === undefined ? undefined : eq(customerEmployees.customerId, scope.customerId),
      ),
    )
    .orderBy(asc(customerEmployees.createdAt), asc(customerEmployees.customerId));
}
