/**
 * The tax service (FNS partner API, DOMAIN.md §3): every message we send, the contractor's connection
 * of the platform in «Мой налог», what FNS last said about the contractor, receipts of income we
 * register, cached dictionaries and the watermark of the unbound-taxpayers watch.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers, employees } from './accounts.js';
import { jsonbWithKopecks, ts } from './columns.js';

export type FnsRequestState = 'NEW' | 'SENT' | 'COMPLETED' | 'FAILED';

/**
 * One message to the FNS partner API (SendMessage → MessageId → GetMessage). The MessageId is committed
 * as soon as FNS gives it, so a restart resumes polling instead of sending again (DOMAIN §3.1).
 */
export const fnsRequests = pgTable(
  'fns_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** FnsMethod of integrations/fns/fns.types.ts, e.g. PostIncomeRequestV2. */
    method: text('method').notNull(),
    /** The contractor the message is about, when there is one (dictionaries have none). */
    employeeId: uuid('employee_id').references(() => employees.id),
    inn: text('inn'),
    /** The request object of fns.types.ts, as sent. */
    payload: jsonbWithKopecks<unknown>('payload').notNull(),
    messageId: text('message_id'),
    state: text('state').$type<FnsRequestState>().notNull().default('NEW'),
    /** The parsed answer (COMPLETED) — the typed response of fns.types.ts. */
    response: jsonbWithKopecks<unknown>('response'),
    /** SmzPlatformError code and Russian text (FAILED). */
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** How many times the message was sent (more than 1 only after FNS forgot the MessageId). */
    sendCount: integer('send_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    completedAt: ts('completed_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index().on(t.employeeId), index().on(t.state)],
);

export type FnsBindingStatusValue = 'AWAIT_BIND' | 'BIND' | 'UNBIND' | 'ERROR';

/** The contractor's connection of the platform as their partner in «Мой налог»: one current row each. */
export const fnsBindings = pgTable(
  'fns_bindings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    /** Connected by the profile's ИНН or phone. */
    by: text('by').$type<'INN' | 'PHONE'>().notNull(),
    /** The ИНН FNS bound (from the request or from GetBindPartnerStatus). */
    inn: text('inn'),
    status: text('status').$type<FnsBindingStatusValue>().notNull(),
    /** FNS Id of the bind request (answer of PostBindPartnerWith…), polled with GetBindPartnerStatus. */
    fnsBindId: text('fns_bind_id'),
    /** The fns_requests row that carries the bind message. */
    bindRequestId: uuid('bind_request_id'),
    /** Permissions granted, as FNS last reported them. */
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** Russian reason shown when the connection failed or was lost. */
    errorMessage: text('error_message'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    boundAt: ts('bound_at'),
    unboundAt: ts('unbound_at'),
    /** When the binding and permissions were last confirmed with FNS. */
    checkedAt: ts('checked_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fns_bindings_employee').on(t.employeeId), index().on(t.inn), index().on(t.status)],
);

/** What FNS last said about the contractor as a taxpayer (status, restrictions, income, account). */
export const fnsTaxpayers = pgTable('fns_taxpayers', {
  employeeId: uuid('employee_id')
    .primaryKey()
    .references(() => employees.id),
  inn: text('inn').notNull(),
  npdStatus: text('npd_status').$type<'REGISTERED' | 'NOT_REGISTERED'>(),
  registrationTime: ts('registration_time'),
  unregistrationTime: ts('unregistration_time'),
  unregistrationReason: text('unregistration_reason'),
  restricted: boolean('restricted').notNull().default(false),
  rejectionCode: text('rejection_code'),
  /** Activity kinds (FNS ids) the contractor declared in FNS. */
  activities: jsonb('activities').$type<string[]>().notNull().default([]),
  /** Kinds being sent to FNS (PutTaxpayerData) and why the last change failed. */
  activitiesPending: jsonb('activities_pending').$type<string[] | null>(),
  activitiesError: text('activities_error'),
  statusCheckedAt: ts('status_checked_at'),
  /** Income registered in FNS in `income_year` (less cancelled), as of income_checked_at. */
  incomeYear: integer('income_year'),
  incomeRegisteredKopecks: bigint('income_registered_kopecks', { mode: 'bigint' }),
  incomeCheckedAt: ts('income_checked_at'),
  /** «Мой налог» personal account (GetTaxpayerAccountStatus). */
  accountBonusKopecks: bigint('account_bonus_kopecks', { mode: 'bigint' }),
  accountUnpaidKopecks: bigint('account_unpaid_kopecks', { mode: 'bigint' }),
  accountDebtKopecks: bigint('account_debt_kopecks', { mode: 'bigint' }),
  accountCheckedAt: ts('account_checked_at'),
  accountRefreshingSince: ts('account_refreshing_since'),
  accountError: text('account_error'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type FnsReceiptStatus = 'PENDING' | 'REGISTERED' | 'CANCEL_PENDING' | 'CANCELED' | 'ERROR';
export type FnsReceiptService = { name: string; amountKopecks: bigint; quantity: number };

/**
 * A receipt of income registered for a payout (PostIncomeRequestV2). `operation_unique_id` is the
 * payout id: FNS answers a repeat DUPLICATE, and we never hold two receipts for one payout.
 */
export const fnsReceipts = pgTable(
  'fns_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    inn: text('inn').notNull(),
    operationUniqueId: text('operation_unique_id').notNull(),
    /** The payout the receipt is for, once payouts exist (SPEC §4 payout history ADD_RECEIPT). */
    payoutId: uuid('payout_id'),
    status: text('status').$type<FnsReceiptStatus>().notNull().default('PENDING'),
    services: jsonbWithKopecks<FnsReceiptService[]>('services').notNull(),
    totalKopecks: bigint('total_kopecks', { mode: 'bigint' }).notNull(),
    operationTime: ts('operation_time').notNull(),
    customerInn: text('customer_inn').notNull(),
    customerOrganization: text('customer_organization').notNull(),
    /** FNS ReceiptId and lknpd link, once registered. */
    receiptId: text('receipt_id'),
    link: text('link'),
    registerRequestId: uuid('register_request_id'),
    cancelRequestId: uuid('cancel_request_id'),
    cancelReason: text('cancel_reason').$type<'REFUND' | 'REGISTRATION_MISTAKE'>(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdAt: ts('created_at').notNull().defaultNow(),
    registeredAt: ts('registered_at'),
    canceledAt: ts('canceled_at'),
    /** When ops and the company were warned that the legal deadline of an unregistered receipt is near. */
    deadlineAlertedAt: ts('deadline_alerted_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index().on(t.status, t.updatedAt),
    uniqueIndex('fns_receipts_operation').on(t.operationUniqueId),
    uniqueIndex('fns_receipts_fns_id').on(t.inn, t.receiptId).where(sql`${t.receiptId} is not null`),
    index().on(t.customerId),
    index().on(t.employeeId, t.operationTime),
    // Every payout list and payout page joins its receipt by payout id (a million payouts: 4 s → 0.5 ms).
    index('fns_receipts_payout').on(t.payoutId).where(sql`${t.payoutId} is not null`),
  ],
);

/** FNS dictionaries (activities, cancel reasons, regions), refreshed by a job, read by the routes. */
export const fnsDictionaries = pgTable('fns_dictionaries', {
  name: text('name').primaryKey(),
  items: jsonb('items').notNull(),
  fetchedAt: ts('fetched_at').notNull().defaultNow(),
});

/** Small state of the scheduled watches, e.g. the `To` of the last GetNewlyUnboundTaxpayers run. */
export const fnsWatchState = pgTable('fns_watch_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
