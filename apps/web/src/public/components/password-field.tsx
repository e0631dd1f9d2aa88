/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { VISIBILITY_OFF_PATH, VISIBILITY_PATH } from '../../components/icon-paths';
import { LOGIN_TEXTS } from '../../lib/login-texts';
import { TextField } from './text-field';

type PasswordFieldProps = Omit<Parameters<typeof TextField>[0], 'type' | 'end'>;

/** A password input with a show/hide toggle (SPEC §5), as the app's components/form/password-field.tsx. */
export function PasswordField(field: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...field}
      type={isVisible ? 'text' : 'password'}
      end={
        <button
          type="button"
          class="icon-button"
          aria-label={isVisible ? LOGIN_TEXTS.hidePassword : LOGIN_TEXTS.showPassword}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={isVisible ? VISIBILITY_OFF_PATH : VISIBILITY_PATH} />
          </svg>
        </button>
      }
    />
  );
}
