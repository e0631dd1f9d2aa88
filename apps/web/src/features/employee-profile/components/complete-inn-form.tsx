import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type EmployeePersonalData, employeeInnRequestSchema } from '@vyplaty/contracts';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { inputMasks } from '../../../components/form/input-masks';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useSaveInn } from '../api/personal-data';

type InnFormProps = {
  inn: string | null;
  submitLabel: string;
  onSaved?: (saved: EmployeePersonalData) => void;
  /** Changing the ИНН of a verified contractor needs the account password. */
  askPassword?: boolean;
};

/** The contractor's ИНН: 12 digits, both check digits verified before sending (PUT employee/inn). */
export function CompleteInnForm({ inn, submitLabel, onSaved, askPassword = false }: InnFormProps) {
  const form = useZodForm(employeeInnRequestSchema, { defaultValues: { inn: inn ?? '', current_password: '' } });
  const save = useSaveInn();

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      onSaved?.(await save.mutateAsync({ inn: values.inn, current_password: values.current_password || undefined }));
    } catch (err) {
      reportFormError(err, form.setError, ['inn', 'current_password'], 'Не удалось сохранить ИНН, попробуйте позже');
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit} sx={{ maxWidth: 560 }}>
      <FormMaskedField
        control={form.control}
        name="inn"
        mask={inputMasks.inn}
        label="ИНН"
        helperText="12 цифр. Узнать ИНН можно на сайте ФНС или в Госуслугах"
      />
      {askPassword && (
        <PasswordField
          control={form.control}
          name="current_password"
          label="Пароль от учётной записи"
          autoComplete="current-password"
        />
      )}
      <div>
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </Stack>
  );
}
