/** @jsxImportSource preact */
import type { RegistrationInfo } from '@vyplaty/contracts';
import { NEW_PASSWORD_RULES_HINT } from '@vyplaty/contracts/texts';
import type { ComponentChildren, RefObject } from 'preact';
import { REGISTER_TEXTS } from '../../lib/register-texts';
import { PasswordField } from '../components/password-field';
import { useHydrated } from '../components/use-hydrated';
import { type ConsentErrors, ConsentFields, type Consents } from './consent-fields';

/** The part of a registration form's state (use-registration-form.ts) this end of it reads and sets. */
type FormParts = {
  values: { password: string };
  consents: Consents;
  errors: ConsentErrors & { password?: string | undefined };
  refs: Record<'password' | keyof Consents, RefObject<HTMLInputElement>>;
  isSubmitting: boolean;
  setValue: (name: 'password') => (value: string) => void;
  setConsent: (name: keyof Consents, checked: boolean) => void;
};

type PasswordAndConsentsProps = {
  info: RegistrationInfo | null;
  form: FormParts;
  /** Asked between the password and the consents (the former-employment answer). */
  children?: ComponentChildren;
};

/**
 * How both registrations end: the new password with its rule, the two consents and «Зарегистрироваться», which
 * waits for the page's script and for the offer the registration accepts.
 */
export function PasswordAndConsents({ info, form, children }: PasswordAndConsentsProps) {
  const isHydrated = useHydrated();
  const { errors, refs } = form;
  return (
    <>
      <PasswordField
        id="password"
        name="password"
        label={REGISTER_TEXTS.password}
        value={form.values.password}
        onValue={form.setValue('password')}
        autoComplete="new-password"
        hint={NEW_PASSWORD_RULES_HINT}
        error={errors.password}
        inputRef={refs.password}
      />
      {children}
      <ConsentFields
        info={info}
        values={form.consents}
        errors={errors}
        onValue={form.setConsent}
        consentRef={refs.personal_data_consent}
        offerRef={refs.offer_accepted}
      />
      <button
        type="submit"
        class="button"
        disabled={!isHydrated || !info}
        aria-busy={form.isSubmitting ? 'true' : undefined}
      >
        {REGISTER_TEXTS.submit}
      </button>
    </>
  );
}
