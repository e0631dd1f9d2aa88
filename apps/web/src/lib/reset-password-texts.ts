/**
 * Access recovery's words (SPEC §5), shared by the public page (src/public/reset-password/, what a visitor without a
 * session gets) and the app's pages (features/auth/pages/reset-password-page.tsx, check-email-page.tsx, reached
 * inside the app and in the native shell): the two say the same thing.
 */
import { LOGIN_TEXTS } from './login-texts';

export const RESET_PASSWORD_PATH = '/reset-password';
export const CHECK_EMAIL_PATH = '/reset-password/check-email';

/** The e-mail link's address: `?action=UPDATE_PASSWORD&token=…` (apps/api's letters). */
export const UPDATE_PASSWORD_ACTION = 'UPDATE_PASSWORD';

/** The e-mailed link's token as the contracts' `linkTokenSchema` reads it (base64url, fixed length), without zod. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export const RESET_TEXTS = {
  title: 'Восстановление пароля',
  tabsLabel: 'Чей пароль восстановить',
  emailLead: 'Укажите e-mail, с которым вы регистрировались. Мы пришлём на него ссылку для восстановления пароля.',
  email: 'E-mail',
  /** The contracts' own message (emailSchema): the public page checks presence without zod. */
  emailRequired: 'Введите e-mail',
  requestSubmit: 'Восстановить пароль',
  /** SPEC §5's words for a call that failed without the server's own message, as /login says them. */
  unavailable: LOGIN_TEXTS.unavailable,
  checkEmailTitle: 'Проверьте почту',
  checkEmailSomeAddress: 'указанный адрес',
  checkEmailBefore: 'Если ',
  checkEmailAfter: ' зарегистрирован на платформе, мы отправили на него письмо со ссылкой для восстановления пароля.',
  checkEmailSpam: 'Письмо может прийти в течение нескольких минут. Если его нет, проверьте папку «Спам».',
  updateTitle: 'Новый пароль',
  newPassword: 'Новый пароль',
  passwordRepeat: 'Повторите пароль',
  updateSubmit: 'Сохранить пароль',
  phoneSubmit: 'Сменить пароль',
  invalidLink: 'Ссылка недействительна. Запросите восстановление пароля ещё раз.',
  changeFailed: 'Не удалось сменить пароль, попробуйте позже',
  /** The contracts' first message for an empty password; the rules themselves are the server's. */
  passwordRequired: LOGIN_TEXTS.passwordRequired,
  passwordsDiffer: 'Пароли не совпадают',
} as const;

export const RESET_LINKS = [
  { to: '/login', text: 'Вернуться ко входу' },
  { to: '/help', text: 'Помощь' },
] as const;

export const CHECK_EMAIL_LINKS = [
  { to: '/login', text: 'Вернуться ко входу' },
  { to: RESET_PASSWORD_PATH, text: 'Отправить ещё раз' },
] as const;

export const INVALID_LINK_LINKS = [{ to: RESET_PASSWORD_PATH, text: 'Восстановить пароль' }] as const;
