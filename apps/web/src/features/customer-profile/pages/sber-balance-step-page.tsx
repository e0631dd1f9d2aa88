import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/toast';
import { useUserProfile } from '../api/get-user-profile';
import { useRequestSberBinding, useSberBalance } from '../api/sber-balance';
import { BankAccountDialog } from '../components/bank-account-dialog';
import { COMPLETE_REGISTRATION_BASE, REGISTRATION_STEPS } from '../components/registration-steps';
import { SberAccountSummary } from '../components/sber-account-summary';

const NEXT_STEP = REGISTRATION_STEPS[REGISTRATION_STEPS.findIndex((s) => s.id === 'sber-balance') + 1];

/**
 * Step sber-balance: the company asks the bank to connect its nominal account to the default
 * settlement account, then waits (the page asks every few seconds) for BIND or ERROR.
 */
export function SberBalanceStepPage() {
  const state = useSberBalance();
  const request = useRequestSberBinding();
  const queryClient = useQueryClient();
  const status = state.data?.binding?.status;
  const profile = useUserProfile();
  // The profile pages are closed until the company is verified, so the account is added right here.
  const [isAddingAccount, setAddingAccount] = useState(false);
  const handleAccountDialogClose = () => {
    setAddingAccount(false);
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.sberBalance });
  };

  // When the bank answers, the step (and maybe the whole registration) and the account's integration change.
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'AWAIT_BIND' && status && status !== 'AWAIT_BIND') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.profile });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.bankAccounts });
    }
    previous.current = status;
  }, [status, queryClient]);

  const handleConnect = () =>
    request.mutate(undefined, {
      onError: (err) => notify.error(errorMessage(err, 'Не удалось отправить заявку в банк, попробуйте позже')),
    });

  return (
    <>
      <PageTitle level={2}>Номинальный счёт</PageTitle>
      {state.isPending && <PageLoader />}
      {state.isError && (
        <QueryRetryPanel query={state} failureText="Не удалось загрузить состояние номинального счёта" />
      )}
      {state.data && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">
              С номинального счёта в ПАО Сбербанк проводятся выплаты исполнителям. Банк откроет его на вашу компанию и
              свяжет с расчётным счётом, с которого вы будете пополнять баланс.
            </Typography>

            {status === 'BIND' && state.data.binding && (
              <>
                <Alert severity="success" sx={{ width: '100%' }}>
                  Номинальный счёт подключён
                  {state.data.binding.completed_at ? ` ${formatDateTime(state.data.binding.completed_at)}` : ''}.
                </Alert>
                {state.data.binding.bank_account && (
                  <SberAccountSummary account={state.data.binding.bank_account} label="Связанный расчётный счёт" />
                )}
                {NEXT_STEP && (
                  <Button variant="contained" component={Link} to={`${COMPLETE_REGISTRATION_BASE}/${NEXT_STEP.id}`}>
                    Следующий шаг
                  </Button>
                )}
              </>
            )}

            {status === 'AWAIT_BIND' && (
              <Stack spacing={1} sx={{ width: '100%' }}>
                <Alert severity="info">
                  Заявка отправлена в банк. Обычно банк отвечает в течение нескольких минут, страницу можно не
                  обновлять.
                </Alert>
                <LinearProgress aria-label="Банк обрабатывает заявку" />
                {state.data.binding?.bank_account && (
                  <SberAccountSummary account={state.data.binding.bank_account} label="Подключаемый расчётный счёт" />
                )}
              </Stack>
            )}

            {status !== 'BIND' && status !== 'AWAIT_BIND' && (
              <>
                {status === 'ERROR' && (
                  <Alert severity="error" sx={{ width: '100%' }}>
                    {state.data.binding?.error_message ?? 'Банк не подключил номинальный счёт'}
                  </Alert>
                )}
                {state.data.default_account ? (
                  <>
                    <SberAccountSummary account={state.data.default_account} label="Расчётный счёт для подключения" />
                    <Typography variant="body2" color="text.secondary">
                      Подключается основной счёт компании. Другие счета и выбор основного — в профиле, в разделе «Счета
                      для выплат», после регистрации.
                    </Typography>
                    <Button variant="contained" onClick={handleConnect} loading={request.isPending}>
                      {status === 'ERROR' ? 'Попробовать снова' : 'Подключить'}
                    </Button>
                  </>
                ) : (
                  <Alert
                    severity="warning"
                    sx={{ width: '100%' }}
                    action={
                      <Button color="inherit" size="small" onClick={() => setAddingAccount(true)}>
                        Добавить счёт
                      </Button>
                    }
                  >
                    Чтобы подключить номинальный счёт, добавьте расчётный счёт компании.
                  </Alert>
                )}
              </>
            )}
          </Stack>
        </Paper>
      )}
      {isAddingAccount && (
        <BankAccountDialog
          defaultType={profile.data?.inn.length === 12 ? 'IP' : 'LEGAL_ENTITY'}
          onClose={handleAccountDialogClose}
        />
      )}
    </>
  );
}
