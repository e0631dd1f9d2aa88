/** @jsxImportSource preact */
import type { ComponentChildren, Ref } from 'preact';

type CheckboxFieldProps = {
  id: string;
  name: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  /** May hold links and buttons: pressing them does not tick the box (they are the label's interactive content). */
  label: ComponentChildren;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled tick whose error is read with it, as the app's FormCheckbox (MUI) is. */
export function CheckboxField({ id, name, checked, onChecked, label, error, inputRef }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div class={error ? 'check check-invalid' : 'check'}>
      <div class="check-row">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          ref={inputRef}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChecked(event.currentTarget.checked)}
        />
        <label for={id}>{label}</label>
      </div>
      {error && (
        <p id={errorId} class="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
