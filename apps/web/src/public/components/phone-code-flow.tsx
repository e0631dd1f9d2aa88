/** @jsxImportSource preact */
import type { PhoneCodePurpose } from '@vyplaty/contracts';
import { apiPaths } from '@vyplaty/contracts/paths';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { PHONE_CODE_TEXTS } from '../../lib/phone-code-texts';
import { failureMessage, PublicApiError, postJson } from '../public-http';
import { Alert } from './alert';
import { PHONE_PLACEHOLDER, shapePhone } from './phone-field';
import { TextField } from './text-field';
import { useHydrated } from './use-hydrated';
import { useResendCountdown } from './use-resend-countdown';

/** The API's `resend_after` (verifyPhoneSendResponseSchema), read without zod; a minute when it is missing. */
const resendAfterOf = (answer: unknown): number =>
  typeof answer === 'object' && answer !== null && 'resend_after' in answer && typeof answer.resend_after === 'number'
    ? answer.resend_after
    : 60;

async function sendCode(phone: string, purpose: PhoneCodePurpose): Promise<number> {
  return resendAfterOf(await postJson(apiPaths.employeeAuth.verifyPhoneSend, { phone, purpose }));
}

type PhoneCodeFlowProps = {
  purpose: PhoneCodePurpose;
  /** A number to put into the empty field when it arrives (an invite's, shaped); the person may change it. */
  suggestedPhone?: string | null;
  /** The form that uses the code, for the number it went to. */
  children: (phone: string) => ComponentChildren;
};

/**
 * The two steps every phone flow shares, as the app's features/auth/components/phone-code-flow.tsx: the number and
 * «Получить код», then where the code went, the resend with its countdown and the form that uses the code.
 */
export function PhoneCodeFlow({ purpose, suggestedPhone = null, children }: PhoneCodeFlowProps) {
  const [phone, setPhone] = useState<string | null>(null);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    // What the person has typed already stays theirs.
    if (suggestedPhone) setTyped((current) => current || suggestedPhone);
  }, [suggestedPhone]);
  const countdown = useResendCountdown();

  if (!phone) {
    return (
      <PhoneStep
        purpose={purpose}
        typed={typed}
        onTyped={setTyped}
        onSent={(sentTo, resendAfter) => {
          setPhone(sentTo);
          countdown.start(resendAfter);
        }}
      />
    );
  }
  return (
    <div class="stack">
      <CodeSentNote
        phone={phone}
        purpose={purpose}
        secondsLeft={countdown.secondsLeft}
        onResent={countdown.start}
        onChangePhone={() => setPhone(null)}
      />
      {children(phone)}
    </div>
  );
}

type PhoneStepProps = {
  purpose: PhoneCodePurpose;
  typed: string;
  onTyped: (typed: string) => void;
  onSent: (phone: string, resendAfter: number) => void;
};

function PhoneStep({ purpose, typed, onTyped, onSent }: PhoneStepProps) {
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const isHydrated = useHydrated();

  const submit = async (event: Event) => {
    event.preventDefault();
    if (isSending) return;
    if (!typed.trim()) {
      setError(PHONE_CODE_TEXTS.phoneRequired);
      inputRef.current?.focus();
      return;
    }
    setNotice(null);
    setIsSending(true);
    try {
      onSent(typed, await sendCode(typed, purpose));
    } catch (failure) {
      setIsSending(false);
      const fieldError = failure instanceof PublicApiError ? failure.fields.phone : undefined;
      if (fieldError) {
        setError(fieldError);
        inputRef.current?.focus();
        return;
      }
      if (!(failure instanceof PublicApiError)) console.error('Код не отправлен', failure);
      setNotice(failureMessage(failure, PHONE_CODE_TEXTS.sendFailed));
    }
  };

  return (
    <form class="form" method="post" noValidate onSubmit={(event) => void submit(event)}>
      <Alert message={notice} />
      <TextField
        id="phone"
        name="phone"
        type="tel"
        inputMode="tel"
        label={PHONE_CODE_TEXTS.phone}
        placeholder={PHONE_PLACEHOLDER}
        value={typed}
        onValue={(value) => {
          onTyped(shapePhone(value));
          setError(undefined);
        }}
        autoComplete="tel"
        autoFocus
        error={error}
        inputRef={inputRef}
      />
      <button type="submit" class="button" disabled={!isHydrated} aria-busy={isSending ? 'true' : undefined}>
        {PHONE_CODE_TEXTS.send}
      </button>
    </form>
  );
}

type CodeSentNoteProps = {
  phone: string;
  purpose: PhoneCodePurpose;
  secondsLeft: number;
  onResent: (resendAfter: number) => void;
  onChangePhone: () => void;
};

/** Where the code went, a way to correct the number and the resend button with its countdown. */
function CodeSentNote({ phone, purpose, secondsLeft, onResent, onChangePhone }: CodeSentNoteProps) {
  const [isSending, setIsSending] = useState(false);
  // «Код отправлен» (the app's toast) leads the countdown's line, which ends with it.
  const [isResent, setIsResent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const resend = async () => {
    setIsSending(true);
    setFailure(null);
    try {
      onResent(await sendCode(phone, purpose));
      setIsResent(true);
    } catch (error) {
      if (!(error instanceof PublicApiError)) console.error('Код не отправлен повторно', error);
      setFailure(failureMessage(error, PHONE_CODE_TEXTS.sendFailed));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <div class="stack-tight">
      <Alert message={failure} />
      <p>
        {PHONE_CODE_TEXTS.sentTo}
        <strong>{phone}</strong>.{' '}
        <button type="button" class="button-text" onClick={onChangePhone}>
          {PHONE_CODE_TEXTS.changePhone}
        </button>
      </p>
      {secondsLeft > 0 ? (
        <p class="muted" aria-live="polite">
          {isResent && `${PHONE_CODE_TEXTS.resent}. `}
          {PHONE_CODE_TEXTS.resendIn(secondsLeft)}
        </p>
      ) : (
        <button
          type="button"
          class="button-text button-start"
          onClick={() => void resend()}
          aria-busy={isSending ? 'true' : undefined}
          disabled={isSending}
        >
          {PHONE_CODE_TEXTS.resend}
        </button>
      )}
    </div>
  );
}
