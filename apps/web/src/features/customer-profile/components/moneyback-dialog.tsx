import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { kopecksToRubles, moneybackRequestSchema } from '@vyplaty/contracts';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { inputMasks } from '../../../components/form/input-masks';
import { useZodForm } from '../../../components/form/use-zod-form';
import { formatMoney } from '../../../lib/format';
import { type IdempotencyKey, isOutcomeUnknown } from '../../../lib/idempotency-key';
import { notify } from '../../../lib/toast';
import { useCreateMoneyback } from '../api/create-moneyback';
import { useBankAccounts } from '../api/get-bank-accounts';
import { describeAccount } from './bank-account-labels';

const LOST_TEXT = 'Ответ банка не дошёл. Нажмите «Вернуть» ещё раз: повторный запрос не спишет деньги дважды.';

type MoneybackDialogProps = {
  /** What can be returned now. */
  available: string;
  /** Kept by the page, not the dialog: closing and reopening after a lost answer must not make a second return. */
  idempotency: IdempotencyKey;
  onClose: () => void;
};

/**
 * «Вернуть деньги»: unspent money back to one of the company's own accounts (profile → payments-accounts).
 * The amount is held at once and leaves when the bank has paid; the request carries the page's key.
 */
export function MoneybackDialog({ available, idempotency, onClose }: MoneybackDialogProps) {
  const accounts = useBankAccounts();
  const items = accounts.data?.items ?? [];
  const defaultAccount = items.find((account) => account.is_default) ?? items[0];
  const form = useZodForm(moneybackRequestSchema, {
    values: { amount: '', bank_account_id: defaultAccount?.id ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const create = useCreateMoneyback();

  const send = async (values: { amount: bigint; bank_account_id: string }) => {
    const body = { amount: kopecksToRubles(values.amount), bank_account_id: values.bank_account_id };
    const idempotencyKey = idempotency.keyFor(body);
    try {
      await create.mutateAsync({ body, idempotencyKey });
      idempotency.settle();
    } catch (err) {
      idempotency.settle(err);
      // A Russian message of our own, so the dialog's toast says what to do.
      throw isOutcomeUnknown(err) ? new Error(LOST_TEXT) : err;
    }
  };

  return (
    <FormDialog
      form={form}
      title="Вернуть деньги на счёт компании"
      submitText="Вернуть"
      onSubmit={send}
      serverFields={['amount', 'bank_account_id']}
      failureText="Не удалось вернуть деньги"
      onDone={() => {
        notify.success('Заявка на возврат принята: деньги придут на счёт после исполнения банком');
        onClose();
      }}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography color="text.secondary">{`Доступно для возврата: ${formatMoney(available)}`}</Typography>
        {accounts.isSuccess && items.length === 0 ? (
          <Typography color="error">
            У компании нет счетов. Добавьте счёт в разделе «Счета для выплат», затем верните деньги.
          </Typography>
        ) : (
          <FormSelectField
            control={form.control}
            name="bank_account_id"
            label="Счёт компании"
            options={items.map((account) => [account.id, describeAccount(account)] as const)}
          />
        )}
        <FormMaskedField control={form.control} name="amount" label="Сумма, ₽" mask={inputMasks.money} />
      </Stack>
    </FormDialog>
  );
}
