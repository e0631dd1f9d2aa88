import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { type Control, type Path, useController } from 'react-hook-form';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import type { InputMask } from '../../../components/form/input-masks';
import type { TaskFormOutput, TaskFormValues } from './task-form-schema';

/** «09:30»: the start's Moscow time on the period's first day. */
export const timeMask: InputMask = {
  options: { mask: '00:00' },
  value: 'masked',
  inputMode: 'numeric',
  placeholder: '09:00',
};

type DateFieldProps = {
  control: Control<TaskFormValues, unknown, TaskFormOutput>;
  name: Path<TaskFormValues> & ('period_start' | 'period_end');
  label: string;
  minDate?: string;
};

/**
 * The shared date picker bound to a form field holding ГГГГ-ММ-ДД, with the field's (or the API's) message.
 * The picker keeps what is typed until it is a whole date: the form then holds '' (not a date), but the
 * picker is not handed that back as «no date» — it would clear the day and month while the year is being
 * typed over (01.12.2 → empty). The form's value comes back into the picker only when it changes from
 * elsewhere (a draft loaded, the form reset).
 */
export function TaskDateField({ control, name, label, minDate }: DateFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const formValue = typeof field.value === 'string' ? field.value : '';
  const [typed, setTyped] = useState<Dayjs | null>(() => (formValue ? dayjs(formValue) : null));
  useEffect(() => {
    setTyped((current) => ((isoDateOf(current) ?? '') === formValue ? current : formValue ? dayjs(formValue) : null));
  }, [formValue]);
  return (
    <DatePicker
      label={label}
      name={field.name}
      value={typed}
      minDate={minDate ? dayjs(minDate) : undefined}
      onChange={(picked) => {
        setTyped(picked);
        field.onChange(isoDateOf(picked) ?? '');
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}
