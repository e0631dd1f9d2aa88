import { HistoryTimeline } from '../../../components/history-timeline';
import { Loader } from '../../../components/loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { useDocumentHistory } from '../api/document-queries';

/** The document's events oldest first (SPEC §4 document history events), for either side. */
export function DocumentHistory({ id, stage }: { id: string; stage: string }) {
  const history = useDocumentHistory(id);
  if (history.isPending) return <Loader />;
  if (history.isError) {
    return <QueryRetryPanel query={history} failureText="Не удалось загрузить историю документа" />;
  }
  // `stage` (status and update time) keys the list so a new event shows after each action.
  return <HistoryTimeline key={stage} items={history.data.items} />;
}
