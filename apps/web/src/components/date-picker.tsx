import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker as MuiDatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ruRU as pickersRuRU } from '@mui/x-date-pickers/locales';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/ru';
import { useState } from 'react';
import { formatDate } from '../lib/format';

/** The pickers' own Russian texts (toolbar, calendar buttons), given with the adapter where a picker is drawn. */
const PICKERS_RU_TEXT = pickersRuRU.components.MuiLocalizationProvider.defaultProps.localeText;

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

type DatePickerProps = DateLimits & {
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

/**
 * SPEC §2 date picker: DD.MM.YYYY, optional min/max, clearable. It brings its own Russian adapter
 * (dayjs with the ru locale) and texts, so pages without a date field, /login among them, load none of it.
 */
export function DatePicker({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  name,
  disabled,
  helperText,
  error: isFormError,
}: DatePickerProps) {
  const [error, setError] = useState<DateValidationError>(null);
  const errorText = dateErrorText(error, { minDate, maxDate });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ru" localeText={PICKERS_RU_TEXT}>
      <MuiDatePicker
        label={label}
        name={name}
        value={value}
        onChange={onChange}
        onError={setError}
        format={DATE_PICKER_FORMAT}
        minDate={minDate}
        maxDate={maxDate}
        disabled={disabled}
        slotProps={{
          field: { clearable: true },
          // Same look as the app's other text inputs (SPEC §9: underlined), which the picker's field does not inherit.
          textField: {
            variant: 'standard',
            fullWidth: true,
            helperText: errorText ?? helperText,
            // Left undefined otherwise, so the picker's own validation still decides.
            ...(isFormError ? { error: true } : {}),
          },
        }}
      />
    </LocalizationProvider>
  );
}
