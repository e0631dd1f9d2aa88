/** @jsxImportSource preact */
import { apiPaths } from '@vyplaty/contracts/paths';
import { useEffect, useState } from 'preact/hooks';
import { CHECK_CIRCLE_PATH } from '../../components/icon-paths';
import { CONFIRM_EMAIL_TEXTS, FAILED_LINKS, NO_LINK_LINKS, VERIFY_EMAIL_ACTION } from '../../lib/confirm-email-texts';
import { APP_NAME, MAIN_PATH } from '../../lib/login-texts';
import { LINK_TOKEN_PATTERN } from '../../lib/reset-password-texts';
import { Alert } from '../components/alert';
import { AuthFrame } from '../components/auth-frame';
import { LinkRow } from '../components/link-row';
import { failureMessage, PublicApiError, postJson } from '../public-http';

/** What /confirm-password shows, as the app's features/auth/pages/confirm-password-page.tsx with its loader. */
export type ConfirmState =
  | { status: 'no-link' }
  /** The letter's token, being spent (drawn so by the build for the letter's address). */
  | { status: 'checking'; token: string }
  | { status: 'confirmed' }
  | { status: 'failed'; message: string };

/** The state the address starts in: no link, a token to spend, or a token that is not one (never sent). */
export function stateOf(search: string): ConfirmState {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (params.get('action') !== VERIFY_EMAIL_ACTION || token === null) return { status: 'no-link' };
  if (!LINK_TOKEN_PATTERN.test(token)) return { status: 'failed', message: CONFIRM_EMAIL_TEXTS.invalidLink };
  return { status: 'checking', token };
}

const titleOf = (state: ConfirmState) =>
  state.status === 'confirmed'
    ? CONFIRM_EMAIL_TEXTS.confirmedTitle
    : state.status === 'failed'
      ? CONFIRM_EMAIL_TEXTS.failedTitle
      : CONFIRM_EMAIL_TEXTS.noLinkTitle;

/** The state's name on the page (`data-view`): the script hydrates a page drawn as its state, else draws it. */
export const stateKey = (state: ConfirmState) => state.status;

/**
 * /confirm-password for a visitor without a session (ADR 016), opened from the letter sent after a company's
 * registration (SPEC §6): the token is spent once, by this page's first draw, and the page says how it went.
 */
export function ConfirmEmailPage({ initial }: { initial: ConfirmState }) {
  const [state, setState] = useState(initial);

  useEffect(() => {
    if (initial.status !== 'checking') return;
    postJson(apiPaths.auth.verifyEmail, { token: initial.token }).then(
      () => setState({ status: 'confirmed' }),
      (error: unknown) => {
        if (!(error instanceof PublicApiError)) console.error('E-mail не подтверждён', error);
        setState({ status: 'failed', message: failureMessage(error, CONFIRM_EMAIL_TEXTS.failedFallback) });
      },
    );
  }, [initial]);

  useEffect(() => {
    document.title = `${titleOf(state)} — ${APP_NAME}`;
  }, [state]);

  return (
    <AuthFrame view={stateKey(state)}>
      {state.status === 'confirmed' ? (
        <div class="stack confirmed">
          <svg class="icon-success" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={CHECK_CIRCLE_PATH} />
          </svg>
          <h1>{titleOf(state)}</h1>
          {/* A page load: main sends each role to its start page (the letter may have logged the person in). */}
          <a class="button button-inline" href={MAIN_PATH}>
            {CONFIRM_EMAIL_TEXTS.continue}
          </a>
        </div>
      ) : (
        <>
          <h1>{titleOf(state)}</h1>
          {state.status === 'checking' && (
            <p class="muted" role="status">
              {CONFIRM_EMAIL_TEXTS.checking}
            </p>
          )}
          {state.status === 'failed' && (
            <div class="stack-tight">
              <Alert message={state.message} />
              <p class="muted">{CONFIRM_EMAIL_TEXTS.failedHint}</p>
              <LinkRow links={FAILED_LINKS} />
            </div>
          )}
          {state.status === 'no-link' && (
            <>
              <p>{CONFIRM_EMAIL_TEXTS.noLinkText}</p>
              <LinkRow links={NO_LINK_LINKS} />
            </>
          )}
        </>
      )}
    </AuthFrame>
  );
}
