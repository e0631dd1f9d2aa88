import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import type { RegistrationInfo } from '@vyplaty/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { inputMasks } from '../../../components/form/input-masks';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { getErrorStatus } from '../../../lib/http';
import { CUSTOMER_COMPLETE_PATH, REGISTER_TEXTS } from '../../../lib/register-texts';
import { authMeQueryOptions, resetSession } from '../../../lib/session';
import { login } from '../api/login';
import { useRegisterCustomer } from '../api/register-customer';
import { ConsentCheckboxes } from './consent-checkboxes';
import { LetterSentNotice } from './letter-sent-notice';
import { passwordRulesHint } from './password-rules-hint';
import { customerRegistrationFormSchema } from './registration-schemas';

const SERVER_FIELDS = ['inn', 'organisation_name', 'email', 'password', 'personal_data_consent'] as const;

/**
 * A company signs up with its ИНН and e-mail. The API answers the same whether or not the address is
 * taken and opens no session (docs/adr/004-no-account-enumeration.md), so the form then logs in with
 * the same credentials: that works for the new account and registration continues at once; for a
 * taken address it fails like any wrong login, and the person is told to check the mail.
 */
export function CustomerRegisterForm({ info }: { info: RegistrationInfo }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(customerRegistrationFormSchema, {
    defaultValues: { inn: '', organisation_name: '', email: '', password: '' },
  });
  const register = useRegisterCustomer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const handleSubmit = form.handleSubmit(async ({ offer_accepted: _accepted, ...values }) => {
    try {
      await register.mutateAsync({ ...values, offer_id: info.offer.id });
    } catch (err) {
      reportFormError(err, form.setError, SERVER_FIELDS, REGISTER_TEXTS.failed, {
        offer_id: 'offer_accepted',
      });
      return;
    }
    const isLoggedIn = await login({ login: values.email, password: values.password }).then(
      () => true,
      (error: unknown) => {
        // The expected refusal for an address already registered: the letter is the way on (ADR 004).
        if (getErrorStatus(error) === null) console.error('Вход после регистрации не удался', error);
        return false;
      },
    );
    resetSession(queryClient);
    const session = isLoggedIn
      ? await queryClient.fetchQuery(authMeQueryOptions()).catch((error: unknown) => {
          console.error('Сессия после регистрации не прочитана', error);
          return null;
        })
      : null;
    if (session) await navigate(CUSTOMER_COMPLETE_PATH, { replace: true });
    else setSentTo(values.email);
  });

  if (sentTo) return <LetterSentNotice email={sentTo} />;

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit}>
      <FormMaskedField control={form.control} name="inn" mask={inputMasks.inn} label={REGISTER_TEXTS.inn} autoFocus />
      <FormTextField
        control={form.control}
        name="organisation_name"
        label={REGISTER_TEXTS.organisationName}
        autoComplete="organization"
        placeholder={REGISTER_TEXTS.organisationPlaceholder}
      />
      <FormTextField
        control={form.control}
        name="email"
        label={REGISTER_TEXTS.email}
        type="email"
        autoComplete="email"
      />
      <PasswordField
        control={form.control}
        name="password"
        label={REGISTER_TEXTS.password}
        autoComplete="new-password"
        helperText={passwordRulesHint(info.password_rules)}
      />
      <ConsentCheckboxes control={form.control} info={info} />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {REGISTER_TEXTS.submit}
      </Button>
    </Stack>
  );
}
