import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, type PathValue, useController } from 'react-hook-form';

export type FormSelectFieldProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** Value → text, in the order shown (usually a `*_LABELS` map of the contracts), or [value, text] pairs. */
  options: Readonly<Record<string, string>> | readonly (readonly [string, string])[];
  /** Offers «none» with this text first; choosing it stores null (a default that can be cleared). */
  emptyOption?: string;
  helperText?: ReactNode;
  /** After the value is stored: for fields that depend on this one. */
  onPicked?: (value: string) => void;
  sx?: SxProps<Theme>;
  /** Marks the label with an asterisk (and aria-required); the schema still judges the value. */
  required?: boolean;
};

/** A choice from a fixed list bound to react-hook-form: the shared MUI select with the field's error under it. */
export function FormSelectField<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
  emptyOption,
  helperText,
  onPicked,
  sx,
  required,
}: FormSelectFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const entries = Array.isArray(options) ? options : Object.entries(options);
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(e) => {
        const value = e.target.value;
        field.onChange((emptyOption !== undefined && value === '' ? null : value) as PathValue<T, Path<T>>);
        onPicked?.(value);
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      sx={sx}
      required={required}
    >
      {emptyOption !== undefined && (
        <MenuItem value="">
          <em>{emptyOption}</em>
        </MenuItem>
      )}
      {entries.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
