/** Field schemas reused by several calls, with the Russian messages a form shows on blur. */
import { z } from 'zod';
import { inn10Valid, innValid } from './checksums.js';
import { EMAIL_PATTERN } from './email.js';
import { normalizeRuMobile } from './phone.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './texts.js';

export const emailSchema = z
  .string({ error: 'Введите e-mail' })
  .trim()
  .min(1, 'Введите e-mail')
  .max(254, 'Слишком длинный e-mail')
  .toLowerCase()
  .regex(EMAIL_PATTERN, 'Некорректный e-mail');

/** A new password: what registration, reset and change accept. */
export const newPasswordSchema = z
  .string({ error: 'Введите пароль' })
  .min(PASSWORD_MIN_LENGTH, `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов`)
  .max(PASSWORD_MAX_LENGTH, `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов`)
  .regex(/\p{L}/u, 'Пароль должен содержать хотя бы одну букву')
  .regex(/\d/, 'Пароль должен содержать хотя бы одну цифру');

/** Any password typed to log in or confirm: only presence and a sane bound are checked. */
export const passwordSchema = z
  .string({ error: 'Введите пароль' })
  .min(1, 'Введите пароль')
  .max(PASSWORD_MAX_LENGTH, 'Неверный логин или пароль');

export const phoneSchema = z
  .string({ error: 'Введите номер телефона' })
  .trim()
  .min(1, 'Введите номер телефона')
  .transform((value, ctx) => {
    const phone = normalizeRuMobile(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Введите российский мобильный номер, например +7 999 000-00-01' });
      return z.NEVER;
    }
    return phone;
  });

export const companyInnSchema = z
  .string({ error: 'Введите ИНН' })
  .trim()
  .regex(/^\d{10}$|^\d{12}$/, 'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)')
  .refine(innValid, 'Неверный ИНН: не сходится контрольное число');

export const organisationInnSchema = z
  .string({ error: 'Введите ИНН' })
  .trim()
  .regex(/^\d{10}$/, 'ИНН организации состоит из 10 цифр')
  .refine(inn10Valid, 'Неверный ИНН: не сходится контрольное число');

export const smsCodeSchema = z
  .string({ error: 'Введите код из СМС' })
  .trim()
  .regex(/^\d{6}$/, 'Код состоит из 6 цифр');

/** Opaque tokens from e-mailed links: base64url, fixed length. */
export const linkTokenSchema = z
  .string({ error: 'Ссылка недействительна' })
  .regex(/^[A-Za-z0-9_-]{32,128}$/, 'Ссылка недействительна');

export const consentSchema = z.literal(true, { error: 'Нужно согласие на обработку персональных данных' });
