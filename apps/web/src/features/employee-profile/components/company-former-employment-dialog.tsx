import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { EmployeeCompany } from '@vyplaty/contracts';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormerEmploymentFields } from '../../../components/former-employment/former-employment-fields';
import {
  FORMER_EMPLOYMENT_FORM_FIELDS,
  useFormerEmploymentForm,
} from '../../../components/former-employment/former-employment-form';
import { notify } from '../../../lib/toast';
import { useSaveCompanyFormerEmployment } from '../api/save-company-former-employment';

/** The contractor answers (or changes the answer) whether they were the company's employee. Mounted only while open. */
export function CompanyFormerEmploymentDialog({ company, onClose }: { company: EmployeeCompany; onClose: () => void }) {
  const form = useFormerEmploymentForm('employee', company.former_employment.employee);
  const save = useSaveCompanyFormerEmployment();

  const handleSubmit = form.handleSubmit(async (answer) => {
    try {
      await save.mutateAsync({ id: company.id, answer });
    } catch (err) {
      // A dismissal day after today (by the server's clock) comes back on the date field.
      reportFormError(
        err,
        form.setError,
        FORMER_EMPLOYMENT_FORM_FIELDS,
        'Не удалось сохранить ответ, попробуйте позже',
      );
      return;
    }
    notify.success('Ответ сохранён');
    onClose();
  });

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={form.formState.isSubmitting ? undefined : onClose}
      aria-labelledby="company-former-employment-title"
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id="company-former-employment-title">Трудовой договор: {company.organisation_name}</DialogTitle>
        <DialogContent>
          <FormerEmploymentFields control={form.control} audience="employee" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            Отменить
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Сохранить
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
