/** @jsxImportSource preact */
import { apiPaths } from '@vyplaty/contracts/paths';
import { useRef, useState } from 'preact/hooks';
import { LOGIN_TEXTS, offerStepPath } from '../../lib/login-texts';
import { safeRedirectPath } from '../../lib/safe-redirect';
import { Alert } from '../components/alert';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import { useHydrated } from '../components/use-hydrated';
import { failureMessage, PublicApiError, postJson } from '../public-http';
import { fieldErrorsFrom } from '../server-field-errors';

export type LoginValues = { login: string; password: string };
type LoginErrors = Partial<Record<keyof LoginValues, string>>;

type LoginFormProps = {
  /** What was typed into the page's HTML before its script arrived (login-entry.tsx reads it). */
  initial?: LoginValues;
  /** A page load of the next address; the tests watch it instead. */
  leaveFor?: (path: string) => void;
};

/**
 * What the page's inputs hold when its script starts: they are live from the first paint, and hydration keeps the
 * DOM as it is, so the form's state starts from it (login-entry.tsx).
 */
export function typedBeforeStart(root: ParentNode): LoginValues {
  const typed = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  return { login: typed('login'), password: typed('password') };
}

const replacePage = (path: string) => window.location.replace(path);

const hasOffer = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'user_offer' in answer && Boolean(answer.user_offer);

const LOGIN_FIELDS = ['login', 'password'] as const;

/** Presence only: the rules of a login and a password are the server's, which answers with field messages. */
function checkPresence(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.login.trim()) errors.login = LOGIN_TEXTS.loginRequired;
  if (!values.password) errors.password = LOGIN_TEXTS.passwordRequired;
  return errors;
}

/**
 * /login's form for a visitor without a session (SPEC §5): POST auth/login, then a page load of where the
 * person was going (`redirect_url` by the same rule as the app) or of the app's offer step when a new edition
 * of the offer awaits. The app starts there from the HTTP cache (start-public-page.ts fetched it once the person started typing).
 */
export function LoginForm({ initial = { login: '', password: '' }, leaveFor = replacePage }: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>(initial);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isReady = useHydrated();
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const setValue = (name: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const showErrors = (found: LoginErrors) => {
    setErrors(found);
    (found.login ? loginRef : passwordRef).current?.focus();
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    if (isSubmitting) return;
    const missing = checkPresence(values);
    if (missing.login || missing.password) return showErrors(missing);
    setNotice(null);
    setIsSubmitting(true);
    let answer: unknown;
    try {
      answer = await postJson(apiPaths.auth.login, { login: values.login, password: values.password });
    } catch (error) {
      setIsSubmitting(false);
      const fieldErrors = fieldErrorsFrom(error, LOGIN_FIELDS);
      if (fieldErrors) return showErrors(fieldErrors);
      if (!(error instanceof PublicApiError)) console.error('Вход не удался', error);
      setNotice(failureMessage(error, LOGIN_TEXTS.unavailable));
      return;
    }
    // The button stays busy until the next page replaces this one.
    leaveFor(
      hasOffer(answer)
        ? offerStepPath(window.location.search)
        : safeRedirectPath(new URLSearchParams(window.location.search).get('redirect_url'), window.location.origin),
    );
  };

  return (
    <form class="form" method="post" noValidate onSubmit={(event) => void submit(event)}>
      <Alert message={notice} />
      <TextField
        id="login"
        name="login"
        label={LOGIN_TEXTS.login}
        value={values.login}
        onValue={setValue('login')}
        autoComplete="username"
        autoFocus
        error={errors.login}
        inputRef={loginRef}
      />
      <PasswordField
        id="password"
        name="password"
        label={LOGIN_TEXTS.password}
        value={values.password}
        onValue={setValue('password')}
        autoComplete="current-password"
        error={errors.password}
        inputRef={passwordRef}
      />
      <button type="submit" class="button" disabled={!isReady} aria-busy={isSubmitting ? 'true' : undefined}>
        {LOGIN_TEXTS.submit}
      </button>
    </form>
  );
}
