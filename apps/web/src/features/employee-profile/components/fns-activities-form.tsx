import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FNS_ACTIVITY_MAX,
  type FnsActivity,
  type FnsMyActivitiesResponse,
  fnsMyActivitiesSchema,
} from '@vyplaty/contracts';
import { useController } from 'react-hook-form';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { useSaveFnsActivities } from '../api/fns-save-activities';

type FnsActivitiesFormProps = {
  catalogue: FnsActivity[];
  mine: FnsMyActivitiesResponse;
};

/** The contractor's activity kinds as FNS knows them: chosen from the FNS catalogue, sent to FNS on save. */
export function FnsActivitiesForm({ catalogue, mine }: FnsActivitiesFormProps) {
  const save = useSaveFnsActivities();
  // `values` follows the server: once FNS has taken a change, the form shows what it holds.
  const form = useZodForm(fnsMyActivitiesSchema, { values: { activity_ids: mine.activity_ids } });
  const { field, fieldState } = useController({ control: form.control, name: 'activity_ids' });
  const chosen = field.value
    .map((id) => catalogue.find((activity) => activity.id === id))
    .filter((activity): activity is FnsActivity => Boolean(activity));
  const isFull = chosen.length >= FNS_ACTIVITY_MAX;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify.success('Виды деятельности отправлены в ФНС');
    } catch (err) {
      reportFormError(err, form.setError, ['activity_ids'], 'Не удалось сохранить виды деятельности');
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Виды деятельности">
      <Typography color="text.secondary">
        Укажите, чем вы занимаетесь, — до {FNS_ACTIVITY_MAX} видов деятельности из справочника ФНС.
      </Typography>
      {mine.error_message && <Alert severity="error">{mine.error_message}</Alert>}
      <Autocomplete<FnsActivity, true>
        multiple
        options={catalogue}
        value={chosen}
        onChange={(_, activities) => field.onChange(activities.slice(0, FNS_ACTIVITY_MAX).map((a) => a.id))}
        onBlur={field.onBlur}
        getOptionLabel={(activity) => activity.name}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        // Past the limit only the chosen ones stay selectable (to be removed).
        getOptionDisabled={(option) => isFull && !field.value.includes(option.id)}
        disabled={mine.pending}
        noOptionsText="Вид деятельности не найден"
        disableCloseOnSelect
        renderInput={(params) => (
          <TextField
            {...params}
            name={field.name}
            inputRef={field.ref}
            label="Виды деятельности"
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ??
              (isFull ? `Выбрано максимальное количество: ${FNS_ACTIVITY_MAX}` : `Не больше ${FNS_ACTIVITY_MAX}`)
            }
          />
        )}
      />
      {mine.pending ? (
        <Stack spacing={1}>
          <Typography>Отправляем в ФНС…</Typography>
          <LinearProgress aria-label="Отправляем в ФНС" />
        </Stack>
      ) : (
        <div>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Сохранить
          </Button>
        </div>
      )}
    </Stack>
  );
}
