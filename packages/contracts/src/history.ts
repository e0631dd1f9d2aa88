/**
 * History of payouts and documents (SPEC §4 "Payout history events", "Document history events"): the
 * event codes each kind of thing may carry. The codes themselves are the enumerations of enums.ts;
 * this file ties each entity kind to its own list, so a payout can never be given a document's event.
 * `account` is the portal's own kind (not in SPEC §4): a company account's login, for the company's journal.
 */
import { z } from 'zod';
import { documentHistoryEventSchema, payoutHistoryEventSchema } from './enums.js';

export type PayoutHistoryEvent = z.infer<typeof payoutHistoryEventSchema>;
export type DocumentHistoryEvent = z.infer<typeof documentHistoryEventSchema>;

/** Events of a company's login account: a session started (login, or the first one after registration). */
export const accountHistoryEventSchema = z.enum(['LOGIN']);
export type AccountHistoryEvent = z.infer<typeof accountHistoryEventSchema>;

/** Which event codes each entity kind takes. A new kind (bundle, task…) adds its line here. */
export type HistoryEventsByKind = {
  payout: PayoutHistoryEvent;
  document: DocumentHistoryEvent;
  account: AccountHistoryEvent;
};
export type HistoryEntityKind = keyof HistoryEventsByKind;

export const historyEventSchemas = {
  payout: payoutHistoryEventSchema,
  document: documentHistoryEventSchema,
  account: accountHistoryEventSchema,
} as const satisfies { [K in HistoryEntityKind]: z.ZodType<HistoryEventsByKind[K]> };
