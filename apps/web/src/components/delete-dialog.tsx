import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { errorMessage } from '../lib/http';
import { notify } from '../lib/toast';

type DeleteDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Performs the deletion; a rejection is shown as a toast and keeps the dialog open. */
  onDelete: () => Promise<unknown>;
  onDeleted?: () => void;
};

/** SPEC §2 delete confirmation; texts are quoted from the spec, the typo in the fallback included. */
export function DeleteDialog({ open, onClose, onDelete, onDeleted }: DeleteDialogProps) {
  const [isDeleting, setIsDeleting] = useState(false);

  const handleDelete = async () => {
    setIsDeleting(true);
    try {
      await onDelete();
      onDeleted?.();
      onClose();
    } catch (err) {
      notify.error(errorMessage(err, 'Незивестная ошибка удаления'));
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={isDeleting ? undefined : onClose}
      aria-labelledby="delete-dialog-title"
      slotProps={{ paper: { sx: { maxWidth: 350 } } }}
    >
      <DialogTitle id="delete-dialog-title">Вы уверены, что хотите удалить выбранный элемент?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Это действие нельзя будет отменить, и все связанные данные будут потеряны.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isDeleting}>
          Отменить
        </Button>
        <Button color="error" variant="contained" onClick={handleDelete} loading={isDeleting}>
          Удалить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
