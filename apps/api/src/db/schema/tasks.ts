/**
 * Tasks (issue 26, docs/decisions/tasks.md): the work a company publishes, and each contractor's part in it
 * (the pair task–contractor with its own status). The service's name is a snapshot (the catalogue may change
 * later; the task and its act keep what was agreed). Money is bigint kopecks, a quantity numeric(12,3).
 */
import type { TaskAudience, TaskPairStatus, TaskParty, TaskPricing, TaskStatus } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, customers, employees } from './accounts.js';
import { ts } from './columns.js';
import { documents } from './documents.js';
import { storedFiles } from './files.js';
import { massPayouts } from './mass-payouts.js';
import { payouts, services } from './payouts.js';

/** Each company's running task numbers («Задание № N»): one row per company, bumped by an upsert. */
export const taskCounters = pgTable('task_counters', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id),
  lastNumber: integer('last_number').notNull().default(0),
});

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    serviceName: text('service_name').notNull(),
    pricing: text('pricing').$type<TaskPricing>().notNull(),
    /** The fixed sum per contractor, or the price of one unit. */
    amountKopecks: bigint('amount_kopecks', { mode: 'bigint' }).notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }),
    unit: text('unit'),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    startTime: ts('start_time'),
    place: text('place').notNull().default(''),
    status: text('status').$type<TaskStatus>().notNull().default('DRAFT'),
    audience: text('audience').$type<TaskAudience>(),
    createdBy: uuid('created_by').references(() => accounts.id),
    cancelReason: text('cancel_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    publishedAt: ts('published_at'),
  },
  (t) => [
    uniqueIndex('tasks_customer_number').on(t.customerId, t.number),
    // One index per order of the company's list (keyset paging, docs/decisions/lists.md), id the tiebreak.
    index('tasks_list_added').on(t.customerId, t.createdAt, t.id),
    index('tasks_list_name').on(t.customerId, t.name, t.id),
    index('tasks_list_period').on(t.customerId, t.periodStart, t.id),
    // START_TIME puts the tasks without a start time last both ways: the list orders by
    // coalesce(start_time, ±infinity), one expression per direction, each with its own index.
    index('tasks_list_start_asc').on(t.customerId, sql`coalesce(${t.startTime}, 'infinity'::timestamptz)`, t.id),
    index('tasks_list_start_desc').on(t.customerId, sql`coalesce(${t.startTime}, '-infinity'::timestamptz)`, t.id),
    // MY scope and a status filter, newest first: their page and their count from the index (at 100,000 tasks
    // walking the newest-first index and testing each row took 31–33 ms a page, docs/performance.md).
    index('tasks_list_mine').on(t.customerId, t.createdBy, t.createdAt, t.id),
    index('tasks_list_status').on(t.customerId, t.status, t.createdAt, t.id),
    // The contractor's list: the open tasks of the companies they work for.
    index('tasks_open_to_all').on(t.customerId, t.createdAt, t.id).where(sql`${t.audience} = 'ALL'`),
    check('tasks_period', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('tasks_amount_positive', sql`${t.amountKopecks} > 0`),
  ],
);

/** A contractor's part in a task; at most one per task and contractor (a re-invite re-opens it). */
export const taskEmployees = pgTable(
  'task_employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').$type<TaskPairStatus>().notNull(),
    canceledBy: text('canceled_by').$type<TaskParty>(),
    reason: text('reason'),
    resultComment: text('result_comment'),
    returnComment: text('return_comment'),
    /** The accepted work's payout (its own, never pooled) and act, set when the company accepts it. */
    payoutId: uuid('payout_id').references(() => payouts.id),
    actDocumentId: uuid('act_document_id').references(() => documents.id),
    /**
     * Accepted to be paid later in a registry (docs/decisions/tasks.md «Many pairs, one registry»): the mass
     * payout registry this pair's work was put in; its payout is linked (payout_id) when the registry pays it.
     */
    massPayoutId: uuid('mass_payout_id').references(() => massPayouts.id),
    /**
     * The acceptance window (docs/decisions/tasks.md): when the work was last handed over, and the time after
     * which silence is acceptance (the hand-over + the company's window then, fixed: both sides were shown it).
     */
    handedOverAt: ts('handed_over_at'),
    acceptBy: ts('accept_by'),
    /** The hand-over whose automatic acceptance the checklist refused and the company was told of (told once). */
    autoAcceptRefusalFor: ts('auto_accept_refusal_for'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_employees_pair').on(t.taskId, t.employeeId),
    index('task_employees_task_status').on(t.taskId, t.status),
    index('task_employees_employee').on(t.employeeId, t.taskId),
    index().on(t.customerId),
    uniqueIndex('task_employees_payout').on(t.payoutId),
    index('task_employees_mass_payout').on(t.massPayoutId).where(sql`${t.massPayoutId} is not null`),
    // The acceptance job: the pairs handed over whose window has passed.
    index('task_employees_accept_due').on(t.acceptBy).where(sql`${t.status} = 'DONE'`),
  ],
);

/**
 * A task's files (SPEC §7 Tasks `file`): the company's brief (BRIEF, task_employee_id null — every contractor on
 * the task reads it) and a contractor's result (RESULT, on their pair — that contractor and the company read it).
 * The bytes and their checksum are a stored_files row (purpose TASK_FILE).
 */
export const taskFiles = pgTable(
  'task_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    taskEmployeeId: uuid('task_employee_id').references(() => taskEmployees.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    kind: text('kind').$type<'BRIEF' | 'RESULT'>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('task_files_task').on(t.taskId, t.createdAt),
    index('task_files_pair').on(t.taskEmployeeId),
    check('task_files_kind_pair', sql`(${t.kind} = 'BRIEF') = (${t.taskEmployeeId} is null)`),
  ],
);

/**
 * A person invited onto a task by phone who is not yet the company's contractor: the company's invite (the
 * invite flow, its SMS) is sent, and when the person joins the company they are put on the task (INVITE).
 */
export const taskPhoneInvites = pgTable(
  'task_phone_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    phone: text('phone').notNull(),
    status: text('status').$type<'PENDING' | 'JOINED' | 'CANCELED'>().notNull().default('PENDING'),
    /** The contractor the person became, once joined. */
    employeeId: uuid('employee_id').references(() => employees.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    joinedAt: ts('joined_at'),
  },
  (t) => [
    uniqueIndex('task_phone_invites_task_phone').on(t.taskId, t.phone),
    // On joining: the company's pending task invites of that phone.
    index('task_phone_invites_pending').on(t.customerId, t.phone).where(sql`${t.status} = 'PENDING'`),
  ],
);
