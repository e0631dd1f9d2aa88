/**
 * Former employment statements (DOMAIN §2.1 N5, 422-ФЗ ст. 6): what the contractor and the company
 * said about the contractor having been the company's employee. Append-only — a change is a new row —
 * so the evidence of who stated what, and when, is kept; the latest row of each party counts.
 */
import type { FormerEmploymentStatus } from '@vyplaty/contracts';
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts, customerEmployees } from './accounts.js';
import { ts } from './columns.js';

export type FormerEmploymentParty = 'EMPLOYEE' | 'CUSTOMER';

export const formerEmploymentStatements = pgTable(
  'former_employment_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The contractor–company link the statement is about. */
    customerEmployeeId: uuid('customer_employee_id')
      .notNull()
      .references(() => customerEmployees.id),
    /** EMPLOYEE — the contractor's declaration; CUSTOMER — the company's confirmation or correction. */
    party: text('party').$type<FormerEmploymentParty>().notNull(),
    status: text('status').$type<FormerEmploymentStatus>().notNull(),
    /** The last day of employment, with ENDED only. */
    endedOn: date('ended_on'),
    /** The account that made the statement (the contractor, or the company's user). */
    statedBy: uuid('stated_by')
      .notNull()
      .references(() => accounts.id),
    statedAt: ts('stated_at').notNull().defaultNow(),
  },
  (t) => [index().on(t.customerEmployeeId, t.party, t.statedAt)],
);
