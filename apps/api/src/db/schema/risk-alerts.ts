/**
 * Tax risks found for the company (issue 28, modules/risk-alerts): a receipt its contractor cancelled, a
 * contractor who lost НПД status or unbound the platform, a contractor near the yearly income cap. One row
 * per event (`event_key` unique within the company and kind): found twice, told once.
 */
import type { RiskAlertKind } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, customers, employees } from './accounts.js';
import { ts } from './columns.js';

export const riskAlerts = pgTable(
  'risk_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    kind: text('kind').$type<RiskAlertKind>().notNull(),
    /** What makes the event one: the receipt's id, the unbinding's date, the year and threshold, … */
    eventKey: text('event_key').notNull(),
    /** The facts shown (receipt number and sum, the date, the income so far): kept as found. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** The payout the event concerns, when there is one (a cancelled receipt's). */
    payoutId: uuid('payout_id'),
    foundAt: ts('found_at').notNull(),
    /** The company marked it dealt with. */
    resolvedAt: ts('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => accounts.id),
  },
  (t) => [
    uniqueIndex('risk_alerts_event').on(t.customerId, t.kind, t.eventKey),
    index('risk_alerts_list').on(t.customerId, sql`${t.foundAt} desc`, sql`${t.id} desc`),
    index('risk_alerts_open').on(t.customerId).where(sql`${t.resolvedAt} is null`),
  ],
);
