import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker as MuiDatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ruRU as pickersRuRU } from '@mui/x-date-pickers/locales';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import 'dayjs/locale/ru';
import { useState } from 'react';
import { DATE_PICKER_FORMAT, type DatePickerProps, dateErrorText } from './date-picker';

/** The pickers' own Russian texts (toolbar, calendar buttons), given with the adapter where a picker is drawn. */
const PICKERS_RU_TEXT = pickersRuRU.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * SPEC §2 date picker: DD.MM.YYYY, optional min/max, clearable, with its own Russian adapter (dayjs with the ru
 * locale) and texts. Used through date-picker.tsx, which loads it with the first field drawn.
 */
export function DatePickerField({
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
