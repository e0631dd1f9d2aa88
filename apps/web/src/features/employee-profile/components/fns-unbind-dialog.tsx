import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useUnbindFns } from '../api/fns-unbind';

type FnsUnbindDialogProps = { open: boolean; onClose: () => void };

/** Confirms the disconnection: it stops receipts and НПД payouts, so it is never one click. */
export function FnsUnbindDialog({ open, onClose }: FnsUnbindDialogProps) {
  const unbind = useUnbindFns();
  const handleUnbind = async () => {
    try {
      await unbind.mutateAsync();
      notify.success('Платформа отключена от «Мой налог»');
      onClose();
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось отключить платформу'));
    }
  };
  return (
    <Dialog open={open} onClose={unbind.isPending ? undefined : onClose} aria-labelledby="fns-unbind-title">
      <DialogTitle id="fns-unbind-title">Отключить платформу от «Мой налог»?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Платформа перестанет формировать чеки по вашим выплатам, и компании не смогут платить вам как самозанятому,
          пока вы не подключите её снова.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={unbind.isPending}>
          Отменить
        </Button>
        <Button color="error" variant="contained" onClick={handleUnbind} loading={unbind.isPending}>
          Отключить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
