import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmployeeListItem } from '@vyplaty/contracts';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormerEmploymentFields } from '../../../components/former-employment/former-employment-fields';
import {
  FORMER_EMPLOYMENT_FORM_FIELDS,
  useFormerEmploymentForm,
} from '../../../components/former-employment/former-employment-form';
import { formerEmploymentStatementText } from '../../../components/former-employment/former-employment-text';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useConfirmFormerEmployment } from '../api/confirm-former-employment';
import { employeeName } from './employees-labels';

/**
 * «Трудовой договор»: what the contractor answered, and the company's own statement — prefilled with
 * its last one, else with the contractor's answer, so agreeing is one click. Mounted only while open.
 */
export function FormerEmploymentDialog({ item, onClose }: { item: EmployeeListItem; onClose: () => void }) {
  const { employee, customer } = item.former_employment;
  const form = useFormerEmploymentForm('customer', customer ?? employee);
  const confirm = useConfirmFormerEmployment();

  const handleSubmit = form.handleSubmit(async (answer) => {
    try {
      await confirm.mutateAsync({ id: item.id, answer });
    } catch (err) {
      reportFormError(err, form.setError, FORMER_EMPLOYMENT_FORM_FIELDS, 'Не удалось сохранить, попробуйте позже');
      return;
    }
    notify.success('Сведения о трудовом договоре сохранены');
    onClose();
  });

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={form.formState.isSubmitting ? undefined : onClose}
      aria-labelledby="former-employment-dialog-title"
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id="former-employment-dialog-title">Трудовой договор: {employeeName(item)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <Typography>
              {employee
                ? `Исполнитель ответил ${formatDate(employee.stated_at)}: ${formerEmploymentStatementText(employee, 'customer').toLocaleLowerCase('ru-RU')}`
                : 'Исполнитель ещё не ответил'}
            </Typography>
            <FormerEmploymentFields control={form.control} audience="customer" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            Отменить
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Подтвердить
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
