import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FORMER_EMPLOYMENT_CUSTOMER_LABELS,
  FORMER_EMPLOYMENT_EMPLOYEE_LABELS,
  FORMER_EMPLOYMENT_MIN_DATE,
  formerEmploymentStatusSchema,
} from '@vyplaty/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { moscowToday } from '../../lib/format';
import {
  DISMISSAL_DATE_LABEL,
  FORMER_EMPLOYMENT_HINTS,
  FORMER_EMPLOYMENT_QUESTIONS,
} from '../../lib/former-employment-texts';
import { DatePicker } from '../date-picker';
import type {
  FormerEmploymentAudience,
  FormerEmploymentFormOutput,
  FormerEmploymentFormValues,
} from './former-employment-form';

type FormerEmploymentControl = Control<FormerEmploymentFormValues, unknown, FormerEmploymentFormOutput>;

const LABELS = { employee: FORMER_EMPLOYMENT_EMPLOYEE_LABELS, customer: FORMER_EMPLOYMENT_CUSTOMER_LABELS };

/**
 * The former-employment question (N5, 422-ФЗ ст. 6) for a form from `useFormerEmploymentForm`: three
 * answers, and the dismissal day only for «уволен(а)».
 */
export function FormerEmploymentFields({
  control,
  audience,
}: {
  control: FormerEmploymentControl;
  audience: FormerEmploymentAudience;
}) {
  const questionId = useId();
  const { field, fieldState } = useController({ control, name: 'status' });
  return (
    <Stack spacing={1.5}>
      <FormControl error={Boolean(fieldState.error)}>
        <FormLabel id={questionId} sx={{ color: 'text.primary' }}>
          {FORMER_EMPLOYMENT_QUESTIONS[audience]}
        </FormLabel>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {FORMER_EMPLOYMENT_HINTS[audience]}
        </Typography>
        <RadioGroup
          aria-labelledby={questionId}
          name={field.name}
          value={field.value ?? ''}
          onChange={(_, value) => {
            const parsed = formerEmploymentStatusSchema.safeParse(value);
            if (parsed.success) field.onChange(parsed.data);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          sx={{ mt: 1 }}
        >
          {formerEmploymentStatusSchema.options.map((status) => (
            <FormControlLabel key={status} value={status} control={<Radio />} label={LABELS[audience][status]} />
          ))}
        </RadioGroup>
        {fieldState.error && <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText>}
      </FormControl>
      <DismissalDateField control={control} />
    </Stack>
  );
}

/** «Дата увольнения», shown only for ENDED; the form holds it as YYYY-MM-DD. */
function DismissalDateField({ control }: { control: FormerEmploymentControl }) {
  const status = useWatch({ control, name: 'status' });
  const { field, fieldState } = useController({ control, name: 'ended_on' });
  // The picker keeps its own half-typed date; the form gets 'Invalid Date' for it, which the schema refuses.
  const [day, setDay] = useState<Dayjs | null>(() => (field.value ? dayjs(field.value) : null));
  if (status !== 'ENDED') return null;
  return (
    <DatePicker
      label={DISMISSAL_DATE_LABEL}
      name={field.name}
      value={day}
      onChange={(next) => {
        setDay(next);
        field.onChange(next ? next.format('YYYY-MM-DD') : null);
      }}
      minDate={dayjs(FORMER_EMPLOYMENT_MIN_DATE)}
      maxDate={dayjs(moscowToday())}
      helperText={fieldState.error?.message}
      error={Boolean(fieldState.error)}
    />
  );
}
