/** @jsxImportSource preact */
import { apiPaths } from '@vyplaty/contracts/paths';
import { useState } from 'preact/hooks';
import { declineWarning, USER_INVITE_TEXTS } from '../../lib/user-invite-texts';
import { Alert } from '../components/alert';
import { failureMessage, PublicApiError, postJson } from '../public-http';
import { withToken } from './user-invite-paths';

type DeclineDialogProps = {
  dialogRef: { current: HTMLDialogElement | null };
  token: string;
  organisationName: string;
  onDeclined: () => void;
};

/** Declining is final (the link stops working, the company sees «Отклонил приглашение»): asked once more. */
export function DeclineDialog({ dialogRef, token, organisationName, onDeclined }: DeclineDialogProps) {
  const [isDeclining, setIsDeclining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const decline = async () => {
    setIsDeclining(true);
    setFailure(null);
    try {
      await postJson(withToken(apiPaths.companyUsers.inviteDecline, token), {});
    } catch (error) {
      setIsDeclining(false);
      if (!(error instanceof PublicApiError)) console.error('Приглашение не отклонено', error);
      setFailure(failureMessage(error, USER_INVITE_TEXTS.declineFailed));
      return;
    }
    dialogRef.current?.close();
    onDeclined();
  };
  return (
    <dialog
      ref={dialogRef}
      class="dialog"
      aria-labelledby="decline-title"
      // Esc closes it as «Отменить» does, unless the call is on its way.
      onCancel={(event) => {
        if (isDeclining) event.preventDefault();
      }}
    >
      <h2 id="decline-title">{USER_INVITE_TEXTS.declineTitle}</h2>
      <div class="stack-tight">
        <Alert message={failure} />
        <p class="muted">{declineWarning(organisationName)}</p>
      </div>
      <div class="dialog-actions">
        <button type="button" class="button-text" disabled={isDeclining} onClick={() => dialogRef.current?.close()}>
          {USER_INVITE_TEXTS.cancel}
        </button>
        <button
          type="button"
          class="button button-error"
          aria-busy={isDeclining ? 'true' : undefined}
          disabled={isDeclining}
          onClick={() => void decline()}
        >
          {USER_INVITE_TEXTS.confirmDecline}
        </button>
      </div>
    </dialog>
  );
}
