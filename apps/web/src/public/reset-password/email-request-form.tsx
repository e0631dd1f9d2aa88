/** @jsxImportSource preact */
import { apiPaths } from '@vyplaty/contracts/paths';
import { useRef, useState } from 'preact/hooks';
import { RESET_TEXTS } from '../../lib/reset-password-texts';
import { Alert } from '../components/alert';
import { TextField } from '../components/text-field';
import { useHydrated } from '../components/use-hydrated';
import { failureMessage, PublicApiError, postJson } from '../public-http';

/**
 * A company restores access by e-mail (SPEC §5); the API answers the same whether or not the address is known
 * (ADR 004), so the next step always says «Проверьте почту».
 */
export function EmailRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const isHydrated = useHydrated();

  const showError = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (!email.trim()) return showError(RESET_TEXTS.emailRequired);
    setNotice(null);
    setIsSubmitting(true);
    try {
      await postJson(apiPaths.auth.resetPassword, { email: email.trim() });
    } catch (failure) {
      setIsSubmitting(false);
      const fieldError = failure instanceof PublicApiError ? failure.fields.email : undefined;
      if (fieldError) return showError(fieldError);
      if (!(failure instanceof PublicApiError)) console.error('Письмо для восстановления не запрошено', failure);
      setNotice(failureMessage(failure, RESET_TEXTS.unavailable));
      return;
    }
    onSent(email.trim());
  };

  return (
    <form class="form" method="post" noValidate onSubmit={(event) => void submit(event)}>
      <p class="muted">{RESET_TEXTS.emailLead}</p>
      <Alert message={notice} />
      <TextField
        id="email"
        name="email"
        type="email"
        inputMode="email"
        label={RESET_TEXTS.email}
        value={email}
        onValue={(value) => {
          setEmail(value);
          setError(undefined);
        }}
        autoComplete="email"
        autoFocus
        error={error}
        inputRef={inputRef}
      />
      <button type="submit" class="button" disabled={!isHydrated} aria-busy={isSubmitting ? 'true' : undefined}>
        {RESET_TEXTS.requestSubmit}
      </button>
    </form>
  );
}
