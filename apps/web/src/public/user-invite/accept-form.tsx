/** @jsxImportSource preact */
import { apiPaths } from '@vyplaty/contracts/paths';
import { NEW_PASSWORD_RULES_HINT } from '@vyplaty/contracts/texts';
import { useRef, useState } from 'preact/hooks';
import { USER_INVITE_TEXTS } from '../../lib/user-invite-texts';
import { Alert } from '../components/alert';
import { checkNewPassword, NewPasswordFields } from '../components/new-password-fields';
import { useHydrated } from '../components/use-hydrated';
import { failureMessage, PublicApiError, postJson } from '../public-http';
import { withToken } from './user-invite-paths';

type AcceptFormProps = { token: string; onAccepted: () => void; onDecline: () => void };

/** The colleague's password, typed twice (a typo in a hidden field would lock them out); the rules the server's. */
export function AcceptForm({ token, onAccepted, onDecline }: AcceptFormProps) {
  const [values, setValues] = useState({ password: '', repeat: '' });
  const [errors, setErrors] = useState<{ password?: string | undefined; repeat?: string | undefined }>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const isHydrated = useHydrated();

  const setValue = (name: 'password' | 'repeat') => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    if (isSubmitting) return;
    const missing = checkNewPassword(values);
    if (missing.password || missing.repeat) {
      setErrors(missing);
      return (missing.password ? passwordRef : repeatRef).current?.focus();
    }
    setNotice(null);
    setIsSubmitting(true);
    try {
      await postJson(withToken(apiPaths.companyUsers.inviteAccept, token), { password: values.password });
    } catch (failure) {
      setIsSubmitting(false);
      const fieldError = failure instanceof PublicApiError ? failure.fields.password : undefined;
      if (fieldError) {
        setErrors({ password: fieldError });
        return passwordRef.current?.focus();
      }
      if (!(failure instanceof PublicApiError)) console.error('Приглашение не принято', failure);
      setNotice(failureMessage(failure, USER_INVITE_TEXTS.acceptFailed));
      return;
    }
    onAccepted();
  };

  return (
    <form class="form" method="post" noValidate onSubmit={(event) => void submit(event)}>
      <Alert message={notice} />
      <NewPasswordFields
        values={values}
        errors={errors}
        onValue={(name, value) => setValue(name)(value)}
        passwordRef={passwordRef}
        repeatRef={repeatRef}
        passwordLabel={USER_INVITE_TEXTS.password}
        hint={NEW_PASSWORD_RULES_HINT}
      />
      <button type="submit" class="button" disabled={!isHydrated} aria-busy={isSubmitting ? 'true' : undefined}>
        {USER_INVITE_TEXTS.accept}
      </button>
      <button type="button" class="button-text button-danger" onClick={onDecline} disabled={isSubmitting}>
        {USER_INVITE_TEXTS.decline}
      </button>
    </form>
  );
}
