/** @jsxImportSource preact */
import { apiPaths } from '@vyplaty/contracts/paths';
import { MEMBER_ROLE_LABELS } from '@vyplaty/contracts/texts';
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatMoscowDateTime } from '../../lib/format-moscow-time';
import {
  DEAD_USER_INVITE_STATUSES,
  declinedLine,
  invitesLine,
  personLine,
  roleLine,
  setPasswordLine,
  USER_INVITE_TEXTS,
  validUntilLine,
} from '../../lib/user-invite-texts';
import { Alert } from '../components/alert';
import { AuthFrame } from '../components/auth-frame';
import { pathSegment } from '../path-segment';
import { failureMessage, getJson, PublicApiError } from '../public-http';
import { AcceptForm } from './accept-form';
import { DeclineDialog } from './decline-dialog';
import { withToken } from './user-invite-paths';

/** What the link's call answers (companyUserInviteInfoSchema), narrowed without zod (ADR 016). */
export type UserInvite = {
  organisation_name: string;
  invited_by_name: string | null;
  full_name: string;
  email: string;
  role: keyof typeof MEMBER_ROLE_LABELS;
  expires_at: string;
};

const isUserInvite = (answer: unknown): answer is UserInvite => {
  if (typeof answer !== 'object' || answer === null) return false;
  const invite = answer as Record<string, unknown>;
  return (
    typeof invite.organisation_name === 'string' &&
    (invite.invited_by_name === null || typeof invite.invited_by_name === 'string') &&
    typeof invite.full_name === 'string' &&
    typeof invite.email === 'string' &&
    typeof invite.role === 'string' &&
    invite.role in MEMBER_ROLE_LABELS &&
    typeof invite.expires_at === 'string'
  );
};

/** The token of `/invite/user/{token}`; null for none or a broken escape, which is never sent. */
export const tokenOf = (pathname: string) => pathSegment(pathname, 3);

type State =
  | { kind: 'opening' }
  | { kind: 'dead' }
  | { kind: 'failed'; message: string }
  | { kind: 'invite'; invite: UserInvite }
  | { kind: 'declined'; organisationName: string };

type Props = {
  /** The address's token; absent in the build's HTML, which is drawn opening. */
  token?: string | null;
  /** The accepted invite hands over to /login in place, with its line (the app's toast and navigation). */
  onAccepted?: (email: string) => void;
};

/**
 * /invite/user/{token} for a visitor without a session (issue 28, ADR 016), as the app's features/users/pages/
 * user-invite-page.tsx: who invites, to which company, with which role; a password to accept, or decline.
 */
export function UserInvitePage({ token, onAccepted = () => undefined }: Props) {
  const [state, setState] = useState<State>({ kind: 'opening' });
  // «Повторить» opens again; the build's render (no token yet) stays opening for the script to finish.
  const isOpening = state.kind === 'opening';

  useEffect(() => {
    if (token === undefined || !isOpening) return;
    if (token === null) return setState({ kind: 'dead' });
    let isCurrent = true;
    getJson(withToken(apiPaths.companyUsers.inviteInfo, token)).then(
      (answer) => {
        if (!isCurrent) return;
        if (isUserInvite(answer)) setState({ kind: 'invite', invite: answer });
        else {
          console.error('Ответ о приглашении не того вида', answer);
          setState({ kind: 'failed', message: USER_INVITE_TEXTS.openFailed });
        }
      },
      (error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof PublicApiError && DEAD_USER_INVITE_STATUSES.includes(error.status)) {
          return setState({ kind: 'dead' });
        }
        if (!(error instanceof PublicApiError)) console.error('Приглашение не открылось', error);
        setState({ kind: 'failed', message: failureMessage(error, USER_INVITE_TEXTS.openFailed) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token, isOpening]);

  return (
    <AuthFrame view={state.kind}>
      <h1>{USER_INVITE_TEXTS.title}</h1>
      {state.kind === 'opening' && (
        <p class="muted" role="status">
          {USER_INVITE_TEXTS.opening}
        </p>
      )}
      {state.kind === 'dead' && <p class="alert alert-warning">{USER_INVITE_TEXTS.deadLink}</p>}
      {state.kind === 'failed' && (
        <div class="stack-tight">
          <Alert message={state.message} />
          <button type="button" class="button-text button-start" onClick={() => setState({ kind: 'opening' })}>
            Повторить
          </button>
        </div>
      )}
      {state.kind === 'declined' && (
        <p class="alert alert-info" role="status">
          {declinedLine(state.organisationName)}
        </p>
      )}
      {state.kind === 'invite' && token && (
        <Invitation
          token={token}
          invite={state.invite}
          onAccepted={() => onAccepted(state.invite.email)}
          onDeclined={() => setState({ kind: 'declined', organisationName: state.invite.organisation_name })}
        />
      )}
    </AuthFrame>
  );
}

type InvitationProps = { token: string; invite: UserInvite; onAccepted: () => void; onDeclined: () => void };

function Invitation({ token, invite, onAccepted, onDeclined }: InvitationProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  return (
    <div class="stack">
      <p class="lead">{invitesLine(invite)}</p>
      <div class="stack-tight">
        <p>{personLine(invite)}</p>
        <p>{roleLine(invite)}</p>
        <p class="muted">{validUntilLine(formatMoscowDateTime(invite.expires_at))}</p>
      </div>
      <p class="muted">{setPasswordLine(invite.email)}</p>
      <AcceptForm token={token} onAccepted={onAccepted} onDecline={() => dialogRef.current?.showModal()} />
      <DeclineDialog
        dialogRef={dialogRef}
        token={token}
        organisationName={invite.organisation_name}
        onDeclined={onDeclined}
      />
    </div>
  );
}
