import { HistoryTimeline } from '../../../components/history-timeline';
import { Loader } from '../../../components/loader';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { useDocumentHistory } from '../api/document-queries';

/** The document's events oldest first (SPEC §4 document history events), for either side. */
export function DocumentHistory({ id, stage }: { id: string; stage: string }) {
  const history = useDocumentHistory(id);
  if (history.isPending) return <Loader />;
  if (history.isError) {
    return (
      <RetryPanel
        error={history.error}
        message={errorMessage(history.error, 'Не удалось загрузить историю документа')}
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  }
  // `stage` (status and update time) keys the list so a new event shows after each action.
  return <HistoryTimeline key={stage} items={history.data.items} />;
}
