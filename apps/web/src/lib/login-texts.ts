/**
 * /login's words, shared by the public page (src/public/login/, what a visitor without a session gets) and the
 * app's page (features/auth/pages/login-page.tsx, reached inside the app): the two say the same thing.
 */
export const APP_NAME = 'Выплаты и документы';

export const LOGIN_PATH = '/login';

/** The site's root: main, which sends each role to its start page, and where the e-mails' action links point. */
export const MAIN_PATH = '/';

export const LOGIN_TEXTS = {
  title: 'Вход',
  login: 'E-mail или телефон',
  password: 'Пароль',
  submit: 'Войти',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  /** The contracts' own messages (loginRequestSchema): the public page checks presence without zod. */
  loginRequired: 'Введите e-mail или телефон',
  passwordRequired: 'Введите пароль',
  /** SPEC §5: a login that failed without the server's own message. */
  unavailable: 'Сервис временно не доступен, попробуйте позже',
} as const;

/** The row of links under the form (SPEC §5). */
export const LOGIN_LINKS = [
  { to: '/login/register', text: 'Регистрация' },
  { to: '/reset-password', text: 'Забыли пароль?' },
  { to: '/help', text: 'Помощь' },
] as const;

/** The app's step after a login whose answer holds `user_offer` (features/auth/pages/offer-step-page.tsx). */
export const LOGIN_OFFER_PATH = '/login/offer';

/** Where a login goes next: the offer step when an offer awaits, with the same `redirect_url` (SPEC §5). */
export function offerStepPath(search: string): string {
  const redirectUrl = new URLSearchParams(search).get('redirect_url');
  return redirectUrl ? `${LOGIN_OFFER_PATH}?redirect_url=${encodeURIComponent(redirectUrl)}` : LOGIN_OFFER_PATH;
}
