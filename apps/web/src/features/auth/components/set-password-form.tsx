import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useSetPassword } from '../api/set-password';
import { newPasswordFormSchema } from './password-schemas';

/** The new-password form behind the UPDATE_PASSWORD e-mail link. */
export function SetPasswordForm({ token }: { token: string }) {
  const form = useZodForm(newPasswordFormSchema, { defaultValues: { password: '', password_repeat: '' } });
  const setPassword = useSetPassword();
  const navigate = useNavigate();

  const handleSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await setPassword.mutateAsync({ token, password });
    } catch (err) {
      if (!applyServerErrors(err, form.setError, ['password'])) {
        notify.error(errorMessage(err, 'Не удалось сменить пароль, попробуйте позже'));
      }
      return;
    }
    notify.success('Пароль изменён. Войдите с новым паролем');
    await navigate('/login', { replace: true });
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit}>
      <PasswordField
        control={form.control}
        name="password"
        label="Новый пароль"
        autoComplete="new-password"
        autoFocus
      />
      <PasswordField
        control={form.control}
        name="password_repeat"
        label="Повторите пароль"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        Сохранить пароль
      </Button>
    </Stack>
  );
}
