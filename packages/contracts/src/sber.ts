/**
 * The nominal account (step sber-balance of /customer-complete-registration, SPEC §7 `sber/balance`):
 * GET — the state of the binding and the account it binds; POST — ask the bank to bind it.
 */
import { z } from 'zod';
import { bankBindingStatusSchema } from './enums.js';

/** The company's account the binding uses: its default settlement account. */
export const sberBoundAccountSchema = z.object({
  id: z.string(),
  bank_name: z.string(),
  bik: z.string(),
  account_number: z.string(),
});
export type SberBoundAccount = z.infer<typeof sberBoundAccountSchema>;

export const sberBindingSchema = z.object({
  id: z.string(),
  status: bankBindingStatusSchema,
  /** Why the bank refused (status ERROR), in Russian. */
  error_message: z.string().nullable(),
  /** The account the request was made for (null if it was removed since). */
  bank_account: sberBoundAccountSchema.nullable(),
  requested_at: z.string(),
  completed_at: z.string().nullable(),
});
export type SberBinding = z.infer<typeof sberBindingSchema>;

export const sberBalanceResponseSchema = z.object({
  /** The latest binding (null before the first request). */
  binding: sberBindingSchema.nullable(),
  /** The account a new request would bind: the company's default account (null when it has none). */
  default_account: sberBoundAccountSchema.nullable(),
});
export type SberBalanceResponse = z.infer<typeof sberBalanceResponseSchema>;
