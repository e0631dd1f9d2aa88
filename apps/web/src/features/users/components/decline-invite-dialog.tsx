import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { declineWarning, USER_INVITE_TEXTS } from '../../../lib/user-invite-texts';
import { useDeclineUserInvite } from '../api/user-invite-link';

type DeclineInviteDialogProps = {
  token: string;
  organisationName: string;
  onClose: () => void;
  onDeclined: () => void;
};

/** Declining is final: the link stops working and the company sees «Отклонил приглашение»; so it is asked once more. */
export function DeclineInviteDialog({ token, organisationName, onClose, onDeclined }: DeclineInviteDialogProps) {
  const titleId = useId();
  const decline = useDeclineUserInvite();
  const handleDecline = async () => {
    try {
      await decline.mutateAsync(token);
    } catch (err) {
      notify.error(errorMessage(err, USER_INVITE_TEXTS.declineFailed));
      return;
    }
    onDeclined();
  };
  return (
    <Dialog open onClose={decline.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{USER_INVITE_TEXTS.declineTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{declineWarning(organisationName)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={decline.isPending}>
          {USER_INVITE_TEXTS.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={() => void handleDecline()} loading={decline.isPending}>
          {USER_INVITE_TEXTS.confirmDecline}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
