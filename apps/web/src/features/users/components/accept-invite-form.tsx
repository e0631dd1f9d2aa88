import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { NEW_PASSWORD_RULES_HINT } from '@vyplaty/contracts/texts';
import { useNavigate } from 'react-router';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { newPasswordFormSchema } from '../../../components/form/new-password-form-schema';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { acceptedLine, USER_INVITE_TEXTS } from '../../../lib/user-invite-texts';
import { useAcceptUserInvite } from '../api/user-invite-link';

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
      reportFormError(err, form.setError, ['password'], USER_INVITE_TEXTS.acceptFailed);
      return;
    }
    notify.success(acceptedLine(email));
    await navigate('/login', { replace: true });
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit}>
      <PasswordField
        control={form.control}
        name="password"
        label={USER_INVITE_TEXTS.password}
        autoComplete="new-password"
        helperText={NEW_PASSWORD_RULES_HINT}
      />
      <PasswordField
        control={form.control}
        name="password_repeat"
        label={USER_INVITE_TEXTS.passwordRepeat}
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {USER_INVITE_TEXTS.accept}
      </Button>
      <Button variant="text" color="error" onClick={onDecline} disabled={form.formState.isSubmitting}>
        {USER_INVITE_TEXTS.decline}
      </Button>
    </Stack>
  );
}
