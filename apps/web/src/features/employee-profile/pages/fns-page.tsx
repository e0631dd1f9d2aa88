import Stack from '@mui/material/Stack';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
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
        <QueryRetryPanel query={connection} failureText="Не удалось загрузить данные налоговой службы" />
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
