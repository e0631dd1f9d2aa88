/**
 * SQL of former_employment_statements (N5). Append-only: statements are inserted, never changed; the
 * latest of each party per contractor–company link is what counts. Callers pass link ids they have
 * already scoped to their owner (the contractor's or the company's own links).
 */

import type { FormerEmploymentState, FormerEmploymentStatement } from '@vyplaty/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerEmployees, type FormerEmploymentParty, formerEmploymentStatements } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type NewFormerEmploymentStatement = {
  customerEmployeeId: string;
  party: FormerEmploymentParty;
  status: FormerEmploymentStatement['status'];
  endedOn: string | null;
  statedBy: string;
  statedAt: Date;
};

export async function insertFormerEmploymentStatement(db: Db, statement: NewFormerEmploymentStatement) {
  await db.insert(formerEmploymentStatements).values(statement);
}

const EMPTY: FormerEmploymentState = { employee: null, customer: null };

/** Both parties' latest statements for each link; a link nobody stated anything about gets two nulls. */
export async function selectFormerEmploymentStates(
  db: Db,
  customerEmployeeIds: readonly string[],
): Promise<Map<string, FormerEmploymentState>> {
  const states = new Map<string, FormerEmploymentState>(customerEmployeeIds.map((id) => [id, { ...EMPTY }]));
  if (customerEmployeeIds.length === 0) return states;
  // DISTINCT ON keeps the newest row of each (link, party): served by the (link, party, stated_at) index.
  const rows = await db
    .selectDistinctOn([formerEmploymentStatements.customerEmployeeId, formerEmploymentStatements.party])
    .from(formerEmploymentStatements)
    .where(inArray(formerEmploymentStatements.customerEmployeeId, [...customerEmployeeIds]))
    .orderBy(
      formerEmploymentStatements.customerEmployeeId,
      formerEmploymentStatements.party,
      desc(formerEmploymentStatements.statedAt),
      desc(formerEmploymentStatements.id),
    );
  for (const row of rows) {
    const state = states.get(row.customerEmployeeId)!;
    const statement: FormerEmploymentStatement = {
      status: row.status,
      ended_on: row.endedOn,
      stated_at: row.statedAt.toISOString(),
    };
    if (row.party === 'EMPLOYEE') state.employee = statement;
    else state.customer = statement;
  }
  return states;
}

export async function selectFormerEmploymentState(db: Db, customerEmployeeId: string) {
  return (await selectFormerEmploymentStates(db, [customerEmployeeId])).get(customerEmployeeId)!;
}

/**
 * The contractor's own link `linkId`, locked so two answers at once are written one after the other;
 * undefined when it is someone else's or unknown.
 */
export async function lockLinkOfEmployee(tx: Tx, linkId: string, employeeId: string) {
  const [row] = await tx
    .select({ id: customerEmployees.id, customerId: customerEmployees.customerId })
    .from(customerEmployees)
    .where(and(eq(customerEmployees.id, linkId), eq(customerEmployees.employeeId, employeeId)))
    .for('update');
  return row;
}

/** The company's link to the contractor (any status), locked; undefined when there is none. */
export async function lockLinkOfCustomer(tx: Tx, customerId: string, employeeId: string) {
  const [row] = await tx
    .select({ id: customerEmployees.id })
    .from(customerEmployees)
    .where(and(eq(customerEmployees.customerId, customerId), eq(customerEmployees.employeeId, employeeId)))
    .for('update');
  return row;
}
