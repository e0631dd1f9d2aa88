/** A company's defaults for inviting and paying (/employees/constants) and its payment limits. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { ts } from './columns.js';

export const customerConstants = pgTable(
  'customer_constants',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id),
    /** Goes on receipts and acts as the service name. */
    serviceName: text('service_name'),
    /** FNS activity kind of the work (free text until the FNS catalogue is wired). */
    activityKind: text('activity_kind'),
    defaultEmployeeKind: text('default_employee_kind').$type<'INDIVIDUAL_PERSON' | 'INDIVIDUAL_ENTREPRENEUR'>(),
    defaultTaxRegime: text('default_tax_regime'),
    /** Comment put on new invites by default. */
    inviteComment: text('invite_comment'),
    /** N7 (DOMAIN §2.1): a contractor without a signed contract (document kind CONTRACT, SIGNED) is not paid. */
    requireSignedContract: boolean('require_signed_contract').notNull().default(false),
    /**
     * N7, its second half: a payout confirmed while this is on waits (held, not sent) until an act (kind ACT)
     * linked to it is SIGNED by both sides (docs/decisions/payouts.md «Waiting for a signed act»).
     */
    requireSignedAct: boolean('require_signed_act').notNull().default(false),
    /**
     * Tasks' acceptance window (docs/decisions/tasks.md «Acceptance window»): days after a hand-over in which the
     * company accepts or returns the work; after them silence is acceptance. 15 by default (DOMAIN §9.3, Solar Staff).
     */
    taskAcceptanceDays: integer('task_acceptance_days').notNull().default(15),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('customer_constants_task_acceptance_days', sql`${t.taskAcceptanceDays} between 1 and 60`)],
);

/** Limits in force, set by support (user/payment_limit); read-only for the customer. */
export const paymentLimits = pgTable(
  'payment_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<'PER_PAYOUT' | 'PER_DAY' | 'PER_MONTH'>().notNull(),
    amountKopecks: bigint('amount_kopecks', { mode: 'bigint' }).notNull(),
    setBy: text('set_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index().on(t.customerId, t.kind)],
);
