import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Loader } from '../../../components/loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { WorkStatisticsView } from '../../../components/work-statistics/work-statistics-view';
import { useContractorStatistics } from '../api/get-contractor-statistics';

/** «Статистика работы» on the contractor's card: the company's own figures with this contractor (issue 26). */
export function EmployeeStatistics({ employeeId }: { employeeId: string }) {
  const stats = useContractorStatistics(employeeId);
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Статистика работы
      </Typography>
      {stats.isPending ? (
        <Loader />
      ) : stats.isError ? (
        <QueryRetryPanel query={stats} failureText="Не удалось загрузить статистику" />
      ) : (
        <WorkStatisticsView stats={stats.data} />
      )}
    </Box>
  );
}
