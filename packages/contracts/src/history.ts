/**
 * History of payouts and documents (SPEC §4 "Payout history events", "Document history events"): the
 * event codes each kind of thing may carry. The codes themselves are the enumerations of enums.ts;
 * this file ties each entity kind to its own list, so a payout can never be given a document's event.
 * `account` and `company` are the portal's own kinds (not in SPEC §4), for the company's journal: a company
 * account's login, and the company's settings changed (its profile, its data from the register, its defaults).
 */
import { z } from 'zod';
import { documentHistoryEventSchema, payoutHistoryEventSchema } from './enums.js';

export type PayoutHistoryEvent = z.infer<typeof payoutHistoryEventSchema>;
export type DocumentHistoryEvent = z.infer<typeof documentHistoryEventSchema>;

/** Events of a company's login account: a session started (login, or the first one after registration). */
export const accountHistoryEventSchema = z.enum(['LOGIN']);
export type AccountHistoryEvent = z.infer<typeof accountHistoryEventSchema>;

/** Events of the company's settings: `user/profile/` PATCH, `user/actualization/`, `user/constants` PUT. */
export const companyHistoryEventSchema = z.enum(['PROFILE_UPDATED', 'ACTUALIZED', 'CONSTANTS_UPDATED']);
export type CompanyHistoryEvent = z.infer<typeof companyHistoryEventSchema>;

/** Which event codes each entity kind takes. A new kind (bundle, task…) adds its line here. */
export type HistoryEventsByKind = {
  payout: PayoutHistoryEvent;
  document: DocumentHistoryEvent;
  account: AccountHistoryEvent;
  company: CompanyHistoryEvent;
};
export type HistoryEntityKind = keyof HistoryEventsByKind;

export const historyEventSchemas = {
  payout: payoutHistoryEventSchema,
  document: documentHistoryEventSchema,
  account: accountHistoryEventSchema,
  company: companyHistoryEventSchema,
} as const satisfies { [K in HistoryEntityKind]: z.ZodType<HistoryEventsByKind[K]> };
