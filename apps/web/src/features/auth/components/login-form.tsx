import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { loginRequestSchema, type OfferSummary } from '@vyplaty/contracts';
import { useState } from 'react';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useAcceptOffer } from '../api/accept-offer';
import { useLogin } from '../api/login';
import { logout } from '../api/logout';
import { OfferDialog } from './offer-dialog';
import { useFinishLogin } from './use-finish-login';

const loginFormSchema = loginRequestSchema.pick({ login: true, password: true });

export function LoginForm() {
  const form = useZodForm(loginFormSchema, { defaultValues: { login: '', password: '' } });
  const login = useLogin();
  const acceptOffer = useAcceptOffer();
  const finishLogin = useFinishLogin();
  const queryClient = useQueryClient();
  const [pendingOffer, setPendingOffer] = useState<OfferSummary | null>(null);

  const handleSubmit = form.handleSubmit(async (values) => {
    let response: Awaited<ReturnType<typeof login.mutateAsync>>;
    try {
      response = await login.mutateAsync(values);
    } catch (err) {
      reportFormError(err, form.setError, ['login', 'password'], 'Сервис временно не доступен, попробуйте позже');
      return;
    }
    // A new edition of the platform offer must be accepted before the person goes on.
    if (response.user_offer) setPendingOffer(response.user_offer);
    else await finishLogin();
  });

  const handleAcceptOffer = async (offerId: string) => {
    try {
      await acceptOffer.mutateAsync(offerId);
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось принять оферту, попробуйте позже'));
      return;
    }
    setPendingOffer(null);
    await finishLogin();
  };

  // Declining ends the session that login has just opened: without the offer there is no access.
  const handleDeclineOffer = async () => {
    setPendingOffer(null);
    await logout(queryClient, async () => {});
  };

  return (
    <>
      <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit}>
        <FormTextField
          control={form.control}
          name="login"
          label="E-mail или телефон"
          autoComplete="username"
          autoFocus
        />
        <PasswordField control={form.control} name="password" label="Пароль" autoComplete="current-password" />
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          Войти
        </Button>
      </Stack>
      {pendingOffer && (
        <OfferDialog
          open
          offer={pendingOffer}
          onClose={() => void handleDeclineOffer()}
          onAccept={() => void handleAcceptOffer(pendingOffer.id)}
          isAccepting={acceptOffer.isPending}
          onSignedKep={() => {
            // Signing the application accepted the offer (offer/sign_kep): the login goes on.
            setPendingOffer(null);
            void finishLogin();
          }}
        />
      )}
    </>
  );
}
