import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { loginRequestSchema } from '@vyplaty/contracts';
import { useLocation, useNavigate } from 'react-router';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { LOGIN_TEXTS, offerStepPath } from '../../../lib/login-texts';
import { resetSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { useFinishLogin } from './use-finish-login';

const loginFormSchema = loginRequestSchema.pick({ login: true, password: true });

/**
 * The app's login form, for /login reached inside the app (logout, a lost session, an accepted invite) and in the
 * native shell; a visitor opening /login gets the public page (src/public/login/, ADR 016), which does the same.
 */
export function LoginForm() {
  const form = useZodForm(loginFormSchema, { defaultValues: { login: '', password: '' } });
  const login = useLogin();
  const finishLogin = useFinishLogin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { search } = useLocation();

  const handleSubmit = form.handleSubmit(async (values) => {
    let response: Awaited<ReturnType<typeof login.mutateAsync>>;
    try {
      response = await login.mutateAsync(values);
    } catch (err) {
      reportFormError(err, form.setError, ['login', 'password'], LOGIN_TEXTS.unavailable);
      return;
    }
    // A new edition of the platform offer must be accepted before the person goes on (pages/offer-step-page.tsx).
    if (!response.user_offer) return finishLogin();
    // The guard reads the new session on the way (the cached one is the visitor's, without a session).
    resetSession(queryClient);
    await navigate(offerStepPath(search), { replace: true });
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit}>
      <FormTextField control={form.control} name="login" label={LOGIN_TEXTS.login} autoComplete="username" autoFocus />
      <PasswordField
        control={form.control}
        name="password"
        label={LOGIN_TEXTS.password}
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {LOGIN_TEXTS.submit}
      </Button>
    </Stack>
  );
}
