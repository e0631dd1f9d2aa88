import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

/** A row that did not pass the check: its name in the form and its first problem. */
export type FailingRow = { title: string; reason: string };

const isOne = (n: number) => n % 10 === 1 && n % 100 !== 11;
const isFew = (n: number) => n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14);

/** «Оплатить 3 из 5: 2 строки не прошли проверку и останутся черновиками». */
export function partialPaySentence(passing: number, total: number) {
  const failing = total - passing;
  const rows = isOne(failing)
    ? `${failing} строка не прошла проверку и останется черновиком`
    : `${failing} ${isFew(failing) ? 'строки' : 'строк'} не прошли проверку и останутся черновиками`;
  return `Оплатить ${passing} из ${total}: ${rows}`;
}

type PartialPayDialogProps = {
  open: boolean;
  passing: number;
  failing: readonly FailingRow[];
  onClose: () => void;
  onConfirm: () => void;
};

/**
 * The company's choice when some rows fail the check: pay the rows that passed (the others are saved as
 * drafts with their reasons, to fix and pay later from the list), or go back and fix them first.
 */
export function PartialPayDialog({ open, passing, failing, onClose, onConfirm }: PartialPayDialogProps) {
  const titleId = useId();
  const total = passing + failing.length;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Оплатить строки, прошедшие проверку?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ fontWeight: 600, color: 'text.primary' }}>
          {partialPaySentence(passing, total)}
        </DialogContentText>
        <Stack component="ul" spacing={0.5} aria-label="Строки, которые останутся черновиками" sx={{ my: 1.5, pl: 2 }}>
          {failing.map((row) => (
            <DialogContentText component="li" key={row.title}>
              {`${row.title}: ${row.reason}`}
            </DialogContentText>
          ))}
        </Stack>
        <DialogContentText variant="body2">
          Черновики появятся в списке выплат ниже с причиной: оплатить их можно позже, когда причину устранят. Или
          вернитесь к форме, исправьте строки и проверьте снова.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Исправить строки</Button>
        <Button variant="contained" onClick={onConfirm}>
          {`Оплатить ${passing} из ${total}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
