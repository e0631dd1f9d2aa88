import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyProfile } from '@vyplaty/contracts';
import { AddressField } from '../../../components/address-lookup/address-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { inputMasks } from '../../../components/form/input-masks';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { useUpdateCompanyProfile } from '../api/company-profile-update';
import { COMPANY_FORM_FIELDS, companyFormSchema, companyFormValuesOf } from './company-form-schema';
import { registerOf } from './company-register';

type CompanyFormDialogProps = { company: CompanyProfile; onClose: () => void };

/**
 * The company's contacts and signer. Checked on blur with the contract's rules; the server's answers
 * land on the same fields. Mounted only while open, so each opening starts from the saved data.
 */
export function CompanyFormDialog({ company, onClose }: CompanyFormDialogProps) {
  const form = useZodForm(companyFormSchema, { defaultValues: companyFormValuesOf(company) });
  const update = useUpdateCompanyProfile();
  const isSubmitting = form.formState.isSubmitting;
  const legalAddress = company.legal_address;

  return (
    <FormDialog
      form={form}
      title="Данные компании"
      submitText="Сохранить"
      // The patronymic left empty is sent as null: the API then removes it.
      onSubmit={(values) => update.mutateAsync({ ...values, patronymic: values.patronymic ?? null })}
      serverFields={COMPANY_FORM_FIELDS}
      failureText="Не удалось сохранить данные компании, попробуйте позже"
      onDone={() => {
        notify.success('Данные компании сохранены');
        onClose();
      }}
      onClose={onClose}
      fullWidth
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Наименование, ИНН, КПП, ОГРН и юридический адрес берутся из {registerOf(company)} — для их обновления нажмите
          «Обновить из {registerOf(company)}».
        </Typography>
        <FormMaskedField
          control={form.control}
          name="phone_number"
          mask={inputMasks.phone}
          label="Телефон"
          autoComplete="tel"
        />
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <AddressField
            control={form.control}
            name="postal_address"
            label="Почтовый адрес"
            helperText="Индекс, город, улица, дом, офис"
          />
          {legalAddress && (
            <Button
              size="small"
              disabled={isSubmitting}
              onClick={() => form.setValue('postal_address', legalAddress, { shouldDirty: true, shouldValidate: true })}
            >
              Совпадает с юридическим
            </Button>
          )}
        </Stack>
        <Typography variant="h6" component="h3">
          Подписант
        </Typography>
        <FormTextField
          control={form.control}
          name="signer_position"
          label="Должность"
          placeholder="Генеральный директор"
        />
        <FormTextField control={form.control} name="last_name" label="Фамилия" autoComplete="family-name" />
        <FormTextField control={form.control} name="first_name" label="Имя" autoComplete="given-name" />
        <FormTextField
          control={form.control}
          name="patronymic"
          label="Отчество"
          autoComplete="additional-name"
          helperText="Если есть"
        />
      </Stack>
    </FormDialog>
  );
}
