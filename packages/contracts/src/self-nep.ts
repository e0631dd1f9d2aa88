/**
 * The simple electronic signature (ПЭП, SELF_NEP; DOMAIN.md §6.7) of any account, customer or
 * contractor. Issuing it: the person reads the ПЭП agreement (generated for them), asks for a
 * one-time code by SMS or e-mail and confirms it; the key is issued and the agreement signed with
 * its evidence. Signing a document with it later is the same code pattern bound to that document.
 */
import { z } from 'zod';

export const selfNepChannelSchema = z.enum(['SMS', 'EMAIL'], { error: 'Выберите, куда отправить код: SMS или e-mail' });
export type SelfNepChannel = z.infer<typeof selfNepChannelSchema>;

export const selfNepCodeSchema = z
  .string({ error: 'Введите код' })
  .trim()
  .regex(/^\d{6}$/, 'Код состоит из 6 цифр');

/** GET self_nep: the caller's ПЭП, or null while none is issued. */
export const selfNepSchema = z.object({
  id: z.uuid(),
  status: z.enum(['ACTIVE', 'REVOKED']),
  channel: selfNepChannelSchema,
  /** Where codes go, masked: '+7 *** ***-45-67' or 'i***@example.ru'. */
  destination_masked: z.string(),
  issued_at: z.string(),
  agreement_id: z.uuid(),
});
export type SelfNep = z.infer<typeof selfNepSchema>;
export const selfNepResponseSchema = z.object({ self_nep: selfNepSchema.nullable() });

/** POST self_nep/agreement: the caller's ПЭП agreement to read before confirming (made once). */
export const selfNepAgreementResponseSchema = z.object({
  agreement_id: z.uuid(),
  title: z.string(),
  file_id: z.uuid(),
  /** Which channels the caller can receive a code on (a phone / the account e-mail). */
  channels: z.array(selfNepChannelSchema),
});
export type SelfNepAgreementResponse = z.infer<typeof selfNepAgreementResponseSchema>;

/** POST self_nep/send_code and the signing calls' send_code. */
export const sendSelfNepCodeRequestSchema = z.object({
  agreement_id: z.uuid({ error: 'Неизвестное соглашение' }),
  channel: selfNepChannelSchema.default('SMS'),
});
export const sentCodeResponseSchema = z.object({
  channel: selfNepChannelSchema,
  destination_masked: z.string(),
  /** Seconds before another code may be asked for. */
  resend_after_seconds: z.number().int(),
  expires_in_seconds: z.number().int(),
});
export type SentCodeResponse = z.infer<typeof sentCodeResponseSchema>;

/** POST self_nep/confirm: the code issues the ПЭП (and signs the ПЭП agreement with it). */
export const confirmSelfNepRequestSchema = z.object({
  agreement_id: z.uuid({ error: 'Неизвестное соглашение' }),
  code: selfNepCodeSchema,
});
export type ConfirmSelfNepRequest = z.infer<typeof confirmSelfNepRequestSchema>;
export type SendSelfNepCodeRequest = z.input<typeof sendSelfNepCodeRequestSchema>;

/** POST self_nep/confirm answers the key just issued. */
export const confirmSelfNepResponseSchema = z.object({ self_nep: selfNepSchema });
export type ConfirmSelfNepResponse = z.infer<typeof confirmSelfNepResponseSchema>;

/** Names of the channels as a person reads them. */
export const selfNepChannelLabels: Record<SelfNepChannel, string> = { SMS: 'СМС', EMAIL: 'E-mail' };
