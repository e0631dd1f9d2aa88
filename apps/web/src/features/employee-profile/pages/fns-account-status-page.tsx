import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { errorMessage, getErrorStatus } from '../../../lib/http';
import { useFnsAccountStatus } from '../api/fns-account-status';
import { useFnsConnection } from '../api/fns-connection';
import { FnsAccountFigures } from '../components/fns-account-figures';
import { FNS_CONNECTION_PATH } from '../components/fns-summary';

const NOT_CONNECTED_MESSAGE = 'Платформа не подключена в «Мой налог»: подключите её, чтобы видеть эти данные.';

/** Profile → fns → fns-personal-account-status: bonus, tax to pay and debt from «Мой налог». */
export function FnsAccountStatusPage() {
  const connection = useFnsConnection();
  const isConnected = connection.data?.status === 'BIND';
  // Asked only once connected: before that FNS cannot be asked and the call would answer 409.
  const status = useFnsAccountStatus({ isEnabled: isConnected });
  // 409 still comes when the connection ended after the page had it.
  const isNotConnected =
    (connection.isSuccess && !isConnected) || (status.isError && getErrorStatus(status.error) === 409);
  const failure = connection.isError ? connection : status.isError && !isNotConnected ? status : null;
  return (
    <>
      <PageTitle level={2}>Статус в личном кабинете налогоплательщика</PageTitle>
      {(connection.isPending || (isConnected && status.isPending)) && <PageLoader />}
      {isNotConnected && (
        <Alert severity="info" sx={{ maxWidth: 720 }}>
          {status.isError ? errorMessage(status.error, NOT_CONNECTED_MESSAGE) : NOT_CONNECTED_MESSAGE}{' '}
          <Link component={RouterLink} to={FNS_CONNECTION_PATH}>
            Подключение к ФНС
          </Link>
        </Alert>
      )}
      {failure && <QueryRetryPanel query={failure} failureText="Не удалось загрузить данные из «Мой налог»" />}
      {status.data && (
        <Stack sx={{ maxWidth: 720 }}>
          <FnsAccountFigures status={status.data} />
        </Stack>
      )}
    </>
  );
}
