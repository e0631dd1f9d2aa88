/**
 * The company's own bank through 1C:DirectBank (SPEC §7 Bank: `one_c_direct_bank` login, login_otp,
 * logout): the bank's login and password, then the code the bank sends by SMS, give a bank session
 * the portal keeps (encrypted) for sending payment orders. GET is our addition: the state to show.
 */
import { z } from 'zod';

/** NONE: never logged in; OTP_REQUIRED: the bank sent a code; ACTIVE: a session is held; EXPIRED: it lapsed. */
export const directBankSessionStatusSchema = z.enum(['NONE', 'OTP_REQUIRED', 'ACTIVE', 'EXPIRED', 'LOGGED_OUT']);
export type DirectBankSessionStatus = z.infer<typeof directBankSessionStatusSchema>;

export const directBankLoginRequestSchema = z.object({
  login: z
    .string({ error: 'Введите логин банка' })
    .trim()
    .min(1, 'Введите логин банка')
    .max(100, 'Логин банка не длиннее 100 символов'),
  password: z
    .string({ error: 'Введите пароль банка' })
    .min(1, 'Введите пароль банка')
    .max(200, 'Пароль банка не длиннее 200 символов'),
});
export type DirectBankLoginRequest = z.infer<typeof directBankLoginRequestSchema>;

export const directBankLoginOtpRequestSchema = z.object({
  otp: z
    .string({ error: 'Введите код из СМС' })
    .trim()
    .regex(/^\d{6,7}$/, 'Код из СМС — 6 или 7 цифр'),
});
export type DirectBankLoginOtpRequest = z.infer<typeof directBankLoginOtpRequestSchema>;

export const directBankSessionSchema = z.object({
  status: directBankSessionStatusSchema,
  /** Where the bank sent the code, as the bank masked it («7916***4567»); OTP_REQUIRED only. */
  phone_mask: z.string().nullable(),
  /** The short session code some banks show next to the code field (OTP_REQUIRED only). */
  session_code: z.string().nullable(),
  /** Until when the session (ACTIVE) or the code (OTP_REQUIRED) is good. */
  expires_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type DirectBankSession = z.infer<typeof directBankSessionSchema>;
