import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@vyplaty/contracts';
import { useNavigate } from 'react-router';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { newPasswordFormSchema } from '../../../components/form/new-password-form-schema';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { useAcceptUserInvite } from '../api/user-invite-link';

const RULES = `От ${PASSWORD_MIN_LENGTH} до ${PASSWORD_MAX_LENGTH} символов, хотя бы одна буква и одна цифра`;

type AcceptInviteFormProps = { token: string; email: string; onDecline: () => void };

/**
 * The colleague sets their password: the login becomes active and they log in on /login with the invite's
 * e-mail and this password (the accept call opens no session, so a shared computer keeps the one it has).
 */
export function AcceptInviteForm({ token, email, onDecline }: AcceptInviteFormProps) {
  const form = useZodForm(newPasswordFormSchema, { defaultValues: { password: '', password_repeat: '' } });
  const accept = useAcceptUserInvite();
  const navigate = useNavigate();

  const handleSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await accept.mutateAsync({ token, password });
    } catch (err) {
      reportFormError(err, form.setError, ['password'], 'Не удалось принять приглашение, попробуйте позже');
      return;
    }
    notify.success(`Приглашение принято. Войдите с e-mail ${email} и новым паролем`);
    await navigate('/login', { replace: true });
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit}>
      <PasswordField
        control={form.control}
        name="password"
        label="Пароль"
        autoComplete="new-password"
        helperText={RULES}
      />
      <PasswordField
        control={form.control}
        name="password_repeat"
        label="Повторите пароль"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        Принять приглашение
      </Button>
      <Button variant="text" color="error" onClick={onDecline} disabled={form.formState.isSubmitting}>
        Отклонить приглашение
      </Button>
    </Stack>
  );
}
