import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PayoutHistoryResponse, PayoutKind } from '@vyplaty/contracts';
import { useId } from 'react';
import { Loader } from '../../../components/loader';
import { RetryPanel } from '../../../components/retry-panel';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { usePayoutHistory } from '../api/payout-history';

type HistoryItem = PayoutHistoryResponse['items'][number];

/** The payout's events oldest first, as a timeline: a dot and a line per event, its time and its words. */
export function HistoryTimeline({ items }: { items: readonly HistoryItem[] }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        История
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">Событий пока нет</Typography>
      ) : (
        <Stack component="ol" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item, index) => (
            <Stack component="li" key={item.id} direction="row" spacing={1.5}>
              <Stack sx={{ alignItems: 'center', pt: 0.75 }}>
                <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }} />
                {index < items.length - 1 && <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider', my: 0.5 }} />}
              </Stack>
              <Box sx={{ pb: 1.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(item.at)}
                </Typography>
                <Typography>{item.text}</Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The history of a company's payout (`payout/{id}/history`). */
export function PayoutHistorySection({ kind, id }: { kind: PayoutKind; id: string }) {
  const history = usePayoutHistory(kind, id);
  if (history.isPending) return <Loader />;
  if (history.isError) {
    return (
      <RetryPanel
        error={history.error}
        message={errorMessage(history.error, 'Не удалось загрузить историю выплаты')}
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  }
  return <HistoryTimeline items={history.data.items} />;
}
