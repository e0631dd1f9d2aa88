/**
 * Every rate limit of the auth module in one table (values explained in docs/decisions/foundation.md;
 * the login and reset policy in docs/security.md «Подбор пароля»).
 */
import type { RateLimitRule } from '../../lib/rate-limit.js';

const HOUR = 3600;
const tooManyLogins = 'Слишком много попыток входа. Попробуйте через 15 минут';
const tooManyResets = 'Слишком много запросов. Попробуйте позже';

export const authRateLimits = {
  /** Every login attempt from one address, whatever the account (docs/security.md «Подбор пароля»). */
  loginByIp: { name: 'login:ip', limit: 50, windowSeconds: 900, message: tooManyLogins },
  /**
   * Failed logins of one account from one address; reset by a successful login there. Per address,
   * so a storm of wrong passwords elsewhere never locks the owner out.
   */
  loginFailuresByAccountAndIp: { name: 'login:id-ip', limit: 10, windowSeconds: 900, message: tooManyLogins },
  /** Failed logins of one account from every address: never blocks, only slows (loginDelayMs). */
  loginFailuresByAccount: {
    name: 'login:id',
    limit: Number.POSITIVE_INFINITY,
    windowSeconds: 900,
    message: tooManyLogins,
  },
  registrationByIp: {
    name: 'register:ip',
    limit: 10,
    windowSeconds: HOUR,
    message: 'Слишком много регистраций. Попробуйте через час',
  },
  /** Reset requests for one address from one client address: the owner elsewhere is not affected. */
  resetByEmailAndIp: { name: 'reset:email-ip', limit: 3, windowSeconds: HOUR, message: tooManyResets },
  /** Letters to one address per hour; past it the request answers the same but sends nothing. */
  resetLettersByEmail: { name: 'reset:email', limit: 10, windowSeconds: HOUR, message: tooManyResets },
  resetByIp: { name: 'reset:ip', limit: 20, windowSeconds: HOUR, message: tooManyResets },
  changePassword: {
    name: 'change-password',
    limit: 10,
    windowSeconds: 900,
    message: 'Слишком много попыток. Попробуйте через 15 минут',
  },
  /** Per number and purpose: subject is `${purpose}:${phone}`. */
  smsCodeResend: {
    name: 'sms:phone',
    limit: 1,
    windowSeconds: 60,
    message: 'Код уже отправлен. Запросить новый можно через минуту',
  },
  smsCodesByPhone: {
    name: 'sms:phone-hour',
    limit: 5,
    windowSeconds: HOUR,
    message: 'Слишком много кодов на этот номер. Попробуйте через час',
  },
  smsCodesByIp: {
    name: 'sms:ip',
    limit: 30,
    windowSeconds: HOUR,
    message: 'Слишком много запросов кода. Попробуйте позже',
  },
  verifyEmailResend: {
    name: 'verify-email',
    limit: 1,
    windowSeconds: 60,
    message: 'Письмо уже отправлено. Отправить ещё раз можно через минуту',
  },
  verifyEmailsPerDay: {
    name: 'verify-email-day',
    limit: 10,
    windowSeconds: 24 * HOUR,
    message: 'Слишком много писем за сутки. Попробуйте завтра',
  },
} satisfies Record<string, RateLimitRule>;

/**
 * The pause before a password is checked, growing with the account's failures from every address:
 * none for the first 5, then base, 2×, 4×, at most 8× base (2 s by default). It slows a storm without
 * ever refusing the owner.
 */
export function loginDelayMs(failures: number, baseMs: number): number {
  if (failures < 5) return 0;
  return baseMs * 2 ** Math.min(failures - 5, 3);
}
