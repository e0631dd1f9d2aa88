/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { takeLoginNotice } from '../../lib/login-notice';
import { APP_NAME, LOGIN_LINKS, LOGIN_TEXTS } from '../../lib/login-texts';
import { LinkRow } from '../components/link-row';
import { LoginForm } from './login-form';

/**
 * What the flow that ended here left to say (lib/login-notice.ts: «Пароль изменён…» after a reset), read once the
 * page is live. The live region is in the build's HTML, empty, so that a screen reader says the line as it appears.
 */
function ArrivalNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => setNotice(takeLoginNotice()), []);
  return (
    <p class="notice" role="status">
      {notice}
    </p>
  );
}

/** /login has no layout (SPEC §2): the page is its own frame, as the app's features/auth/pages/login-page.tsx. */
export function LoginPage(form: Parameters<typeof LoginForm>[0]) {
  return (
    <main class="page">
      <section class="card" aria-labelledby="page-title">
        <p class="brand">{APP_NAME}</p>
        <h1 id="page-title">{LOGIN_TEXTS.title}</h1>
        <ArrivalNotice />
        <LoginForm {...form} />
        <LinkRow links={LOGIN_LINKS} />
      </section>
    </main>
  );
}
