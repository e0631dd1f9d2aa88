/** @jsxImportSource preact */
import { APP_NAME, LOGIN_LINKS, LOGIN_TEXTS } from '../../lib/login-texts';
import { LoginForm } from './login-form';

/** /login has no layout (SPEC §2): the page is its own frame, as the app's features/auth/pages/login-page.tsx. */
export function LoginPage(form: Parameters<typeof LoginForm>[0]) {
  return (
    <main class="page">
      <section class="card" aria-labelledby="page-title">
        <p class="brand">{APP_NAME}</p>
        <h1 id="page-title">{LOGIN_TEXTS.title}</h1>
        <LoginForm {...form} />
        <nav class="links" aria-label="Другие действия">
          {/* Page loads: these pages are the app's (ADR 016). */}
          {LOGIN_LINKS.map((link) => (
            <a key={link.to} href={link.to}>
              {link.text}
            </a>
          ))}
        </nav>
      </section>
    </main>
  );
}
