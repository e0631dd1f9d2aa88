/**
 * SQL of risk_alerts: one row per event within the company and kind (`event_key`), inserted with
 * `on conflict do nothing` so a job that finds the event again records nothing and tells nobody. Every
 * read and change of the list takes the company's id.
 */
import type { RiskAlertKind, RiskAlertStatus } from '@vyplaty/contracts';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerEmployees, employees, riskAlerts } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';
import type { PageWindow } from '../../lib/pagination.js';

export type RiskAlertRow = typeof riskAlerts.$inferSelect;
export type NewRiskAlert = {
  customerId: string;
  employeeId: string;
  kind: RiskAlertKind;
  eventKey: string;
  details: Record<string, string | number | boolean | null>;
  payoutId: string | null;
  foundAt: Date;
};

/** The events not recorded before (new rows); one already recorded is left as it is. */
export async function insertRiskAlerts(tx: Tx, rows: NewRiskAlert[]): Promise<RiskAlertRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(riskAlerts)
    .values(rows)
    .onConflictDoNothing({ target: [riskAlerts.customerId, riskAlerts.kind, riskAlerts.eventKey] })
    .returning();
}

/** Companies the contractor works for now (ACTIVE links). */
export async function selectActiveCompanyIds(db: Db, employeeId: string): Promise<string[]> {
  const rows = await db
    .select({ customerId: customerEmployees.customerId })
    .from(customerEmployees)
    .where(and(eq(customerEmployees.employeeId, employeeId), eq(customerEmployees.status, 'ACTIVE')));
  return rows.map((r) => r.customerId);
}

/** The contractor's name parts, for the notification's text. */
export async function selectContractorName(db: Db, employeeId: string) {
  const [row] = await db
    .select({ lastName: employees.lastName, firstName: employees.firstName, patronymic: employees.patronymic })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return row;
}

export type RiskAlertFilter = {
  customerId: string;
  status?: RiskAlertStatus | undefined;
  kind?: RiskAlertKind | undefined;
};

function whereOf(filter: RiskAlertFilter): SQL | undefined {
  return and(
    eq(riskAlerts.customerId, filter.customerId),
    filter.status === 'OPEN' ? isNull(riskAlerts.resolvedAt) : undefined,
    filter.status === 'RESOLVED' ? isNotNull(riskAlerts.resolvedAt) : undefined,
    filter.kind ? eq(riskAlerts.kind, filter.kind) : undefined,
  );
}

export type RiskAlertListRow = RiskAlertRow & {
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
  inn: string | null;
};

const listColumns = {
  alert: riskAlerts,
  lastName: employees.lastName,
  firstName: employees.firstName,
  patronymic: employees.patronymic,
  inn: employees.inn,
};
type ListRead = {
  alert: RiskAlertRow;
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
  inn: string | null;
};
const toListRow = (r: ListRead): RiskAlertListRow => ({
  ...r.alert,
  lastName: r.lastName,
  firstName: r.firstName,
  patronymic: r.patronymic,
  inn: r.inn,
});

/** One page, newest first (risk_alerts_list). */
export async function selectRiskAlerts(
  db: Db,
  filter: RiskAlertFilter,
  window: PageWindow,
): Promise<RiskAlertListRow[]> {
  const rows = await db
    .select(listColumns)
    .from(riskAlerts)
    .innerJoin(employees, eq(employees.id, riskAlerts.employeeId))
    .where(whereOf(filter))
    .orderBy(desc(riskAlerts.foundAt), desc(riskAlerts.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(toListRow);
}

/** The company's alert as the list shows it. */
export async function selectRiskAlert(db: Db, customerId: string, id: string): Promise<RiskAlertListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(riskAlerts)
    .innerJoin(employees, eq(employees.id, riskAlerts.employeeId))
    .where(and(eq(riskAlerts.customerId, customerId), eq(riskAlerts.id, id)));
  return row && toListRow(row);
}

export async function countRiskAlerts(db: Db, filter: RiskAlertFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(riskAlerts).where(whereOf(filter));
  return row?.n ?? 0;
}

/** The company's alert, locked; undefined for an unknown id or another company's. */
export async function selectRiskAlertForUpdate(tx: Tx, customerId: string, id: string) {
  const [row] = await tx
    .select()
    .from(riskAlerts)
    .where(and(eq(riskAlerts.customerId, customerId), eq(riskAlerts.id, id)))
    .for('update');
  return row;
}

export async function markRiskAlertResolved(tx: Tx, customerId: string, id: string, by: string, at: Date) {
  await tx
    .update(riskAlerts)
    .set({ resolvedAt: at, resolvedBy: by })
    .where(and(eq(riskAlerts.customerId, customerId), eq(riskAlerts.id, id), isNull(riskAlerts.resolvedAt)));
}
