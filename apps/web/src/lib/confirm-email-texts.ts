/**
 * The e-mail confirmation's words and addresses (SPEC §4, §6), shared by the public page (src/public/confirm-email/,
 * what a visitor without a session gets from the letter's link) and the app's features/auth/pages/
 * confirm-password-page.tsx with its loader: the two say the same thing.
 */
export const CONFIRM_PASSWORD_PATH = '/confirm-password';

/** The letter's link: `/?action=VERIFY_EMAIL&token=…` (SPEC §4), sent on to /confirm-password with its query. */
export const VERIFY_EMAIL_ACTION = 'VERIFY_EMAIL';

export const REQUEST_NEW_LETTER_PATH = '/customer-complete-registration/email-confirm';

export const CONFIRM_EMAIL_TEXTS = {
  confirmedTitle: 'E-mail подтверждён',
  continue: 'Продолжить',
  failedTitle: 'Не удалось подтвердить e-mail',
  failedHint:
    'Ссылка могла устареть или уже использоваться. Войдите и запросите новое письмо на шаге «Подтверждение e-mail».',
  requestNewLetter: 'Запросить новое письмо',
  invalidLink: 'Ссылка недействительна',
  failedFallback: 'Не удалось подтвердить e-mail, попробуйте позже',
  noLinkTitle: 'Подтверждение e-mail',
  noLinkText:
    'Чтобы подтвердить e-mail, перейдите по ссылке из письма, которое мы отправили после регистрации. Эта страница открывается по ссылке из письма.',
  /** While the link's token is being spent (the public page; the app's loader holds its navigation meanwhile). */
  checking: 'Подтверждаем e-mail…',
} as const;

export const NO_LINK_LINKS = [
  { to: '/login', text: 'Войти' },
  { to: '/help', text: 'Помощь' },
] as const;

export const FAILED_LINKS = [{ to: REQUEST_NEW_LETTER_PATH, text: CONFIRM_EMAIL_TEXTS.requestNewLetter }] as const;
