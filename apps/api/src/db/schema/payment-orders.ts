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
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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

/**
 * A mass payout registry paid by payment orders from the company's own account (payouts'
 * payment-order/registry-orders/): one row per registry (`id` = the registry's id), its payouts in file
 * order fixed when they were claimed for orders, and `prepared_at`, the date of their one 1C file with every
 * order (the accountant's copy, never signed or sent). Each order is signed with its own КЭП and carried to
 * the bank by the payout's own `payout_payment_orders` row (the single order's mechanics).
 */
export const registryPaymentOrders = pgTable('registry_payment_orders', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id),
  kind: text('kind').$type<'NPD' | 'INDIVIDUAL'>().notNull(),
  /** The registry's number: the file's name. */
  number: integer('number').notNull(),
  payoutIds: uuid('payout_ids').array().notNull(),
  preparedAt: ts('prepared_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
