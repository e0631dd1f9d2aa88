import { ExpandableSection } from '../../../components/expandable-section';
import { HistoryTimeline } from '../../../components/history-timeline';
import { Loader } from '../../../components/loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { useBundleHistory } from '../api/bundle-queries';

/** The bundle's events, oldest first, folded away under «История пакета». */
export function BundleHistory({ bundleId }: { bundleId: string }) {
  const history = useBundleHistory(bundleId, true);
  return (
    <ExpandableSection title="История пакета">
      {history.isPending && <Loader />}
      {history.isError && <QueryRetryPanel query={history} failureText="Не удалось загрузить историю" />}
      {history.data && (
        <HistoryTimeline
          title="События"
          items={history.data.items.map((item) => ({
            id: item.id,
            at: item.at,
            text: item.actor ? `${item.text} · ${item.actor}` : item.text,
          }))}
        />
      )}
    </ExpandableSection>
  );
}
