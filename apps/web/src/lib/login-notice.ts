/**
 * What /login says on arrival after a flow that ends there (SPEC §5: «Пароль изменён. Войдите с новым паролем»).
 * The app shows it as a toast before its in-app navigation; a public page (ADR 016) ends with a page load, so the
 * notice travels as a code in the tab's sessionStorage — never the person's data — and the login page, public or
 * the app's, takes it once.
 */
export const LOGIN_NOTICES = {
  'password-changed': 'Пароль изменён. Войдите с новым паролем',
} as const;

export type LoginNotice = keyof typeof LOGIN_NOTICES;

const NOTICE_KEY = 'vp-login-notice';

/** Left for the next /login of this tab. */
export function leaveLoginNotice(notice: LoginNotice, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(NOTICE_KEY, notice);
  } catch (error) {
    // Storage refused (a private mode's quota): the login page opens without the line, nothing else is lost.
    console.warn('Не удалось сохранить сообщение для страницы входа', error);
  }
}

/** The notice left for this /login, once: read and forgotten. */
export function takeLoginNotice(storage: Storage = sessionStorage): string | null {
  try {
    const notice = storage.getItem(NOTICE_KEY);
    storage.removeItem(NOTICE_KEY);
    return notice && notice in LOGIN_NOTICES ? LOGIN_NOTICES[notice as LoginNotice] : null;
  } catch (error) {
    console.warn('Не удалось прочитать сообщение для страницы входа', error);
    return null;
  }
}
