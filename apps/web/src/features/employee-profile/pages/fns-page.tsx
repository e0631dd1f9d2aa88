import Stack from '@mui/material/Stack';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { useFnsConnection } from '../api/fns-connection';
import { FnsActivitiesSection } from '../components/fns-activities-section';
import { FnsSummary } from '../components/fns-summary';

/** Profile → fns: НПД status, connection of the platform in «Мой налог», the year's income and activity kinds. */
export function FnsPage() {
  const connection = useFnsConnection();
  return (
    <>
      <PageTitle level={2}>Налоговая служба</PageTitle>
      {connection.isPending && <PageLoader />}
      {connection.isError && (
        <RetryPanel
          error={connection.error}
          message={errorMessage(connection.error, 'Не удалось загрузить данные налоговой службы')}
          onRetry={() => void connection.refetch()}
          isRetrying={connection.isFetching}
        />
      )}
      {connection.data && (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <FnsSummary connection={connection.data} />
          <FnsActivitiesSection />
        </Stack>
      )}
    </>
  );
}
