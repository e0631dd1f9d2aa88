/**
 * A payout's payment order signed by the company with КЭП (modules/payouts/payment-order, issue 15):
 * `prepared_at` is the creation time written into the 1C file the company is given to sign, kept so
 * the same order is the same bytes until it is signed; once signed, the exact bytes signed are stored
 * (`signed_file_id`) with the evidence row (`signature_id`) — what file_content then serves. A signed
 * order then goes to the company's bank through 1C:DirectBank (payout-payment-order-bank.ts): `bank_status`
 * WAITING (no live bank session: `bank_reason` says so) → SENDING (the request may have left) →
 * DELIVERED (the bank's id `bank_doc_id`) → ACCEPTED → EXECUTED / REJECTED (`bank_reason`); SKIPPED when
 * the nominal account pays the payout already (never paid twice).
 */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { ts } from './columns.js';
import { storedFiles } from './files.js';
import { payouts } from './payouts.js';
import { documentSignatures } from './signatures.js';

export type PaymentOrderBankStatus =
  | 'WAITING'
  | 'SENDING'
  | 'DELIVERED'
  | 'ACCEPTED'
  | 'EXECUTED'
  | 'REJECTED'
  | 'SKIPPED';

export const payoutPaymentOrders = pgTable(
  'payout_payment_orders',
  {
    payoutId: uuid('payout_id')
      .primaryKey()
      .references(() => payouts.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    preparedAt: ts('prepared_at').notNull(),
    signedFileId: uuid('signed_file_id').references(() => storedFiles.id),
    signatureId: uuid('signature_id').references(() => documentSignatures.id),
    signerName: text('signer_name'),
    signedAt: ts('signed_at'),
    bankStatus: text('bank_status').$type<PaymentOrderBankStatus>(),
    bankReason: text('bank_reason'),
    bankDocId: text('bank_doc_id'),
    sentAt: ts('sent_at'),
    /** When the bank's state last changed (sent, accepted, executed, rejected). */
    bankStatusAt: ts('bank_status_at'),
    /** When we last asked the bank (or found we could not): the sweep's order. */
    bankCheckedAt: ts('bank_checked_at'),
  },
  (t) => [index().on(t.bankStatus)],
);
