/** @jsxImportSource preact */
import type { RegistrationInfo } from '@vyplaty/contracts';
import { NEW_PASSWORD_RULES_HINT } from '@vyplaty/contracts/texts';
import type { ComponentChildren, RefObject } from 'preact';
import { LOGIN_TEXTS } from '../../lib/login-texts';
import { REGISTER_TEXTS } from '../../lib/register-texts';
import { PasswordField } from '../components/password-field';
import { useHydrated } from '../components/use-hydrated';
import { type ConsentErrors, ConsentFields, type Consents } from './consent-fields';

type PasswordAndConsentsProps = {
  info: RegistrationInfo | null;
  password: string;
  onPassword: (value: string) => void;
  consents: Consents;
  onConsent: (name: keyof Consents, checked: boolean) => void;
  errors: ConsentErrors & { password?: string | undefined };
  refs: Record<'password' | keyof Consents, RefObject<HTMLInputElement>>;
  isSubmitting: boolean;
  /** Asked between the password and the consents (the former-employment answer). */
  children?: ComponentChildren;
};

/**
 * How both registrations end: the new password with its rule, the two consents and «Зарегистрироваться», which
 * waits for the page's script and for the offer the registration accepts.
 */
export function PasswordAndConsents({
  info,
  password,
  onPassword,
  consents,
  onConsent,
  errors,
  refs,
  isSubmitting,
  children,
}: PasswordAndConsentsProps) {
  const isHydrated = useHydrated();
  return (
    <>
      <PasswordField
        id="password"
        name="password"
        label={REGISTER_TEXTS.password}
        value={password}
        onValue={onPassword}
        autoComplete="new-password"
        hint={NEW_PASSWORD_RULES_HINT}
        error={errors.password}
        inputRef={refs.password}
        showLabel={LOGIN_TEXTS.showPassword}
        hideLabel={LOGIN_TEXTS.hidePassword}
      />
      {children}
      <ConsentFields
        info={info}
        values={consents}
        errors={errors}
        onValue={onConsent}
        consentRef={refs.personal_data_consent}
        offerRef={refs.offer_accepted}
      />
      <button
        type="submit"
        class="button"
        disabled={!isHydrated || !info}
        aria-busy={isSubmitting ? 'true' : undefined}
      >
        {REGISTER_TEXTS.submit}
      </button>
    </>
  );
}
