/** @jsxImportSource preact */
import type { Ref } from 'preact';
import { RESET_TEXTS } from '../../lib/reset-password-texts';
import { PasswordField } from './password-field';

export type NewPassword = { password: string; repeat: string };
export type NewPasswordErrors = { password?: string | undefined; repeat?: string | undefined };

/** Presence and the repeat's match only: a password's rules are the server's, which answers with a field message. */
export function checkNewPassword({ password, repeat }: NewPassword): NewPasswordErrors {
  if (!password) return { password: RESET_TEXTS.passwordRequired };
  if (password !== repeat) return { repeat: RESET_TEXTS.passwordsDiffer };
  return {};
}

type NewPasswordFieldsProps = {
  values: NewPassword;
  errors: NewPasswordErrors;
  onValue: (name: keyof NewPassword, value: string) => void;
  passwordRef: Ref<HTMLInputElement>;
  repeatRef: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** The first field's label: «Новый пароль» by default (a reset), «Пароль» for a first one (a colleague's invite). */
  passwordLabel?: string;
  /** The rule under the first field, until an error replaces it. */
  hint?: string;
};

/**
 * A new password typed twice: a typo in a hidden field would otherwise lock the person out. Access recovery's forms
 * and a colleague's invite draw it.
 */
export function NewPasswordFields({
  values,
  errors,
  onValue,
  passwordRef,
  repeatRef,
  autoFocus,
  passwordLabel = RESET_TEXTS.newPassword,
  hint,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        id="password"
        name="password"
        label={passwordLabel}
        value={values.password}
        onValue={(value) => onValue('password', value)}
        autoComplete="new-password"
        autoFocus={autoFocus}
        hint={hint}
        error={errors.password}
        inputRef={passwordRef}
      />
      <PasswordField
        id="password_repeat"
        name="password_repeat"
        label={RESET_TEXTS.passwordRepeat}
        value={values.repeat}
        onValue={(value) => onValue('repeat', value)}
        autoComplete="new-password"
        error={errors.repeat}
        inputRef={repeatRef}
      />
    </>
  );
}
