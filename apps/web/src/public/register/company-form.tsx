/** @jsxImportSource preact */
import type { RegistrationInfo } from '@vyplaty/contracts';
import { apiPaths } from '@vyplaty/contracts/paths';
import { useState } from 'preact/hooks';
import { CUSTOMER_COMPLETE_PATH, REGISTER_TEXTS } from '../../lib/register-texts';
import { Alert } from '../components/alert';
import { TextField } from '../components/text-field';
import { PublicApiError, postJson } from '../public-http';
import { LetterSentNotice } from './letter-sent-notice';
import { PasswordAndConsents } from './password-and-consents';
import { useRegistrationForm } from './use-registration-form';

const ORDER = ['inn', 'organisation_name', 'email', 'password', 'personal_data_consent', 'offer_accepted'] as const;

const EMPTY = { inn: '', organisation_name: '', email: '', password: '' };

type CompanyFormProps = {
  info: RegistrationInfo | null;
  /** A page load of the next address; the tests watch it instead. */
  leaveFor: (path: string) => void;
};

/**
 * A company signs up with its ИНН and e-mail, as the app's customer-register-form.tsx. The API answers the same
 * whether or not the address is taken and opens no session (docs/adr/004-no-account-enumeration.md), so the form
 * then logs in with the same credentials: for the new account registration goes on at once; for a taken address the
 * login fails like any wrong one, and the person is told to check the mail.
 */
export function CompanyForm({ info, leaveFor }: CompanyFormProps) {
  const form = useRegistrationForm(ORDER, EMPTY);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, errors, refs } = form;

  const submit = async (event: Event) => {
    event.preventDefault();
    if (form.isSubmitting || !info) return;
    // Presence only: the ИНН's check digit, the e-mail and the password's rules are the server's to judge.
    const isRefused = form.refuse({
      inn: values.inn.trim() ? undefined : REGISTER_TEXTS.innRequired,
      organisation_name: values.organisation_name.trim() ? undefined : REGISTER_TEXTS.organisationRequired,
      email: values.email.trim() ? undefined : REGISTER_TEXTS.emailRequired,
      password: values.password ? undefined : REGISTER_TEXTS.passwordRequired,
    });
    if (isRefused) return;
    const body = { ...values, personal_data_consent: true, offer_id: info.offer.id };
    const isRegistered = await form.send(
      () => postJson(apiPaths.auth.registration, body),
      { offer_id: 'offer_accepted' },
      'Регистрация компании не удалась',
    );
    if (!isRegistered) return;
    try {
      await postJson(apiPaths.auth.login, { login: values.email, password: values.password });
    } catch (error) {
      // The expected refusal for an address already registered: the letter is the way on (ADR 004).
      if (!(error instanceof PublicApiError)) console.error('Вход после регистрации не удался', error);
      form.stopSubmitting();
      setSentTo(values.email);
      return;
    }
    leaveFor(CUSTOMER_COMPLETE_PATH);
  };

  if (sentTo) return <LetterSentNotice email={sentTo} />;

  return (
    <form class="form" method="post" noValidate onSubmit={(event) => void submit(event)}>
      <Alert message={form.notice} />
      <TextField
        id="inn"
        name="inn"
        inputMode="numeric"
        label={REGISTER_TEXTS.inn}
        value={values.inn}
        // Digits only, at most an ИП's 12, as the app's mask.
        onValue={(typed) => form.setValue('inn')(typed.replace(/\D/g, '').slice(0, 12))}
        autoFocus
        error={errors.inn}
        inputRef={refs.inn}
      />
      <TextField
        id="organisation_name"
        name="organisation_name"
        label={REGISTER_TEXTS.organisationName}
        placeholder={REGISTER_TEXTS.organisationPlaceholder}
        value={values.organisation_name}
        onValue={form.setValue('organisation_name')}
        autoComplete="organization"
        error={errors.organisation_name}
        inputRef={refs.organisation_name}
      />
      <TextField
        id="email"
        name="email"
        type="email"
        inputMode="email"
        label={REGISTER_TEXTS.email}
        value={values.email}
        onValue={form.setValue('email')}
        autoComplete="email"
        error={errors.email}
        inputRef={refs.email}
      />
      <PasswordAndConsents info={info} form={form} />
    </form>
  );
}
