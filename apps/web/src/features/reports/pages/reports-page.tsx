import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { type PagedListConfig, usePagedList } from '../../../lib/paged-list/use-paged-list';
import { queryKeys } from '../../../lib/query-keys';
import { useReports } from '../api/report-list';
import { OrderReportDialog } from '../components/order-report-dialog';
import { ReportList } from '../components/report-list';

const LIST: PagedListConfig<Record<string, never>, undefined> = { pageSizes: [10, 20, 50], defaultPageSize: 20 };

/**
 * /profile/documents/reports: «Заказать отчёт» (a kind and a period) and the company's reports, server-paged,
 * newest first; a report being built shows how far it has got (asked again every 2 s), a built one its preview,
 * downloads and, for an акт сверки, «Подписать КЭП».
 */
export function ReportsPage() {
  const list = usePagedList(LIST);
  const reports = useReports(list.paging);
  const queryClient = useQueryClient();
  const [isOrdering, setIsOrdering] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.user.reports.all });
  return (
    <>
      <ListPage
        level={2}
        title="Отчёты"
        actions={
          <Button variant="contained" onClick={() => setIsOrdering(true)}>
            Заказать отчёт
          </Button>
        }
        summary={
          <Typography color="text.secondary">
            Реестр выплат, архив чеков, закрывающие документы, акт сверки и НДФЛ по договорам ГПХ за выбранный период.
            Отчёт формируется в фоне: ход виден здесь и в «Процессах», о готовности придёт уведомление.
          </Typography>
        }
      >
        <ListBody
          query={reports}
          count={reports.data?.totalCount ?? 0}
          failureText="Не удалось загрузить отчёты"
          emptyText="Отчётов пока нет. Закажите первый: выберите вид отчёта и период."
          table={<ReportList reports={reports.data?.items ?? []} onSigned={refresh} />}
          paging={list}
        />
      </ListPage>
      {isOrdering && <OrderReportDialog onClose={() => setIsOrdering(false)} />}
    </>
  );
}
