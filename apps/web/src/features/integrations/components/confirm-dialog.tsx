import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';

type ConfirmDialogProps = {
  title: string;
  text: string;
  confirmText: string;
  /** The call; a refusal is a toast of the server's reason (or `failureText`) and the dialog stays open. */
  onConfirm: () => Promise<unknown>;
  failureText: string;
  onDone: () => void;
  onClose: () => void;
};

/** A final step asked once more (revoking a key): what happens, «Отменить» and the red button. */
export function ConfirmDialog({
  title,
  text,
  confirmText,
  onConfirm,
  failureText,
  onDone,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const [isBusy, setIsBusy] = useState(false);
  const handleConfirm = async () => {
    setIsBusy(true);
    try {
      await onConfirm();
    } catch (err) {
      notify.error(errorMessage(err, failureText));
      setIsBusy(false);
      return;
    }
    onDone();
  };
  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          Отменить
        </Button>
        <Button color="error" variant="contained" onClick={() => void handleConfirm()} loading={isBusy}>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
