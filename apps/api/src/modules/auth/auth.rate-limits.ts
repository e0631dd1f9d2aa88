/** Every rate limit of the auth module in one table (values explained in docs/decisions/foundation.md). */
import type { RateLimitRule } from '../../lib/rate-limit.js';

const HOUR = 3600;
const tooManyLogins = 'Слишком много попыток входа. Попробуйте через 15 минут';
const tooManyResets = 'Слишком много запросов. Попробуйте позже';

export const authRateLimits = {
  loginByIp: { name: 'login:ip', limit: 50, windowSeconds: 900, message: tooManyLogins },
  /** Failed logins of one account; reset by a successful login. */
  loginByAccount: { name: 'login:id', limit: 10, windowSeconds: 900, message: tooManyLogins },
  registrationByIp: {
    name: 'register:ip',
    limit: 10,
    windowSeconds: HOUR,
    message: 'Слишком много регистраций. Попробуйте через час',
  },
  resetByEmail: { name: 'reset:email', limit: 3, windowSeconds: HOUR, message: tooManyResets },
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
