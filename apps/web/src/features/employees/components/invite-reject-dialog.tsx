import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useRejectInvite } from '../api/invite-reject';

type InviteRejectDialogProps = { inviteId: string | null; onClose: () => void };

/** Confirms PUBLISH → REJECT: after it the link no longer works. */
export function InviteRejectDialog({ inviteId, onClose }: InviteRejectDialogProps) {
  const reject = useRejectInvite();
  const handleReject = async () => {
    if (!inviteId) return;
    try {
      await reject.mutateAsync(inviteId);
      notify.success('Приглашение отозвано');
      onClose();
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось отозвать приглашение'));
    }
  };
  return (
    <Dialog
      open={inviteId !== null}
      onClose={reject.isPending ? undefined : onClose}
      aria-labelledby="invite-reject-title"
    >
      <DialogTitle id="invite-reject-title">Отозвать приглашение?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Ссылка из приглашения перестанет работать. Исполнители, которые уже приняли приглашение, останутся в компании.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={reject.isPending}>
          Отмена
        </Button>
        <Button color="error" variant="contained" onClick={() => void handleReject()} loading={reject.isPending}>
          Отозвать
        </Button>
      </DialogActions>
    </Dialog>
  );
}
