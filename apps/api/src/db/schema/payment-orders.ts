/**
 * A payout's payment order signed by the company with КЭП (modules/payouts/payment-order, issue 15):
 * `prepared_at` is the creation time written into the 1C file the company is given to sign, kept so
 * the same order is the same bytes until it is signed; once signed, the exact bytes signed are stored
 * (`signed_file_id`) with the evidence row (`signature_id`) — what file_content then serves.
 */
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { ts } from './columns.js';
import { storedFiles } from './files.js';
import { payouts } from './payouts.js';
import { documentSignatures } from './signatures.js';

export const payoutPaymentOrders = pgTable('payout_payment_orders', {
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
});
