/** @jsxImportSource preact */
import { APP_NAME, MAIN_PATH } from '../../lib/login-texts';

/** The product's mark and name, as the app's app/layouts/header/logo.tsx: leads to main, a page load. */
export function Logo() {
  return (
    <a class="logo" href={MAIN_PATH} aria-label={`${APP_NAME} — на главную`}>
      <span class="logo-mark" aria-hidden="true" />
      <span>{APP_NAME}</span>
    </a>
  );
}
