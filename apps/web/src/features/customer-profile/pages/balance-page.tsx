import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { useBalance } from '../../../lib/balance';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { BalanceOperations } from '../components/balance-operations';
import { BalanceSummary } from '../components/balance-summary';
import { MoneybackDialog } from '../components/moneyback-dialog';
import { MoneybackList } from '../components/moneyback-list';
import { StatementDialog } from '../components/statement-dialog';
import { TopUpDialog } from '../components/top-up-dialog';

type OpenDialog = 'top-up' | 'moneyback' | 'statement' | null;

/**
 * /profile/balance: the company's money (available, held, blocked, debt; support's payments block),
 * «Пополнить» with the nominal account's requisites, «Вернуть деньги» to the company's own account,
 * the operations with filters, the statement of a period and the returns made.
 */
export function BalancePage() {
  const balance = useBalance();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The moneyback's key outlives its dialog: reopening after a lost answer repeats, never doubles, the return.
  const moneybackKey = useIdempotencyKey();
  const close = () => setDialog(null);

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <PageTitle level={2} gutter={0}>
          Баланс
        </PageTitle>
        {balance.data && (
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" onClick={() => setDialog('top-up')}>
              Пополнить
            </Button>
            <Button variant="outlined" onClick={() => setDialog('moneyback')}>
              Вернуть деньги
            </Button>
          </Stack>
        )}
      </Stack>
      {balance.isPending && <PageLoader />}
      {balance.isError && <QueryRetryPanel query={balance} failureText="Не удалось загрузить баланс" />}
      {balance.data && (
        <Stack spacing={4}>
          <BalanceSummary balance={balance.data} />
          <BalanceOperations
            actions={
              <Button variant="outlined" onClick={() => setDialog('statement')}>
                Выписка
              </Button>
            }
          />
          <Box component="section" aria-labelledby="moneybacks-title">
            <Typography id="moneybacks-title" variant="h3" component="h3" sx={{ mb: 2 }}>
              Возвраты на счёт компании
            </Typography>
            <MoneybackList />
          </Box>
          {dialog === 'top-up' && <TopUpDialog account={balance.data.nominal_account} onClose={close} />}
          {dialog === 'moneyback' && (
            <MoneybackDialog available={balance.data.available} idempotency={moneybackKey} onClose={close} />
          )}
          {dialog === 'statement' && <StatementDialog onClose={close} />}
        </Stack>
      )}
    </>
  );
}
