import TextField from '@mui/material/TextField';
import { forwardRef, type ReactNode } from 'react';
import { type Control, type FieldValues, type Path, type PathValue, useController } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { ClearFieldButton } from './clear-field-button';
import type { InputMask } from './input-masks';

export type FormMaskedFieldProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** One of `inputMasks` (./input-masks). */
  mask: InputMask;
  autoComplete?: string;
  helperText?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Marks the label with an asterisk (and aria-required); the schema still judges the value. */
  required?: boolean;
};

type AdapterProps = {
  name: string;
  value?: string;
  mask: InputMask;
  onChange: (event: { target: { name: string; value: string } }) => void;
};

/**
 * The imask input in MUI's input slot: MUI keeps the look, imask shapes what is typed. A TextField
 * outside FormMaskedField uses it as `slotProps.input.inputComponent` with `htmlInput: { mask }`.
 */
export const MaskAdapter = forwardRef<HTMLInputElement, AdapterProps>(function MaskAdapter(
  { mask, onChange, name, value, ...inputProps },
  ref,
) {
  return (
    <IMaskInput
      {...inputProps}
      {...(mask.options as object)}
      name={name}
      value={value}
      inputRef={ref}
      unmask={mask.value === 'digits'}
      // imask also "accepts" the value it was given when it mounts: only a real change is reported,
      // so opening a filled form neither dirties it nor starts the БИК lookup again.
      onAccept={(next: string) => {
        if (next !== value) onChange({ target: { name, value: next } });
      }}
    />
  );
});

/**
 * An underlined text input with an input mask, bound to react-hook-form; the clear button and the
 * error under the field as in FormTextField. The form holds what `mask.value` says (the shaped text or
 * the digits), and the contract's schema judges it.
 */
export function FormMaskedField<T extends FieldValues, O>({
  control,
  name,
  label,
  mask,
  autoComplete,
  helperText,
  placeholder,
  disabled,
  autoFocus,
  required,
}: FormMaskedFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value ?? '') as string;

  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={value}
      onChange={(event) => field.onChange(event.target.value as PathValue<T, Path<T>>)}
      onBlur={field.onBlur}
      label={label}
      type={mask.inputMode === 'tel' ? 'tel' : 'text'}
      autoComplete={autoComplete}
      placeholder={placeholder ?? mask.placeholder}
      disabled={disabled}
      autoFocus={autoFocus}
      required={required}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        input: {
          // MUI types inputComponent for plain input props; the adapter takes the mask too.
          inputComponent: MaskAdapter as never,
          endAdornment:
            value && !disabled ? (
              <ClearFieldButton onClear={() => field.onChange('' as PathValue<T, Path<T>>)} />
            ) : null,
        },
        htmlInput: { mask, inputMode: mask.inputMode },
      }}
    />
  );
}
