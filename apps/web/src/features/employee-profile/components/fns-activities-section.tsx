import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage, getErrorStatus } from '../../../lib/http';
import { useFnsActivities } from '../api/fns-activities';
import { useFnsMyActivities } from '../api/fns-my-activities';
import { FnsActivitiesForm } from './fns-activities-form';
import { FNS_CONNECTION_PATH } from './fns-summary';

/** «Виды деятельности»: the FNS catalogue and the contractor's own kinds, loaded together. */
export function FnsActivitiesSection() {
  const catalogue = useFnsActivities();
  const mine = useFnsMyActivities();
  const failed = catalogue.error ?? mine.error;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h3">
          Виды деятельности
        </Typography>
        {(catalogue.isPending || mine.isPending) && !failed && <PageLoader minHeight={80} />}
        {failed && getErrorStatus(failed) === 409 ? (
          // Not connected: FNS takes the kinds only through the platform's connection.
          <Alert severity="info">
            {errorMessage(failed, 'Виды деятельности можно указать после подключения к ФНС')}{' '}
            <Link component={RouterLink} to={FNS_CONNECTION_PATH}>
              Подключение к ФНС
            </Link>
          </Alert>
        ) : (
          failed && (
            <RetryPanel
              error={failed}
              message={errorMessage(failed, 'Не удалось загрузить виды деятельности')}
              onRetry={() => {
                void catalogue.refetch();
                void mine.refetch();
              }}
              isRetrying={catalogue.isFetching || mine.isFetching}
            />
          )
        )}
        {catalogue.data && mine.data && <FnsActivitiesForm catalogue={catalogue.data} mine={mine.data} />}
      </Stack>
    </Paper>
  );
}
