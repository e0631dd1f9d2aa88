/** Session and account calls (SPEC §7 Session, Auth others). Paths are relative to /v1. */
import { z } from 'zod';
import { kepSignatureSchema } from './certificates.js';
import { memberRoleSchema } from './company-users.js';
import { roleSchema } from './enums.js';
import {
  companyInnSchema,
  consentSchema,
  emailSchema,
  linkTokenSchema,
  newPasswordSchema,
  passwordSchema,
  phoneSchema,
  smsCodeSchema,
} from './fields.js';
import { formerEmploymentAnswerSchema } from './former-employment.js';
import { pushTokenSchema } from './notifications.js';

export const loginRequestSchema = z.object({
  login: z.string({ error: 'Введите e-mail или телефон' }).trim().min(1, 'Введите e-mail или телефон').max(254),
  password: passwordSchema,
  /** This device's push token, registered together with the session (same as the token create call). */
  subscription: pushTokenSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const offerSummarySchema = z.object({
  id: z.string(),
  version: z.string(),
  title: z.string(),
  published_at: z.string(),
});
export type OfferSummary = z.infer<typeof offerSummarySchema>;

export const loginResponseSchema = z.object({
  role: roleSchema,
  /** Present when the current platform offer has not been accepted yet. */
  user_offer: offerSummarySchema.optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const authMeSchema = z.object({
  role: roleSchema,
  entity_id: z.string(),
  is_verified: z.boolean(),
  /**
   * A company login's role within its company (issue 28); null for a contractor. The API always sends it;
   * optional only so the web's older session fakes still type-check — read a missing one as OWNER.
   */
  member_role: memberRoleSchema.nullable().optional(),
  /** A colleague's name as the owner entered it; null for the company's first login and for a contractor. */
  full_name: z.string().nullable().optional(),
});
export type AuthMe = z.infer<typeof authMeSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

export const customerRegistrationRequestSchema = z.object({
  inn: companyInnSchema,
  organisation_name: z
    .string({ error: 'Введите название организации' })
    .trim()
    .min(2, 'Введите название организации')
    .max(300, 'Слишком длинное название'),
  email: emailSchema,
  password: newPasswordSchema,
  /** Separate, explicit consent to personal-data processing (152-ФЗ ст. 9). */
  personal_data_consent: consentSchema,
  /** The platform offer the person has read and accepts. */
  offer_id: z.string().uuid('Примите оферту платформы'),
});
export type CustomerRegistrationRequest = z.infer<typeof customerRegistrationRequestSchema>;

export const linkedDocumentSchema = z.object({ title: z.string(), url: z.string() });

export const registrationInfoSchema = z.object({
  offer: offerSummarySchema,
  password_rules: z.object({ min_length: z.number(), max_length: z.number() }),
  documents: z.object({
    privacy_policy: linkedDocumentSchema,
    personal_data_consent: linkedDocumentSchema,
  }),
});
export type RegistrationInfo = z.infer<typeof registrationInfoSchema>;

export const verifyEmailRequestSchema = z.object({ token: linkTokenSchema });
export const resetPasswordRequestSchema = z.object({ email: emailSchema });
export const setPasswordRequestSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });
export const changePasswordRequestSchema = z
  .object({ old_password: passwordSchema, new_password: newPasswordSchema })
  .refine((v) => v.old_password !== v.new_password, {
    message: 'Новый пароль должен отличаться от текущего',
    path: ['new_password'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const phoneCodePurposeSchema = z.enum(['REGISTRATION', 'RESET_PASSWORD']);
export type PhoneCodePurpose = z.infer<typeof phoneCodePurposeSchema>;

export const verifyPhoneSendRequestSchema = z.object({
  phone: phoneSchema,
  purpose: phoneCodePurposeSchema.default('REGISTRATION'),
});
export const verifyPhoneSendResponseSchema = z.object({
  ok: z.literal(true),
  /** Seconds before another code may be requested. */
  resend_after: z.number(),
});

export const employeeRegistrationRequestSchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  password: newPasswordSchema,
  personal_data_consent: consentSchema,
  offer_id: z.string().uuid('Примите оферту платформы'),
  /** Registering through a company's invite link (/invite/{token}): the contractor joins that company. */
  invite_token: z.string().max(200, 'Ссылка-приглашение недействительна').optional(),
  /** With invite_token: the answer about former employment by the inviting company (N5). */
  former_employment: formerEmploymentAnswerSchema.optional(),
});
export type EmployeeRegistrationRequest = z.infer<typeof employeeRegistrationRequestSchema>;

export const employeeResetPasswordRequestSchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  password: newPasswordSchema,
});

export const acceptOfferRequestSchema = z.object({ offer_id: z.string().uuid('Неизвестная оферта') });
export const offerFileContentRequestSchema = z.object({
  offer_id: z.string().uuid('Неизвестная оферта').optional(),
  format: z.enum(['json', 'pdf']).default('json'),
});
export const offerContentSchema = offerSummarySchema.extend({ text: z.string() });
export type OfferContent = z.infer<typeof offerContentSchema>;

/**
 * POST offer/custom: the caller's own application to join the current offer («Заявление о
 * присоединении к оферте»: the offer's edition, the party's requisites, the date) — the personal
 * document a КЭП signs (offer/sign_kep); `format=pdf` gives its PDF, the exact bytes signed.
 */
export const customOfferRequestSchema = z.object({
  offer_id: z.string().uuid('Неизвестная оферта'),
  format: z.enum(['json', 'pdf'], { error: 'Формат: json или pdf' }).default('json'),
});
export const customOfferSchema = z.object({
  offer: offerSummarySchema,
  title: z.string(),
  /** The party as printed: name, ИНН, ОГРН / the person. */
  party: z.array(z.string()),
  /** The application's text, paragraph by paragraph. */
  paragraphs: z.array(z.string()),
  /** YYYY-MM-DD (Moscow) printed on the application. */
  date: z.string(),
  /** Whether the caller has already signed it with КЭП. */
  signed_kep: z.boolean(),
});
export type CustomOffer = z.infer<typeof customOfferSchema>;
/** GET offer/sign_kep?offer_id=: the application's PDF bytes; POST: the detached CAdES-BES over them. */
export const offerSignKepQuerySchema = z.object({ offer_id: z.string().uuid('Неизвестная оферта') });
export const signOfferKepRequestSchema = z.object({
  offer_id: z.string().uuid('Неизвестная оферта'),
  signature: kepSignatureSchema,
});

export const customerProfileSchema = z.object({
  id: z.string(),
  inn: z.string(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  organisation_name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  phone_number: z.string().nullable(),
  last_name: z.string().nullable(),
  first_name: z.string().nullable(),
  patronymic: z.string().nullable(),
  is_verified: z.boolean(),
  status: z.string(),
  registration_steps: z.object({
    'self-nep': z.boolean(),
    'sber-balance': z.boolean(),
    'email-confirm': z.boolean(),
    'sign-trusted-document': z.boolean(),
  }),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const employeeSchema = z.object({
  id: z.string(),
  last_name: z.string().nullable(),
  first_name: z.string().nullable(),
  patronymic: z.string().nullable(),
  phone_number: z.string(),
  email: z.string().nullable(),
  inn: z.string().nullable(),
  is_verified: z.boolean(),
  status: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), kind: z.enum(['pglite', 'postgres']), latency_ms: z.number() }),
  version: z.string(),
});

/** One live session of the caller's account (profile → security). */
export const activeSessionSchema = z.object({
  id: z.uuid(),
  /** Browser and system, in Russian, from the user agent. */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  is_current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionsResponseSchema = z.object({ items: z.array(activeSessionSchema) });
export type ActiveSessionsResponse = z.infer<typeof activeSessionsResponseSchema>;

export const endSessionRequestSchema = z.object({
  session_id: z.uuid({ error: 'Некорректный идентификатор сеанса' }),
});
export type EndSessionRequest = z.infer<typeof endSessionRequestSchema>;
/** How many sessions ended. */
export const endSessionsResponseSchema = z.object({ ended: z.number().int() });
