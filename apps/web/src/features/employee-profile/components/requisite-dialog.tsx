import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { REQUISITE_KIND_NAMES, type Requisite, requisiteKindSchema } from '@vyplaty/contracts';
import { useController } from 'react-hook-form';
import { BankFields } from '../../../components/bank-lookup/bank-fields';
import { FormCheckbox } from '../../../components/form/form-checkbox';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { inputMasks } from '../../../components/form/input-masks';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { useCreateRequisite } from '../api/create-requisite';
import { useUpdateRequisite } from '../api/update-requisite';
import { formValuesOf, REQUISITE_FORM_FIELDS, requisiteFormSchema } from './requisite-form-schema';
import { SbpBankField } from './sbp-bank-field';

const BANK_FIELD_NAMES = { bik: 'bik', bankName: 'bank_name', corrAccount: 'corr_account' } as const;

type RequisiteDialogProps = {
  /** The requisite to edit; none to add one. */
  requisite?: Requisite;
  /** Whether the contractor has requisites already (the first one is primary anyway). */
  hasOthers: boolean;
  onClose: () => void;
};

/** Add or edit a requisite: bank account, card or СБП. Mounted only while open, so each opening starts afresh. */
export function RequisiteDialog({ requisite, hasOthers, onClose }: RequisiteDialogProps) {
  const form = useZodForm(requisiteFormSchema, { defaultValues: formValuesOf(requisite) });
  const kind = useController({ control: form.control, name: 'kind' });
  const currentKind = kind.field.value;
  const createRequisite = useCreateRequisite();
  const updateRequisite = useUpdateRequisite();

  return (
    <FormDialog
      form={form}
      title={requisite ? 'Изменение реквизитов' : 'Новые реквизиты'}
      submitText="Сохранить"
      onSubmit={(body) =>
        requisite ? updateRequisite.mutateAsync({ id: requisite.id, body }) : createRequisite.mutateAsync(body)
      }
      // Checksums, the СБП participant and duplicates come back on their fields.
      serverFields={REQUISITE_FORM_FIELDS}
      failureText="Не удалось сохранить реквизиты, попробуйте позже"
      onDone={() => {
        notify.success(requisite ? 'Реквизиты изменены' : 'Реквизиты добавлены');
        onClose();
      }}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          color="primary"
          aria-label="Вид реквизитов"
          value={kind.field.value}
          onChange={(_, value: unknown) => {
            const parsed = requisiteKindSchema.safeParse(value);
            if (parsed.success) kind.field.onChange(parsed.data);
          }}
        >
          {requisiteKindSchema.options.map((option) => (
            <ToggleButton key={option} value={option}>
              {REQUISITE_KIND_NAMES[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {currentKind === 'BANK_ACCOUNT' && (
          <>
            <BankFields control={form.control} setValue={form.setValue} names={BANK_FIELD_NAMES} />
            <FormMaskedField
              control={form.control}
              name="account_number"
              mask={inputMasks.account}
              label="Номер счёта"
              helperText="20 цифр, счёт физического лица начинается с 40817"
            />
          </>
        )}
        {currentKind === 'CARD' && (
          <FormMaskedField
            control={form.control}
            name="card_number"
            mask={inputMasks.card}
            label="Номер карты"
            autoComplete="cc-number"
            helperText={
              requisite?.card_number_masked
                ? `Сейчас: ${requisite.card_number_masked}. Введите номер полностью`
                : 'Полный номер хранится только в зашифрованном виде'
            }
          />
        )}
        {currentKind === 'SBP' && (
          <>
            <FormMaskedField
              control={form.control}
              name="phone"
              mask={inputMasks.phone}
              label="Телефон"
              autoComplete="tel"
            />
            <SbpBankField control={form.control} />
          </>
        )}
        {!requisite && hasOthers && (
          <FormCheckbox control={form.control} name="is_primary" label="Сделать основными для выплат" />
        )}
      </Stack>
    </FormDialog>
  );
}
