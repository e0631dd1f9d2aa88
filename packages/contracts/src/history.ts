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

/**
 * Events of a company's login account: a session started (login, or the first one after registration), and the
 * company's users (issue 28, modules/company-users): a colleague invited (the link sent again), their role or name
 * changed, blocked, unblocked, removed (a pending invite withdrawn), the invite accepted or declined. The event's
 * entity is the colleague's login; `details.user_name` names them, the actor is who did it.
 */
export const accountHistoryEventSchema = z.enum([
  'LOGIN',
  'USER_INVITED',
  'USER_INVITE_RESENT',
  'USER_UPDATED',
  'USER_BLOCKED',
  'USER_UNBLOCKED',
  'USER_REMOVED',
  'USER_INVITE_WITHDRAWN',
  'USER_INVITE_ACCEPTED',
  'USER_INVITE_DECLINED',
]);
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
  /** The accepted work put in a mass payout registry (its number in `comment`), and paid again on its own. */
  'IN_REGISTRY',
  'REPAID',
  /** A file added to the brief or to a contractor's result, and one removed (the file's name in `comment`). */
  'FILE_ADDED',
  'FILE_DELETED',
]);
export type TaskHistoryEvent = z.infer<typeof taskHistoryEventSchema>;

/**
 * Events of a document bundle (issue 27, modules/bundles; the portal's own kind): made, renamed or its reminders
 * set, a file uploaded, its check ended (or the file refused), generation asked and ended, deleted.
 */
export const bundleHistoryEventSchema = z.enum([
  'CREATED',
  'UPDATED',
  'FILE_UPLOADED',
  'FILE_CHECKED',
  'FILE_REFUSED',
  'GENERATION_STARTED',
  'GENERATED',
  'DELETED',
  'SIGNED',
  /** Its signed acts made payout registries (`details.text` names them). */
  'PAYOUTS_GENERATED',
]);
export type BundleHistoryEvent = z.infer<typeof bundleHistoryEventSchema>;

/**
 * Events of an API key (issue 30, modules/api-keys; the portal's own kind): made, renamed or its addresses changed,
 * its secret rotated, revoked — and every call made with it (`API_CALL`: `details.text` is «GET /v1/…», the answer's
 * status and the caller's address). The actor of a call is the key's own login, so the journal names the key.
 */
export const apiKeyHistoryEventSchema = z.enum(['CREATED', 'UPDATED', 'ROTATED', 'REVOKED', 'API_CALL']);
export type ApiKeyHistoryEvent = z.infer<typeof apiKeyHistoryEventSchema>;

/**
 * Events of a webhook endpoint (issue 30, modules/webhooks): added, changed, deleted, paused by the company or by
 * the portal after a day of failures (`FAILING_PAUSED`), resumed, a delivery sent again.
 */
export const webhookHistoryEventSchema = z.enum([
  'CREATED',
  'UPDATED',
  'DELETED',
  'PAUSED',
  'FAILING_PAUSED',
  'RESUMED',
  'DELIVERY_RESENT',
]);
export type WebhookHistoryEvent = z.infer<typeof webhookHistoryEventSchema>;

/** Which event codes each entity kind takes. A new kind (bundle, task…) adds its line here. */
export type HistoryEventsByKind = {
  payout: PayoutHistoryEvent;
  document: DocumentHistoryEvent;
  account: AccountHistoryEvent;
  company: CompanyHistoryEvent;
  bank_account: BankAccountHistoryEvent;
  representative: RepresentativeHistoryEvent;
  task: TaskHistoryEvent;
  bundle: BundleHistoryEvent;
  api_key: ApiKeyHistoryEvent;
  webhook: WebhookHistoryEvent;
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
  bundle: bundleHistoryEventSchema,
  api_key: apiKeyHistoryEventSchema,
  webhook: webhookHistoryEventSchema,
} as const satisfies { [K in HistoryEntityKind]: z.ZodType<HistoryEventsByKind[K]> };
