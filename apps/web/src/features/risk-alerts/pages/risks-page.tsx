import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { usePagedList } from '../../../lib/paged-list/use-paged-list';
import { useRiskAlerts } from '../api/get-risk-alerts';
import { RiskAlertCard } from '../components/risk-alert-card';
import { RISKS_LIST } from '../components/risks-config';
import { RisksFiltersBar } from '../components/risks-filters';

/**
 * /risks — the company's tax risks (issue 28, docs/decisions/risk-alerts.md): a receipt the contractor
 * cancelled, a contractor no longer НПД or who unbound the platform, a contractor near the yearly cap.
 * Newest first, paged on the server, each with its facts, «Что делать» and «Отметить решённым»; the kind
 * and state live in the address. The bell's notifications of a new risk open this page.
 */
export function RisksPage() {
  const list = usePagedList(RISKS_LIST);
  const risks = useRiskAlerts({ ...list.paging, ...list.filters });
  const items = risks.data?.items ?? [];
  const hasFilters = Object.keys(list.filters).length > 0;
  const open = risks.data?.open_count;
  const cards = (
    <Stack spacing={2}>
      {items.map((alert) => (
        <RiskAlertCard key={alert.id} alert={alert} />
      ))}
    </Stack>
  );
  return (
    <ListPage
      title="Налоговые риски"
      summary={
        open !== undefined && (
          <Typography color="text.secondary">
            {open > 0 ? `Открытых рисков: ${open}` : 'Открытых рисков нет'}
          </Typography>
        )
      }
      toolbar={<RisksFiltersBar filters={list.filters} onChange={list.setFilters} />}
    >
      <ListBody
        query={risks}
        count={risks.data?.totalCount ?? 0}
        failureText="Не удалось загрузить налоговые риски"
        emptyText={
          hasFilters
            ? 'Рисков с такими условиями нет — измените вид или состояние'
            : 'Рисков пока нет: здесь появятся аннулированные исполнителями чеки, утрата статуса самозанятого, отключение платформы в «Мой налог» и доход исполнителя у годового лимита'
        }
        table={cards}
        paging={list}
      />
    </ListPage>
  );
}
