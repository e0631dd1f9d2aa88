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
function ArrivalNotice({ given }: { given?: string | undefined }) {
  const [notice, setNotice] = useState<string | null>(given ?? null);
  useEffect(() => {
    if (given === undefined) setNotice(takeLoginNotice());
  }, [given]);
  return (
    <p class="notice" role="status">
      {notice}
    </p>
  );
}

/** /login has no layout (SPEC §2): the page is its own frame, as the app's features/auth/pages/login-page.tsx. */
type LoginPageProps = Parameters<typeof LoginForm>[0] & {
  /** Said on arrival by the page that handed over to this one in place (the colleague's accepted invite). */
  notice?: string;
};

export function LoginPage({ notice, ...form }: LoginPageProps) {
  return (
    <main class="page">
      <section class="card" aria-labelledby="page-title">
        <p class="brand">{APP_NAME}</p>
        <h1 id="page-title">{LOGIN_TEXTS.title}</h1>
        <ArrivalNotice given={notice} />
        <LoginForm {...form} />
        <LinkRow links={LOGIN_LINKS} />
      </section>
    </main>
  );
}
