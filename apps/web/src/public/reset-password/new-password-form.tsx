/** @jsxImportSource preact */
import { useRef, useState } from 'preact/hooks';
import { PHONE_CODE_TEXTS } from '../../lib/phone-code-texts';
import { RESET_TEXTS } from '../../lib/reset-password-texts';
import { Alert } from '../components/alert';
import { checkNewPassword, type NewPassword, NewPasswordFields } from '../components/new-password-fields';
import { TextField } from '../components/text-field';
import { useHydrated } from '../components/use-hydrated';
import { failureMessage, PublicApiError } from '../public-http';

type Values = NewPassword & { code: string };
type Errors = Partial<Record<keyof Values, string | undefined>>;

type NewPasswordFormProps = {
  submitText: string;
  /** The SMS code's field before the passwords (a contractor's reset); the e-mail link's token needs none. */
  withCode?: boolean;
  /** Sends the new password; refuses with the API's answer (its `fields`: code, password). */
  send: (values: { code: string; password: string }) => Promise<void>;
  onDone: () => void;
};

function check(values: Values, withCode: boolean): Errors {
  if (withCode && !values.code.trim()) return { code: PHONE_CODE_TEXTS.codeRequired };
  return checkNewPassword(values);
}

/**
 * A new password typed twice and sent (SPEC §5), then the flow's end: one form for the e-mail link (the token) and
 * the contractor's SMS code, as the app's set-password-form.tsx and reset-by-phone-form.tsx.
 */
export function NewPasswordForm({ submitText, withCode = false, send, onDone }: NewPasswordFormProps) {
  const [values, setValues] = useState<Values>({ code: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const isHydrated = useHydrated();

  const show = (found: Errors) => {
    setErrors(found);
    (found.code ? codeRef : found.password ? passwordRef : repeatRef).current?.focus();
  };

  const setValue = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    if (isSubmitting) return;
    const missing = check(values, withCode);
    if (missing.code || missing.password || missing.repeat) return show(missing);
    setNotice(null);
    setIsSubmitting(true);
    try {
      await send({ code: values.code.trim(), password: values.password });
    } catch (failure) {
      setIsSubmitting(false);
      const fields = failure instanceof PublicApiError ? failure.fields : {};
      const found: Errors = { code: withCode ? fields.code : undefined, password: fields.password };
      if (found.code || found.password) return show(found);
      if (!(failure instanceof PublicApiError)) console.error('Пароль не сменён', failure);
      setNotice(failureMessage(failure, RESET_TEXTS.changeFailed));
      return;
    }
    // The button stays busy until the login page replaces this one.
    onDone();
  };

  return (
    <form class="form" method="post" noValidate onSubmit={(event) => void submit(event)}>
      <Alert message={notice} />
      {withCode && (
        <TextField
          id="code"
          name="code"
          inputMode="numeric"
          label={PHONE_CODE_TEXTS.code}
          value={values.code}
          onValue={(value) => setValue('code', value)}
          autoComplete="one-time-code"
          autoFocus
          error={errors.code}
          inputRef={codeRef}
        />
      )}
      <NewPasswordFields
        values={values}
        errors={errors}
        onValue={setValue}
        passwordRef={passwordRef}
        repeatRef={repeatRef}
        autoFocus={!withCode}
      />
      <button type="submit" class="button" disabled={!isHydrated} aria-busy={isSubmitting ? 'true' : undefined}>
        {submitText}
      </button>
    </form>
  );
}
