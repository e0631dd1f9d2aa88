/** @jsxImportSource preact */
import type { InviteLinkResponse } from '@vyplaty/contracts';
import { apiPaths, INVITE_PERSON_PARAM } from '@vyplaty/contracts/paths';
import { EMPLOYEE_KIND_LABELS, TAX_REGIME_LABELS } from '@vyplaty/contracts/texts';
import { useEffect, useState } from 'preact/hooks';
import {
  INVITE_TEXTS,
  inviteDescription,
  invitedPersonNote,
  isDeadInviteLink,
  visitorInviteLinks,
} from '../../lib/invite-texts';
import { APP_NAME } from '../../lib/login-texts';
import { pathSegment } from '../path-segment';
import { failureMessage, PublicApiError, postJson } from '../public-http';

/** The part of the address the page reads: the token and the person's key of the SMS link. */
export type InviteAddress = { pathname: string; search: string };

type Loaded =
  | { state: 'loading' }
  | { state: 'found'; invite: InviteLinkResponse }
  | { state: 'not-found' }
  | { state: 'failed'; message: string };

/** `/invite/{token}` → the token; null for an address no link has (a malformed escape). */
const tokenOf = (pathname: string) => pathSegment(pathname, 2);

/**
 * The answer narrowed to what the page reads. The contracts' `inviteLinkResponseSchema` says the same, but zod stays
 * out of a public page's script (ADR 016): the labels' maps stand in for its enums.
 */
const isInvite = (answer: unknown): answer is InviteLinkResponse => {
  if (typeof answer !== 'object' || answer === null) return false;
  const { organisation_name, kind, tax_regime, person } = answer as Record<string, unknown>;
  return (
    typeof organisation_name === 'string' &&
    typeof kind === 'string' &&
    kind in EMPLOYEE_KIND_LABELS &&
    typeof tax_regime === 'string' &&
    tax_regime in TAX_REGIME_LABELS &&
    (person === null || typeof person === 'object')
  );
};

/** The call the app's page makes (lib/invite-link.ts), with what the address holds; registration reads it too. */
export async function loadInvite(token: string, person: string | null): Promise<InviteLinkResponse> {
  const answer = await postJson(apiPaths.invites.link, { token, ...(person ? { person } : {}) });
  if (!isInvite(answer)) throw new Error('invite/employee/link: ответ не того вида');
  return answer;
}

/** A refusal of the link itself is an answer (lib/invite-texts.ts); anything else may pass on a retry. */
function failureOf(error: unknown): Loaded {
  if (error instanceof PublicApiError && isDeadInviteLink(error.status)) return { state: 'not-found' };
  if (!(error instanceof PublicApiError)) console.error('Приглашение не открылось', error);
  return { state: 'failed', message: failureMessage(error, INVITE_TEXTS.loadFailed) };
}

/**
 * /invite/{token} for a visitor without a session (ADR 016), as the app's features/invite-landing/ page shows
 * it to one: what the company invites to, what it entered for the person, and the registration or the login.
 * The build draws it loading; the script asks for the invite and draws the rest. A logged-in person gets the
 * app's page (the API sends this one only without a session), which accepts the invite.
 */
export function InvitePage({ address }: { address?: InviteAddress }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const token = address ? tokenOf(address.pathname) : null;
  const personKey = address ? new URLSearchParams(address.search).get(INVITE_PERSON_PARAM) : null;
  // «Повторить» starts loading again; the build's render (no address) stays loading for the script to finish.
  const isLoading = loaded.state === 'loading';

  useEffect(() => {
    if (!address || !isLoading) return;
    if (!token) return setLoaded({ state: 'not-found' });
    let isCurrent = true;
    loadInvite(token, personKey).then(
      (invite) => isCurrent && setLoaded({ state: 'found', invite }),
      (error: unknown) => isCurrent && setLoaded(failureOf(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [address, isLoading, token, personKey]);

  return (
    <main class="page page-top">
      <section class="card" aria-labelledby="page-title">
        <p class="brand">{APP_NAME}</p>
        <h1 id="page-title">{INVITE_TEXTS.title}</h1>
        {loaded.state === 'loading' && (
          <p class="muted" role="status">
            {INVITE_TEXTS.loading}
          </p>
        )}
        {loaded.state === 'found' && token && (
          <Invitation invite={loaded.invite} token={token} personKey={loaded.invite.person ? personKey : null} />
        )}
        {loaded.state === 'not-found' && (
          <p class="alert alert-warning" role="alert">
            {INVITE_TEXTS.notFound}
          </p>
        )}
        {loaded.state === 'failed' && (
          <div class="stack" role="alert">
            <p class="alert">{loaded.message}</p>
            <button type="button" class="button" onClick={() => setLoaded({ state: 'loading' })}>
              Повторить
            </button>
          </div>
        )}
      </section>
    </main>
  );
}

type InvitationProps = { invite: InviteLinkResponse; token: string; personKey: string | null };

function Invitation({ invite, token, personKey }: InvitationProps) {
  const note = invite.person ? invitedPersonNote(invite.person) : null;
  const links = visitorInviteLinks(token, personKey, window.location.origin);
  return (
    <div class="stack">
      <p class="lead">{INVITE_TEXTS.invites(invite.organisation_name)}</p>
      <p class="muted">{inviteDescription(invite)}</p>
      {note && <p class="alert alert-info">{note}</p>}
      {/* Page loads: the registration is the app's, the login the public page's (ADR 016). */}
      <nav class="stack-tight" aria-label="Как принять приглашение">
        <a class="button" href={links.register}>
          {INVITE_TEXTS.register}
        </a>
        <a class="button button-outlined" href={links.logIn}>
          {INVITE_TEXTS.logIn}
        </a>
      </nav>
    </div>
  );
}
