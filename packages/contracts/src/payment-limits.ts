/**
 * Payment limits (profile → limits; SPEC §7 `user/payment_limit`): read by the company, set by support.
 * Amounts are decimal roubles in JSON ("600000.00"), kopecks (bigint) inside.
 */
import { z } from 'zod';
import { moneyAmountSchema, moneySchema } from './money.js';

export const paymentLimitKindSchema = z.enum(['PER_PAYOUT', 'PER_DAY', 'PER_MONTH']);
export type PaymentLimitKind = z.infer<typeof paymentLimitKindSchema>;

export const paymentLimitKindLabels: Record<PaymentLimitKind, string> = {
  PER_PAYOUT: 'На одну выплату',
  PER_DAY: 'В сутки',
  PER_MONTH: 'В календарный месяц',
};

/** Platform defaults in force while support has set nothing for the company (docs/decisions/onboarding.md). */
export const DEFAULT_PAYMENT_LIMITS_KOPECKS: Record<PaymentLimitKind, bigint> = {
  PER_PAYOUT: 60_000_000n,
  PER_DAY: 300_000_000n,
  PER_MONTH: 3_000_000_000n,
};

export const paymentLimitSchema = z.object({
  kind: paymentLimitKindSchema,
  /** Roubles: "600000.00". */
  amount: moneySchema,
  /** DEFAULT — the platform default; SUPPORT — set for this company by support. */
  source: z.enum(['DEFAULT', 'SUPPORT']),
  set_at: z.string().nullable(),
});
export type PaymentLimit = z.infer<typeof paymentLimitSchema>;

export const paymentLimitsResponseSchema = z.object({ items: z.array(paymentLimitSchema) });
export type PaymentLimitsResponse = z.infer<typeof paymentLimitsResponseSchema>;

/**
 * Support: set one or more limits of a company. The limits in force after the change must keep
 * per payout ≤ per day ≤ per month.
 */
export const setPaymentLimitsRequestSchema = z
  .object({
    customer_id: z.uuid({ error: 'Укажите id компании' }),
    per_payout: moneyAmountSchema.optional(),
    per_day: moneyAmountSchema.optional(),
    per_month: moneyAmountSchema.optional(),
  })
  .strict()
  .refine((v) => v.per_payout !== undefined || v.per_day !== undefined || v.per_month !== undefined, {
    message: 'Укажите хотя бы один лимит',
  });
export type SetPaymentLimitsRequest = z.input<typeof setPaymentLimitsRequestSchema>;
export type SetPaymentLimits = z.output<typeof setPaymentLimitsRequestSchema>;
