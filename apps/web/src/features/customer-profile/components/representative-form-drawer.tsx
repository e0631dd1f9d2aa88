import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  createRepresentativeRequestSchema,
  formatSnils,
  type Representative,
  type RepresentativeFormValues,
} from '@vyplaty/contracts';
import { AppDrawer } from '../../../components/drawer/app-drawer';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { inputMasks } from '../../../components/form/input-masks';
import { useZodForm } from '../../../components/form/use-zod-form';
import { formatPhone } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useCreateRepresentative } from '../api/representative-create';
import { useUpdateRepresentative } from '../api/representative-update';
import { RepresentativeJobTitleField } from './representative-job-title-field';

const FIELDS = ['last_name', 'first_name', 'patronymic', 'job_title', 'inn', 'snils', 'phone', 'email'] as const;

const valuesOf = (person: Representative | undefined): RepresentativeFormValues => ({
  last_name: person?.last_name ?? '',
  first_name: person?.first_name ?? '',
  patronymic: person?.patronymic ?? '',
  job_title: person?.job_title ?? '',
  inn: person?.inn ?? '',
  snils: person ? formatSnils(person.snils) : '',
  phone: person?.phone ? formatPhone(person.phone) : '',
  email: person?.email ?? '',
});

type RepresentativeFormDrawerProps = {
  /** The person to edit; none to add one. */
  person?: Representative;
  onClose: () => void;
};

/**
 * Add or edit a responsible person. Checked on blur with the contract's rules (Cyrillic ФИО, ИНН and
 * СНИЛС checksums, phone, e-mail); the server's answers land on the same fields. Mounted only while
 * open, so each opening starts from its person.
 */
export function RepresentativeFormDrawer({ person, onClose }: RepresentativeFormDrawerProps) {
  const form = useZodForm(createRepresentativeRequestSchema, { defaultValues: valuesOf(person) });
  const create = useCreateRepresentative();
  const update = useUpdateRepresentative();
  const isEdit = Boolean(person);
  const isSubmitting = form.formState.isSubmitting;

  const handleSubmit = form.handleSubmit(async (values) => {
    // Cleared optional fields are sent as null so an edit removes them.
    const body = {
      ...values,
      patronymic: values.patronymic ?? null,
      phone: values.phone ?? null,
      email: values.email ?? null,
    };
    try {
      if (person) await update.mutateAsync({ id: person.id, body });
      else await create.mutateAsync(body);
    } catch (err) {
      reportFormError(err, form.setError, FIELDS, 'Не удалось сохранить ответственное лицо, попробуйте позже');
      return;
    }
    notify.success(isEdit ? 'Данные ответственного лица сохранены' : 'Ответственное лицо добавлено');
    onClose();
  });

  return (
    <AppDrawer
      open
      size="middle"
      title={isEdit ? 'Изменение ответственного лица' : 'Новое ответственное лицо'}
      onClose={isSubmitting ? () => undefined : onClose}
    >
      <form noValidate onSubmit={handleSubmit}>
        <Stack spacing={2.5}>
          <FormTextField control={form.control} name="last_name" label="Фамилия" autoComplete="family-name" />
          <FormTextField control={form.control} name="first_name" label="Имя" autoComplete="given-name" />
          <FormTextField
            control={form.control}
            name="patronymic"
            label="Отчество"
            autoComplete="additional-name"
            helperText="Если есть"
          />
          <RepresentativeJobTitleField control={form.control} />
          <FormMaskedField control={form.control} name="inn" mask={inputMasks.inn} label="ИНН" helperText="12 цифр" />
          <FormMaskedField
            control={form.control}
            name="snils"
            mask={inputMasks.snils}
            label="СНИЛС"
            helperText="11 цифр, например 112-233-445 95"
          />
          <FormMaskedField
            control={form.control}
            name="phone"
            mask={inputMasks.phone}
            label="Телефон"
            autoComplete="tel"
          />
          <FormTextField control={form.control} name="email" label="E-mail" inputMode="email" autoComplete="email" />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
            <Button onClick={onClose} disabled={isSubmitting}>
              Отменить
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting}>
              {isEdit ? 'Сохранить' : 'Добавить'}
            </Button>
          </Stack>
        </Stack>
      </form>
    </AppDrawer>
  );
}
