/** @jsxImportSource preact */
import { apiPaths } from '@vyplaty/contracts/paths';
import { useEffect, useState } from 'preact/hooks';
import { leaveLoginNotice } from '../../lib/login-notice';
import { APP_NAME, LOGIN_PATH } from '../../lib/login-texts';
import {
  CHECK_EMAIL_LINKS,
  CHECK_EMAIL_PATH,
  INVALID_LINK_LINKS,
  RESET_LINKS,
  RESET_TEXTS,
} from '../../lib/reset-password-texts';
import type { AuthRoleTab } from '../../lib/role-tabs';
import { AuthFrame } from '../components/auth-frame';
import { LinkRow } from '../components/link-row';
import { PhoneCodeFlow } from '../components/phone-code-flow';
import { RoleTabs, rememberRoleTab } from '../components/role-tabs';
import { postJson } from '../public-http';
import { EmailRequestForm } from './email-request-form';
import { NewPasswordForm } from './new-password-form';
import { type ResetView, titleOf, viewKey, viewOf } from './reset-view';

type Props = {
  view: ResetView;
  /** A page load of the next address; the tests watch it instead. */
  leaveFor?: (path: string) => void;
};

const replacePage = (path: string) => window.location.replace(path);

/** The address the e-mail went to, kept in the history entry as the app keeps it (never in the address). */
const sentToOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : null;

/**
 * /reset-password and /reset-password/check-email for a visitor without a session (SPEC §5, ADR 016), as the app's
 * features/auth/pages/reset-password-page.tsx and check-email-page.tsx: the e-mail (a company) or the SMS code (a
 * contractor), the e-mail link's new password, «Проверьте почту». Every way ends at /login, which says «Пароль
 * изменён. Войдите с новым паролем».
 */
export function ResetPasswordPage({ view: initialView, leaveFor = replacePage }: Props) {
  const [view, setView] = useState(initialView);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    // After the first draw, which matches the build's HTML: the address the letter went to is this tab's alone.
    setSentTo(sentToOf(window.history.state));
    const followHistory = () => {
      setView(viewOf(window.location.pathname, window.location.search));
      setSentTo(sentToOf(window.history.state));
    };
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, []);

  useEffect(() => {
    document.title = `${titleOf(view)} — ${APP_NAME}`;
  }, [view]);

  const finish = () => {
    leaveLoginNotice('password-changed');
    leaveFor(LOGIN_PATH);
  };

  const chooseTab = (tab: AuthRoleTab) => {
    rememberRoleTab(tab);
    setView({ kind: 'request', tab });
  };

  const emailSent = (email: string) => {
    window.history.pushState({ email }, '', CHECK_EMAIL_PATH);
    setSentTo(email);
    setView({ kind: 'check-email' });
  };

  return (
    <AuthFrame view={viewKey(view)}>
      <h1>{titleOf(view)}</h1>
      {view.kind === 'request' && (
        <>
          <RoleTabs label={RESET_TEXTS.tabsLabel} tab={view.tab} onTab={chooseTab}>
            {view.tab === 'company' ? (
              <EmailRequestForm onSent={emailSent} />
            ) : (
              <PhoneCodeFlow purpose="RESET_PASSWORD">
                {(phone) => (
                  <NewPasswordForm
                    withCode
                    submitText={RESET_TEXTS.phoneSubmit}
                    send={async ({ code, password }) => {
                      await postJson(apiPaths.employeeAuth.resetPassword, { phone, code, password });
                    }}
                    onDone={finish}
                  />
                )}
              </PhoneCodeFlow>
            )}
          </RoleTabs>
          <LinkRow links={RESET_LINKS} />
        </>
      )}
      {view.kind === 'update' &&
        (view.token === null ? (
          <>
            <div class="alert" role="alert">
              {RESET_TEXTS.invalidLink}
            </div>
            <LinkRow links={INVALID_LINK_LINKS} />
          </>
        ) : (
          <>
            <NewPasswordForm
              submitText={RESET_TEXTS.updateSubmit}
              send={async ({ password }) => {
                await postJson(apiPaths.auth.setPassword, { token: view.token, password });
              }}
              onDone={finish}
            />
            <LinkRow links={RESET_LINKS} />
          </>
        ))}
      {view.kind === 'check-email' && (
        <>
          <div class="stack-tight">
            <p>
              {RESET_TEXTS.checkEmailBefore}
              {sentTo ? <strong>{sentTo}</strong> : RESET_TEXTS.checkEmailSomeAddress}
              {RESET_TEXTS.checkEmailAfter}
            </p>
            <p class="muted">{RESET_TEXTS.checkEmailSpam}</p>
          </div>
          <LinkRow links={CHECK_EMAIL_LINKS} />
        </>
      )}
    </AuthFrame>
  );
}
