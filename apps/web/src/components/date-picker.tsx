import TextField from '@mui/material/TextField';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';
import { Suspense } from 'react';
import { formatDate } from '../lib/format';
import { lazyComponent } from './lazy/lazy-component';

/**
 * The picker itself (MUI X with dayjs, ~40 KiB brotli) comes with the first date field a page draws, not with the
 * page: a list page whose filters hold dates draws its rows without waiting for it (issue 29).
 */
const DatePickerField = lazyComponent(() => import('./date-picker-field'), 'DatePickerField');

/** SPEC §2: the Russian date format. */
export const DATE_PICKER_FORMAT = 'DD.MM.YYYY';

type DateLimits = { minDate?: Dayjs; maxDate?: Dayjs };

/**
 * A picked date as an address or a request keeps it (YYYY-MM-DD), or undefined while it is half typed. The year
 * counts only with its four digits: «2», «20», «202» are valid years to dayjs, and applying one would put 0202 in the
 * address, which the field then shows back in the middle of the typing.
 */
export function isoDateOf(value: Dayjs | null): string | undefined {
  return value?.isValid() && value.year() >= 1000 ? value.format('YYYY-MM-DD') : undefined;
}

/** The Russian text for a picker validation error; null when the date is fine. */
export function dateErrorText(error: DateValidationError, { minDate, maxDate }: DateLimits): string | null {
  if (!error) return null;
  if (error === 'minDate' && minDate) return `Дата не раньше ${formatDate(minDate.toDate())}`;
  if (error === 'maxDate' && maxDate) return `Дата не позже ${formatDate(maxDate.toDate())}`;
  if (error === 'invalidDate') return 'Некорректная дата';
  return 'Недопустимая дата';
}

export type DatePickerProps = DateLimits & {
  label: string;
  value: Dayjs | null;
  /** null when the field is cleared; an invalid Dayjs while a date is half typed. */
  onChange: (value: Dayjs | null) => void;
  name?: string;
  disabled?: boolean;
  /** A message from the form (e.g. a server field error); the picker's own range errors take precedence. */
  helperText?: string;
  /** Marks the field invalid for the form's own error (the picker flags only its range errors). */
  error?: boolean;
};

/** The field as it looks empty, for the moment before the picker's code has come: same label, same place. */
function DatePickerPlaceholder({ label, helperText }: Pick<DatePickerProps, 'label' | 'helperText'>) {
  return (
    <TextField
      label={label}
      variant="standard"
      fullWidth
      disabled
      placeholder="ДД.ММ.ГГГГ"
      helperText={helperText}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** SPEC §2 date picker: DD.MM.YYYY, optional min/max, clearable (date-picker-field.tsx). */
export function DatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={<DatePickerPlaceholder label={props.label} helperText={props.helperText} />}>
      <DatePickerField {...props} />
    </Suspense>
  );
}
