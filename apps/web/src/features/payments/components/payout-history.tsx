import type { PayoutKind } from '@vyplaty/contracts';
import { HistoryTimeline } from '../../../components/history-timeline';
import { Loader } from '../../../components/loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { usePayoutHistory } from '../api/payout-history';

/** The history of a company's payout (`payout/{id}/history`). */
export function PayoutHistorySection({ kind, id }: { kind: PayoutKind; id: string }) {
  const history = usePayoutHistory(kind, id);
  if (history.isPending) return <Loader />;
  if (history.isError) {
    return <QueryRetryPanel query={history} failureText="Не удалось загрузить историю выплаты" />;
  }
  return <HistoryTimeline items={history.data.items} />;
}
