/** @jsxImportSource preact */
import type { ComponentChildren, Ref } from 'preact';

type TextFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: 'numeric' | 'tel' | 'email';
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  error?: string | undefined;
  /** The rule under the field (a new password's), replaced by the error while there is one, as MUI's helper text. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Drawn inside the field, after the input (the password's show/hide button). */
  end?: ComponentChildren;
};

/** A labelled input whose error is read with it (aria-invalid, aria-describedby), as the app's MUI field is. */
export function TextField({
  id,
  name,
  label,
  value,
  onValue,
  type = 'text',
  inputMode,
  placeholder,
  autoComplete,
  autoFocus,
  error,
  hint,
  inputRef,
  end,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div class={error ? 'field field-invalid' : 'field'}>
      <label for={id}>{label}</label>
      <div class="field-control">
        <input
          id={id}
          name={name}
          // Preact's types tell inputs apart by `type`; these types take the same attributes here.
          type={type as 'text'}
          inputMode={inputMode}
          placeholder={placeholder}
          value={value}
          autocomplete={autoComplete}
          autofocus={autoFocus}
          ref={inputRef}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy}
          onInput={(event) => onValue(event.currentTarget.value)}
        />
        {end}
      </div>
      {error ? (
        <p id={errorId} class="field-error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} class="field-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
