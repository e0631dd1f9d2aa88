import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  EMPLOYEE_KIND_LABELS,
  type EmployeeKind,
  type EmployeePersonalData,
  TAX_REGIME_LABELS,
  type TaxRegime,
  taxRegimeFitsKind,
} from '@vyplaty/contracts';
import { AddressField } from '../../../components/address-lookup/address-field';
import { reportFormError } from '../../../components/form/apply-server-errors';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { inputMasks } from '../../../components/form/input-masks';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useSavePersonalData } from '../api/personal-data';
import { PersonalCountryField } from './personal-country-field';
import { personalFormDefaults, personalFormSchema } from './personal-form-schema';

const SERVER_FIELDS = [
  'last_name',
  'first_name',
  'patronymic',
  'birth_date',
  'kind',
  'tax_regime',
  'citizenship',
  'registration_address',
  'email',
  'snils',
  'current_password',
] as const;

type PersonalDataFormProps = {
  data: EmployeePersonalData | undefined;
  submitLabel: string;
  onSaved?: (saved: EmployeePersonalData) => void;
  /** Editing after verification: ФИО, birth date and СНИЛС changes need the account password. */
  askPassword?: boolean;
};

/** ФИО, birth date, kind and tax regime, citizenship, address, e-mail and СНИЛС (PUT employee). */
export function PersonalDataForm({ data, submitLabel, onSaved, askPassword = false }: PersonalDataFormProps) {
  const form = useZodForm(personalFormSchema, { defaultValues: personalFormDefaults(data) });
  const save = useSavePersonalData();
  const kind = form.watch('kind');

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      onSaved?.(saved);
    } catch (err) {
      reportFormError(err, form.setError, SERVER_FIELDS, 'Не удалось сохранить данные, попробуйте позже');
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit} sx={{ maxWidth: 560 }}>
      <FormTextField control={form.control} name="last_name" label="Фамилия" autoComplete="family-name" />
      <FormTextField control={form.control} name="first_name" label="Имя" autoComplete="given-name" />
      <FormTextField
        control={form.control}
        name="patronymic"
        label="Отчество"
        autoComplete="additional-name"
        helperText="Если есть"
      />
      <FormMaskedField
        control={form.control}
        name="birth_date"
        mask={inputMasks.date}
        label="Дата рождения"
        autoComplete="bday"
      />
      <FormSelectField
        control={form.control}
        name="kind"
        label="Статус исполнителя"
        options={Object.entries(EMPLOYEE_KIND_LABELS) as [EmployeeKind, string][]}
        onPicked={(value) => {
          if (!taxRegimeFitsKind(value as EmployeeKind, form.getValues('tax_regime'))) {
            form.setValue('tax_regime', 'NPD');
          }
        }}
      />
      <FormSelectField
        control={form.control}
        name="tax_regime"
        label="Налоговый режим"
        options={(Object.entries(TAX_REGIME_LABELS) as [TaxRegime, string][]).filter(([regime]) =>
          taxRegimeFitsKind(kind, regime),
        )}
      />
      <PersonalCountryField control={form.control} />
      <AddressField
        control={form.control}
        name="registration_address"
        label="Адрес регистрации"
        helperText="Как в паспорте: город, улица, дом, квартира"
      />
      <FormMaskedField control={form.control} name="snils" mask={inputMasks.snils} label="СНИЛС" />
      <FormTextField
        control={form.control}
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        helperText="Необязательно. На новый адрес придёт письмо для подтверждения"
      />
      {askPassword && (
        <PasswordField
          control={form.control}
          name="current_password"
          label="Пароль от учётной записи"
          autoComplete="current-password"
          helperText="Нужен, если вы меняете ФИО, дату рождения или СНИЛС"
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
