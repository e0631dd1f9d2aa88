/**
 * History of payouts and documents (SPEC §4 "Payout history events", "Document history events"): the
 * event codes each kind of thing may carry. The codes themselves are the enumerations of enums.ts;
 * this file ties each entity kind to its own list, so a payout can never be given a document's event.
 * `account`, `company`, `bank_account` and `representative` are the portal's own kinds (not in SPEC §4), for
 * the company's journal: a company account's login, the company's settings changed (its profile, its data from
 * the register, its defaults, its payment limits), its bank accounts and its responsible persons.
 */
import { z } from 'zod';
import { documentHistoryEventSchema, payoutHistoryEventSchema } from './enums.js';

export type PayoutHistoryEvent = z.infer<typeof payoutHistoryEventSchema>;
export type DocumentHistoryEvent = z.infer<typeof documentHistoryEventSchema>;

/** Events of a company's login account: a session started (login, or the first one after registration). */
export const accountHistoryEventSchema = z.enum(['LOGIN']);
export type AccountHistoryEvent = z.infer<typeof accountHistoryEventSchema>;

/**
 * Events of the company's settings: `user/profile/` PATCH, `user/actualization/`, `user/constants` PUT,
 * `user/payment_limit` POST (support).
 */
export const companyHistoryEventSchema = z.enum(['PROFILE_UPDATED', 'ACTUALIZED', 'CONSTANTS_UPDATED', 'LIMITS_SET']);
export type CompanyHistoryEvent = z.infer<typeof companyHistoryEventSchema>;

/** Events of a company's bank account (`user/bank/`): added, requisites changed, made the default, removed. */
export const bankAccountHistoryEventSchema = z.enum(['ADDED', 'UPDATED', 'MADE_DEFAULT', 'REMOVED']);
export type BankAccountHistoryEvent = z.infer<typeof bankAccountHistoryEventSchema>;

/** Events of a company's responsible person (`representatives/`): added, changed, removed. */
export const representativeHistoryEventSchema = z.enum(['ADDED', 'UPDATED', 'REMOVED']);
export type RepresentativeHistoryEvent = z.infer<typeof representativeHistoryEventSchema>;

/**
 * Events of a task (issue 26, modules/tasks): the task's own moves and each contractor's part in it
 * (the event's details name the contractor). `task` is the portal's own kind (not in SPEC §4).
 */
export const taskHistoryEventSchema = z.enum([
  'CREATED',
  'UPDATED',
  'DELETED',
  'PUBLISHED',
  'CANCELED',
  'COPIED',
  'STARTED_WORK',
  'DONE',
  'COMPLETED',
  'INVITED',
  'REPLIED',
  'CONFIRMED',
  'STARTED',
  'HANDED_OVER',
  'ACCEPTED',
  'RETURNED',
  'REFUSED',
  'REMOVED',
  'PAIR_CANCELED',
  'PAID',
  'AUTO_ACCEPTED',
]);
export type TaskHistoryEvent = z.infer<typeof taskHistoryEventSchema>;

/** Which event codes each entity kind takes. A new kind (bundle, task…) adds its line here. */
export type HistoryEventsByKind = {
  payout: PayoutHistoryEvent;
  document: DocumentHistoryEvent;
  account: AccountHistoryEvent;
  company: CompanyHistoryEvent;
  bank_account: BankAccountHistoryEvent;
  representative: RepresentativeHistoryEvent;
  task: TaskHistoryEvent;
};
export type HistoryEntityKind = keyof HistoryEventsByKind;

export const historyEventSchemas = {
  payout: payoutHistoryEventSchema,
  document: documentHistoryEventSchema,
  account: accountHistoryEventSchema,
  company: companyHistoryEventSchema,
  bank_account: bankAccountHistoryEventSchema,
  representative: representativeHistoryEventSchema,
  task: taskHistoryEventSchema,
} as const satisfies { [K in HistoryEntityKind]: z.ZodType<HistoryEventsByKind[K]> };
