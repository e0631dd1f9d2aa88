import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { changeEmailRequestSchema } from '@vyplaty/contracts';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { useChangeEmail } from '../api/personal-data';

/** A new e-mail: kept unconfirmed until the link in the letter sent to it is opened (employee/email). */
export function PersonalEmailDialog({ email, onClose }: { email: string | null; onClose: () => void }) {
  const form = useZodForm(changeEmailRequestSchema, { defaultValues: { email: email ?? '' } });
  const change = useChangeEmail();
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      notify.success(`Письмо для подтверждения отправлено на ${values.email}`);
      onClose();
    } catch (err) {
      reportFormError(err, form.setError, ['email'], 'Не удалось сменить e-mail, попробуйте позже');
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="email-dialog-title">
      <DialogTitle id="email-dialog-title">{email ? 'Новый e-mail' : 'Добавить e-mail'}</DialogTitle>
      <form noValidate onSubmit={handleSubmit}>
        <DialogContent>
          <FormTextField
            control={form.control}
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            autoFocus
            helperText="На этот адрес придёт письмо со ссылкой для подтверждения"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Отменить</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Отправить письмо
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
