/**
 * GET user/payment_methods (SPEC §7 User: payment_methods; docs/decisions/scope-and-payment-methods.md): how
 * this company may pay its contractors — from its balance on the platform's nominal account (topped up by a
 * bank transfer) or from its own account through 1C:DirectBank — whether each is available now, and the steps
 * it still needs, in Russian, in the order to take them.
 */
import { z } from 'zod';

export const paymentMethodKindSchema = z.enum(['NOMINAL_ACCOUNT', 'ONE_C_DIRECT_BANK']);
export type PaymentMethodKind = z.infer<typeof paymentMethodKindSchema>;

/** What a method still needs (one code a step; the text says it to a person). */
export const paymentMethodStepCodeSchema = z.enum([
  /** No login of the company has accepted the offer in force. */
  'ACCEPT_OFFER',
  /** The nominal account is not connected (step sber-balance of the registration). */
  'BIND_NOMINAL_ACCOUNT',
  /** Support stopped the company's payouts (the reason in the text). */
  'PAYMENTS_UNBLOCK',
  /** The portal has no 1C:DirectBank connection set up (its operator's business). */
  'DIRECT_BANK_SETUP',
  /** The company has no current account in its profile. */
  'ADD_BANK_ACCOUNT',
  /** No live session of the company's bank: log in with the bank's login, password and SMS code. */
  'LOGIN_DIRECT_BANK',
]);
export type PaymentMethodStepCode = z.infer<typeof paymentMethodStepCodeSchema>;

export const paymentMethodStepSchema = z.object({
  code: paymentMethodStepCodeSchema,
  text: z.string(),
  /** The portal's page where the step is taken; null when it is not the company's to take there. */
  path: z.string().nullable(),
});
export type PaymentMethodStep = z.infer<typeof paymentMethodStepSchema>;

export const paymentMethodSchema = z.object({
  kind: paymentMethodKindSchema,
  title: z.string(),
  description: z.string(),
  /** The company may pay this way now: no step left. */
  available: z.boolean(),
  /** The account is connected (the nominal account bound; a live bank session), whatever else is missing. */
  connected: z.boolean(),
  /** What is still needed, in order; empty when available. */
  steps: z.array(paymentMethodStepSchema),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponseSchema = z.object({ items: z.array(paymentMethodSchema) });
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;
