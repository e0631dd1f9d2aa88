import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Bundle, bundleRemindersSchema } from '@vyplaty/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { type FormEvent, useState } from 'react';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import { errorMessage, getFieldErrors } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useUpdateBundle } from '../api/bundle-queries';

type Inputs = { interval_hours: string; max: string; expires_on: Dayjs | null };

/** The Moscow date (YYYY-MM-DD) of an instant: the term is a day in Moscow, as every date of the portal. */
const moscowDay = (iso: string) => new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' });

const inputsOf = ({ reminders }: Bundle): Inputs => ({
  interval_hours: reminders.interval_hours?.toString() ?? '24',
  max: reminders.max?.toString() ?? '3',
  expires_on: reminders.expires_at ? dayjs(moscowDay(reminders.expires_at)) : null,
});

/** The typed values as the contract has them: numbers, the term as the end of its day in Moscow (or none). */
const valuesOf = (inputs: Inputs) => {
  const day = isoDateOf(inputs.expires_on);
  return {
    interval_hours: inputs.interval_hours.trim() === '' ? Number.NaN : Number(inputs.interval_hours),
    max: inputs.max.trim() === '' ? Number.NaN : Number(inputs.max),
    expires_at: day ? `${day}T23:59:59+03:00` : null,
  };
};

/**
 * Reminders to contractors who have not signed: every N hours, at most M times, not after the expiry
 * (PUT bundle/{id}); the contract's Russian messages under the fields.
 */
export function BundleRemindersForm({ bundle }: { bundle: Bundle }) {
  const update = useUpdateBundle(bundle.id);
  const [inputs, setInputs] = useState<Inputs>(() => inputsOf(bundle));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isOn = bundle.reminders.interval_hours !== null;
  const field = (key: 'interval_hours' | 'max') => ({
    value: inputs[key],
    onChange: (e: { target: { value: string } }) => setInputs({ ...inputs, [key]: e.target.value }),
    error: Boolean(errors[key]),
    helperText: errors[key],
  });

  const save = async (reminders: ReturnType<typeof valuesOf> | null) => {
    try {
      await update.mutateAsync({ reminders });
      setErrors({});
      notify.success(reminders ? 'Напоминания сохранены' : 'Напоминания выключены');
    } catch (err) {
      const fields = getFieldErrors(err);
      const mine = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^reminders\./, ''), v]));
      if (Object.keys(mine).length > 0) setErrors(mine);
      else notify.error(errorMessage(err, 'Не удалось сохранить напоминания'));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = valuesOf(inputs);
    const parsed = bundleRemindersSchema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    void save(values);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="bundle-reminders-title">
      <Typography id="bundle-reminders-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        Напоминания исполнителям
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {isOn
          ? 'Исполнители, которые ещё не подписали, получают напоминания.'
          : 'Напоминания выключены. Укажите, как часто и сколько раз напоминать.'}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Интервал, часов"
          inputMode="numeric"
          {...field('interval_hours')}
          disabled={!bundle.can_edit}
        />
        <TextField label="Сколько раз напомнить" inputMode="numeric" {...field('max')} disabled={!bundle.can_edit} />
        <DatePicker
          label="Подписать до (включительно, МСК)"
          value={inputs.expires_on}
          onChange={(value) => setInputs({ ...inputs, expires_on: value })}
          minDate={dayjs()}
          error={Boolean(errors.expires_at)}
          {...(errors.expires_at ? { helperText: errors.expires_at } : {})}
          disabled={!bundle.can_edit}
        />
      </Stack>
      {bundle.can_edit && (
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="outlined" loading={update.isPending}>
            Сохранить напоминания
          </Button>
          {isOn && (
            <Button onClick={() => void save(null)} disabled={update.isPending}>
              Выключить
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
