import TextField from '@mui/material/TextField';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { type Control, type FieldValues, type Path, type PathValue, useController } from 'react-hook-form';
import { ClearFieldButton } from './clear-field-button';

export type FormTextFieldProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  helperText?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Marks the label with an asterisk (and aria-required); the schema still judges the value. */
  required?: boolean;
  /** Replaces the clear button (the password field puts its show/hide toggle here). */
  endAdornment?: ReactNode;
};

/** Underlined text input bound to react-hook-form, with a clear button while it holds a value (SPEC §9). */
export function FormTextField<T extends FieldValues, O>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  helperText,
  placeholder,
  disabled,
  autoFocus,
  required,
  endAdornment,
}: FormTextFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value ?? '') as string;

  const clearButton =
    value && !disabled ? <ClearFieldButton onClear={() => field.onChange('' as PathValue<T, Path<T>>)} /> : null;

  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      disabled={disabled}
      autoFocus={autoFocus}
      required={required}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        input: { endAdornment: endAdornment ?? clearButton },
        htmlInput: inputMode ? { inputMode } : undefined,
      }}
    />
  );
}
