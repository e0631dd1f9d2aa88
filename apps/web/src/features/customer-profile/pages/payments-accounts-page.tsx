import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BankAccount } from '@vyplaty/contracts';
import { useState } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListBody } from '../../../components/list-body/list-body';
import { PageTitle } from '../../../components/page-title';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useUserProfile } from '../api/get-user-profile';
import { useUpdateBankAccount } from '../api/update-bank-account';
import type { BankAccountListProps } from '../components/bank-account-actions';
import { BankAccountCards } from '../components/bank-account-cards';
import { BankAccountDialog } from '../components/bank-account-dialog';
import { BankAccountsTable } from '../components/bank-accounts-table';
import { DirectBankPanel } from '../components/direct-bank-panel';
import { PaymentMethodsBlock } from '../components/payment-methods-block';

type Editing = { account?: BankAccount } | null;

/**
 * /profile/payments-accounts: the company's bank accounts (add, edit, remove, choose the default), how it may
 * pay («Способы оплаты») and its bank through 1C:DirectBank.
 */
export function PaymentsAccountsPage() {
  const accounts = useBankAccounts();
  const profile = useUserProfile();
  const makeDefault = useUpdateBankAccount();
  const deleteAccount = useDeleteBankAccount();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  // A company's own ИНН tells its kind: 12 digits is an ИП, whose accounts start 40802.
  const defaultType = profile.data?.inn.length === 12 ? 'IP' : 'LEGAL_ENTITY';

  const handleMakeDefault = (account: BankAccount) =>
    makeDefault.mutate(
      { id: account.id, body: { is_default: true } },
      {
        onSuccess: () => notify.success('Основной счёт изменён'),
        onError: (err) => notify.error(errorMessage(err, 'Не удалось сделать счёт основным')),
      },
    );

  const viewProps: BankAccountListProps = {
    accounts: accounts.data?.items ?? [],
    isBusy: makeDefault.isPending || deleteAccount.isPending,
    onEdit: (account) => setEditing({ account }),
    onDelete: setDeleting,
    onMakeDefault: handleMakeDefault,
  };

  return (
    <>
      <PageTitle level={2}>Счета для выплат</PageTitle>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">
          Расчётные счета компании, с которых пополняется баланс и оплачиваются выплаты. Основной счёт подставляется по
          умолчанию.
        </Typography>
        <Button variant="contained" onClick={() => setEditing({})} sx={{ flexShrink: 0 }}>
          Добавить счёт
        </Button>
      </Stack>

      <ListBody
        query={accounts}
        count={accounts.data?.items.length ?? 0}
        failureText="Не удалось загрузить счета"
        emptyText="Счетов пока нет. Добавьте расчётный счёт компании."
        table={<BankAccountsTable {...viewProps} />}
        cards={<BankAccountCards {...viewProps} />}
      />

      <PaymentMethodsBlock />

      <DirectBankPanel />

      {editing && (
        <BankAccountDialog account={editing.account} defaultType={defaultType} onClose={() => setEditing(null)} />
      )}
      <DeleteDialog
        open={Boolean(deleting)}
        onClose={() => setDeleting(null)}
        onDelete={() => (deleting ? deleteAccount.mutateAsync(deleting.id) : Promise.resolve())}
        onDeleted={() => notify.success('Счёт удалён')}
      />
    </>
  );
}
