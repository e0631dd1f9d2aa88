import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';

type Props = { open: boolean; count: number; onClose: () => void; onRemove: () => Promise<void> };

/** «Убрать строки из реестра?»: the rows stay visible under «Удалённые» and are not paid. */
export function RemoveRowsDialog({ open, count, onClose, onRemove }: Props) {
  const [isRemoving, setIsRemoving] = useState(false);
  const handleRemove = async () => {
    setIsRemoving(true);
    try {
      await onRemove();
      onClose();
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось убрать строки из реестра'));
    } finally {
      setIsRemoving(false);
    }
  };
  return (
    <Dialog open={open} onClose={isRemoving ? undefined : onClose} aria-labelledby="remove-rows-title">
      <DialogTitle id="remove-rows-title">Убрать строки из реестра?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {`Выбрано строк: ${count}. Они не будут оплачены и останутся на вкладке «Удалённые».`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isRemoving}>
          Отмена
        </Button>
        <Button color="error" variant="contained" onClick={() => void handleRemove()} loading={isRemoving}>
          Убрать
        </Button>
      </DialogActions>
    </Dialog>
  );
}
