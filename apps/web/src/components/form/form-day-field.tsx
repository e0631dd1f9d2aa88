import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { DatePicker, isoDateOf } from '../date-picker';

/**
 * A react-hook-form day in the shared Russian picker (ДД.ММ.ГГГГ), kept in the form as ГГГГ-ММ-ДД or '' — the
 * reports' period, an API key's expiry.
 */
export function FormDayField<T extends FieldValues, O>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  // The picker keeps what is typed (a half-typed date too); the form holds only a whole date.
  const [picked, setPicked] = useState<Dayjs | null>(() =>
    typeof field.value === 'string' && field.value !== '' ? dayjs(field.value) : null,
  );
  return (
    <DatePicker
      label={label}
      name={name}
      value={picked}
      onChange={(value) => {
        setPicked(value);
        const day = isoDateOf(value);
        field.onChange(day ?? '');
        // A whole date is judged at once; a half-typed one waits for the submit.
        if (day) field.onBlur();
      }}
      error={Boolean(fieldState.error)}
      {...(fieldState.error?.message ? { helperText: fieldState.error.message } : {})}
    />
  );
}
