import dayjs from 'dayjs';
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

/** The shared date picker bound to a form field holding ГГГГ-ММ-ДД, with the field's (or the API's) message. */
export function TaskDateField({ control, name, label, minDate }: DateFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' && field.value ? dayjs(field.value) : null;
  return (
    <DatePicker
      label={label}
      name={field.name}
      value={value}
      minDate={minDate ? dayjs(minDate) : undefined}
      onChange={(picked) => field.onChange(isoDateOf(picked) ?? '')}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}
