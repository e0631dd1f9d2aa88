import Paper from '@mui/material/Paper';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { useFnsConnection } from '../api/fns-connection';
import { FnsAwaitBind } from '../components/fns-await-bind';
import { FnsBindForm } from '../components/fns-bind-form';
import { FnsBound } from '../components/fns-bound';

/** Profile → fns → fns-connection: the platform as the contractor's partner in «Мой налог». */
export function FnsConnectionPage() {
  const connection = useFnsConnection();
  const data = connection.data;
  return (
    <>
      <PageTitle level={2}>Подключение к ФНС</PageTitle>
      {connection.isPending && <PageLoader />}
      {connection.isError && (
        <RetryPanel
          error={connection.error}
          message={errorMessage(connection.error, 'Не удалось загрузить подключение к ФНС')}
          onRetry={() => void connection.refetch()}
          isRetrying={connection.isFetching}
        />
      )}
      {data && (
        <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
          {data.status === 'AWAIT_BIND' ? (
            <FnsAwaitBind connection={data} />
          ) : data.status === 'BIND' ? (
            <FnsBound connection={data} />
          ) : (
            <FnsBindForm connection={data} />
          )}
        </Paper>
      )}
    </>
  );
}
