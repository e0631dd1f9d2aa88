import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  EMPLOYEE_KIND_LABELS,
  INVITE_MAX_PEOPLE,
  type InviteRequest,
  inviteRequestSchema,
  TAX_REGIME_LABELS,
} from '@vyplaty/contracts';
import { useState } from 'react';
import { type Control, type Path, useController, useFieldArray } from 'react-hook-form';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { inputMasks } from '../../../components/form/input-masks';
import { useZodForm } from '../../../components/form/use-zod-form';
import { CloseIcon } from '../../../components/icons';

export type InviteFormValues = InviteRequest;
type FormControl = Control<InviteFormValues, unknown, unknown>;

export const EMPTY_PERSON = { phone: '', inn: '', last_name: '', first_name: '', patronymic: '' };
const PERSON_FIELDS = ['phone', 'inn', 'last_name', 'first_name', 'patronymic'] as const;

function CommentField({ control }: { control: FormControl }) {
  const { field, fieldState } = useController({ control, name: 'comment' });
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      label="Комментарий"
      multiline
      maxRows={3}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? 'Виден только вашей компании'}
    />
  );
}

/** The error of the people list as a whole (none added, too many). */
function PeopleError({ control }: { control: FormControl }) {
  const { fieldState } = useController({ control, name: 'employees' });
  const message = fieldState.error?.message ?? fieldState.error?.root?.message;
  return message ? (
    <Typography color="error" role="alert">
      {message}
    </Typography>
  ) : null;
}

type InviteFormProps = {
  defaultValues: InviteFormValues;
  /** Saves the invite; `publish` — publish it right away. Rejections are shown on the fields or as a toast. */
  onSubmit: (values: InviteFormValues, publish: boolean) => Promise<unknown>;
  /** Extra buttons (delete a draft). */
  extraActions?: React.ReactNode;
};

/**
 * The invite form: kind, tax regime and comment of the invite, and its people — each by phone and/or
 * ИНН, with an optional name. «Сохранить черновик» keeps it without sending anything;
 * «Опубликовать» sends the link by SMS to everyone with a phone.
 */
export function InviteForm({ defaultValues, onSubmit, extraActions }: InviteFormProps) {
  const form = useZodForm(inviteRequestSchema, { defaultValues });
  const { control, handleSubmit, setError } = form;
  const people = useFieldArray({ control, name: 'employees' });
  const [pending, setPending] = useState<'draft' | 'publish' | null>(null);

  const submit = (publish: boolean) =>
    handleSubmit(async (values) => {
      setPending(publish ? 'publish' : 'draft');
      try {
        await onSubmit({ ...values, publish: undefined } as InviteFormValues, publish);
      } catch (err) {
        const names = [
          'kind',
          'tax_regime',
          'comment',
          ...people.fields.flatMap((_, i) => PERSON_FIELDS.map((f) => `employees.${i}.${f}`)),
        ] as Path<InviteFormValues>[];
        reportFormError(err, setError, names, 'Не удалось сохранить приглашение');
      } finally {
        setPending(null);
      }
    });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => e.preventDefault()}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="kind"
          label="Тип исполнителя"
          options={EMPLOYEE_KIND_LABELS}
          sx={{ minWidth: 260 }}
        />
        <FormSelectField
          control={control}
          name="tax_regime"
          label="Налоговый режим"
          options={TAX_REGIME_LABELS}
          sx={{ minWidth: 260 }}
        />
      </Stack>
      <CommentField control={control} />

      <Typography variant="h3" component="h2">
        Кого пригласить
      </Typography>
      {people.fields.map((person, i) => (
        <Paper key={person.id} variant="outlined" sx={{ p: 2 }} aria-label={`Человек ${i + 1}`} role="group">
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Stack spacing={2} sx={{ flex: 1 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormMaskedField
                  control={control}
                  name={`employees.${i}.phone`}
                  mask={inputMasks.phone}
                  label="Телефон"
                />
                <FormMaskedField control={control} name={`employees.${i}.inn`} mask={inputMasks.inn} label="ИНН" />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField control={control} name={`employees.${i}.last_name`} label="Фамилия" />
                <FormTextField control={control} name={`employees.${i}.first_name`} label="Имя" />
                <FormTextField control={control} name={`employees.${i}.patronymic`} label="Отчество" />
              </Stack>
            </Stack>
            {people.fields.length > 1 && (
              <Tooltip title="Убрать человека">
                <IconButton aria-label={`Убрать человека ${i + 1}`} onClick={() => people.remove(i)}>
                  <CloseIcon />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        </Paper>
      ))}
      <PeopleError control={control} />
      <div>
        <Button onClick={() => people.append({ ...EMPTY_PERSON })} disabled={people.fields.length >= INVITE_MAX_PEOPLE}>
          Добавить человека
        </Button>
      </div>

      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => void submit(true)()}
          loading={pending === 'publish'}
          disabled={pending !== null}
        >
          Опубликовать и отправить СМС
        </Button>
        <Button
          variant="outlined"
          onClick={() => void submit(false)()}
          loading={pending === 'draft'}
          disabled={pending !== null}
        >
          Сохранить черновик
        </Button>
        {extraActions}
      </Stack>
    </Stack>
  );
}
