import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { RESET_TEXTS } from '../../../lib/reset-password-texts';
import { useSetPassword } from '../api/set-password';
import { newPasswordFormSchema } from './password-schemas';
import { useFinishPasswordReset } from './use-finish-password-reset';

/** The new-password form behind the UPDATE_PASSWORD e-mail link. */
export function SetPasswordForm({ token }: { token: string }) {
  const form = useZodForm(newPasswordFormSchema, { defaultValues: { password: '', password_repeat: '' } });
  const setPassword = useSetPassword();
  const finish = useFinishPasswordReset();

  const handleSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await setPassword.mutateAsync({ token, password });
    } catch (err) {
      reportFormError(err, form.setError, ['password'], RESET_TEXTS.changeFailed);
      return;
    }
    await finish();
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit}>
      <PasswordField
        control={form.control}
        name="password"
        label={RESET_TEXTS.newPassword}
        autoComplete="new-password"
        autoFocus
      />
      <PasswordField
        control={form.control}
        name="password_repeat"
        label={RESET_TEXTS.passwordRepeat}
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {RESET_TEXTS.updateSubmit}
      </Button>
    </Stack>
  );
}
