import Paper from '@mui/material/Paper';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
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
        <QueryRetryPanel query={connection} failureText="Не удалось загрузить подключение к ФНС" />
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
