import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Loader } from '../../../components/loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { WorkStatisticsView } from '../../../components/work-statistics/work-statistics-view';
import { useOwnStatistics } from '../api/own-statistics';

function PerCompany() {
  const stats = useOwnStatistics();
  if (stats.isPending) return <Loader />;
  if (stats.isError) {
    return <QueryRetryPanel query={stats} failureText="Не удалось загрузить статистику" />;
  }
  if (stats.data.items.length === 0) {
    return <Typography color="text.secondary">Статистика появится, когда вы начнёте работать с компанией.</Typography>;
  }
  return (
    <Stack spacing={3}>
      {stats.data.items.map((item) => (
        <Stack key={item.link_id} component="section" aria-label={item.organisation_name} spacing={1}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {item.organisation_name}
          </Typography>
          <WorkStatisticsView stats={item} />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The contractor's own figures with each of their companies (issue 26), beside the companies list: folded until
 * asked for, so the profile page itself makes no extra request; one request then covers every company.
 */
export function OwnWorkStatistics() {
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const contentId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h3">
          Статистика работы
        </Typography>
        <Button
          variant="text"
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={() => setIsOpen((was) => !was)}
        >
          {isOpen ? 'Свернуть' : 'Показать'}
        </Button>
      </Stack>
      {isOpen && (
        <Stack id={contentId} sx={{ pt: 2 }}>
          <PerCompany />
        </Stack>
      )}
    </Paper>
  );
}
