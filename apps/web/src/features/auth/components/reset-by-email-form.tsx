import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetPasswordRequestSchema } from '@vyplaty/contracts';
import { useNavigate } from 'react-router';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { CHECK_EMAIL_PATH, RESET_TEXTS } from '../../../lib/reset-password-texts';
import { useResetPassword } from '../api/reset-password';

/** A company restores access by e-mail; the API answers the same whether or not the address is known. */
export function ResetByEmailForm() {
  const form = useZodForm(resetPasswordRequestSchema, { defaultValues: { email: '' } });
  const resetPassword = useResetPassword();
  const navigate = useNavigate();

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPassword.mutateAsync(values);
    } catch (err) {
      reportFormError(err, form.setError, ['email'], RESET_TEXTS.unavailable);
      return;
    }
    // The address travels in history state, not in the URL: it is personal data.
    await navigate(CHECK_EMAIL_PATH, { state: { email: values.email } });
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit}>
      <Typography color="text.secondary">{RESET_TEXTS.emailLead}</Typography>
      <FormTextField
        control={form.control}
        name="email"
        label={RESET_TEXTS.email}
        type="email"
        autoComplete="email"
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {RESET_TEXTS.requestSubmit}
      </Button>
    </Stack>
  );
}
