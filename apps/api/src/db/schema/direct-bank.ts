/**
 * A company's session with its own bank through 1C:DirectBank (modules/banking, one_c_direct_bank
 * login / login_otp / logout): one row per company, changed under the company's lock. The bank's
 * session ids are stored only as AES-256-GCM ciphertext bound to the company (lib/field-cipher.ts);
 * the bank login and password are never stored.
 */
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { ts } from './columns.js';

export const directBankSessions = pgTable('direct_bank_sessions', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id),
  status: text('status').$type<'OTP_REQUIRED' | 'ACTIVE' | 'LOGGED_OUT'>().notNull(),
  /** The not yet authorised logon session waiting for the SMS code (encrypted). */
  pendingSidCipher: text('pending_sid_cipher'),
  /** The authorised session the bank gave after the code (encrypted). */
  sessionCipher: text('session_cipher'),
  /** Where the bank sent the code, as the bank masked it. */
  phoneMask: text('phone_mask'),
  sessionCode: text('session_code'),
  /** Wrong codes typed for the pending logon. */
  otpAttempts: integer('otp_attempts').notNull().default(0),
  /** OTP_REQUIRED: until when the code is good; ACTIVE: until when the session is trusted. */
  expiresAt: ts('expires_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
