import type { PayoutKind } from '@vyplaty/contracts';
import { HistoryTimeline } from '../../../components/history-timeline';
import { Loader } from '../../../components/loader';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { usePayoutHistory } from '../api/payout-history';

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
