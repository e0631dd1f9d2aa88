import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage, getErrorStatus } from '../../../lib/http';
import { useFnsAccountStatus } from '../api/fns-account-status';
import { FnsAccountFigures } from '../components/fns-account-figures';
import { FNS_CONNECTION_PATH } from '../components/fns-summary';

/** Profile → fns → fns-personal-account-status: bonus, tax to pay and debt from «Мой налог». */
export function FnsAccountStatusPage() {
  const status = useFnsAccountStatus();
  // 409: the platform is not connected, so FNS cannot be asked; the API says so in Russian.
  const isNotConnected = status.isError && getErrorStatus(status.error) === 409;
  return (
    <>
      <PageTitle level={2}>Статус в личном кабинете налогоплательщика</PageTitle>
      {status.isPending && <PageLoader />}
      {isNotConnected && (
        <Alert severity="info" sx={{ maxWidth: 720 }}>
          {errorMessage(status.error, 'Платформа не подключена к «Мой налог»')}{' '}
          <Link component={RouterLink} to={FNS_CONNECTION_PATH}>
            Подключение к ФНС
          </Link>
        </Alert>
      )}
      {status.isError && !isNotConnected && (
        <RetryPanel
          message={errorMessage(status.error, 'Не удалось загрузить данные из «Мой налог»')}
          onRetry={() => void status.refetch()}
          isRetrying={status.isFetching}
        />
      )}
      {status.data && (
        <Stack sx={{ maxWidth: 720 }}>
          <FnsAccountFigures status={status.data} />
        </Stack>
      )}
    </>
  );
}
