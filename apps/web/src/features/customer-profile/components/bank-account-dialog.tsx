import Stack from '@mui/material/Stack';
import {
  type BankAccount,
  type BankAccountFormValues,
  type BankAccountType,
  createBankAccountRequestSchema,
} from '@vyplaty/contracts';
import { BankFields } from '../../../components/bank-lookup/bank-fields';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { inputMasks } from '../../../components/form/input-masks';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { useCreateBankAccount } from '../api/create-bank-account';
import { useUpdateBankAccount } from '../api/update-bank-account';
import { AccountTypeField } from './account-type-field';

const FIELDS = ['account_type', 'bik', 'bank_name', 'corr_account', 'account_number'] as const;
const BANK_FIELD_NAMES = { bik: 'bik', bankName: 'bank_name', corrAccount: 'corr_account' } as const;

type BankAccountDialogProps = {
  /** The account to edit; none to add one. */
  account?: BankAccount;
  /** The type a new account starts with (the company's own: ИНН of 12 digits is an ИП). */
  defaultType: BankAccountType;
  onClose: () => void;
};

const valuesOf = (account: BankAccount | undefined, type: BankAccountType): BankAccountFormValues => ({
  account_type: account?.account_type ?? type,
  bik: account?.bik ?? '',
  bank_name: account?.bank_name ?? '',
  corr_account: account?.corr_account ?? '',
  account_number: account?.account_number ?? '',
});

/**
 * Add or edit a company account. The БИК fills the bank and corr. account from the directory (typed by
 * hand when the lookup is down). Mounted only while open, so each opening starts from its account.
 */
export function BankAccountDialog({ account, defaultType, onClose }: BankAccountDialogProps) {
  const form = useZodForm(createBankAccountRequestSchema, { defaultValues: valuesOf(account, defaultType) });
  const createAccount = useCreateBankAccount();
  const updateAccount = useUpdateBankAccount();
  const isEdit = Boolean(account);

  return (
    <FormDialog
      form={form}
      title={isEdit ? 'Изменение счёта' : 'Новый счёт'}
      submitText={isEdit ? 'Сохранить' : 'Добавить'}
      onSubmit={(values) =>
        account ? updateAccount.mutateAsync({ id: account.id, body: values }) : createAccount.mutateAsync(values)
      }
      // Checks against the БИК, the company's type and duplicates come back on their fields.
      serverFields={FIELDS}
      failureText="Не удалось сохранить счёт, попробуйте позже"
      onDone={() => {
        notify.success(isEdit ? 'Счёт изменён' : 'Счёт добавлен');
        onClose();
      }}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <AccountTypeField control={form.control} />
        <BankFields control={form.control} setValue={form.setValue} names={BANK_FIELD_NAMES} />
        <FormMaskedField
          control={form.control}
          name="account_number"
          mask={inputMasks.account}
          label="Расчётный счёт"
          helperText="20 цифр: у юрлица начинается с 40702, у ИП — с 40802"
        />
      </Stack>
    </FormDialog>
  );
}
