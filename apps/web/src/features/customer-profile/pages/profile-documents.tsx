import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { OfferKepPanel } from '../../../components/offer-kep';
import { PageLoader } from '../../../components/page-loader';
import { RetryPanel } from '../../../components/retry-panel';
import { RouteTabs } from '../../../components/route-tabs';
import { UpcomingPage } from '../../../components/upcoming-page';
import { errorMessage } from '../../../lib/http';
import { type PagedListConfig, usePagedList } from '../../../lib/paged-list/use-paged-list';
import { useAgreements } from '../api/agreement-list';
import { AgreementList } from '../components/agreement-list';

const DOCUMENT_TABS = [
  { text: 'Соглашения', to: '/profile/documents/agreements' },
  { text: 'Отчёты', to: '/profile/documents/reports' },
] as const;

export function ProfileDocumentsLayout() {
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <RouteTabs items={DOCUMENT_TABS} label="Документы компании" />
      </Box>
      <Outlet />
    </>
  );
}

const LIST: PagedListConfig<Record<string, never>, undefined> = { pageSizes: [10, 20, 50], defaultPageSize: 20 };

/**
 * /profile/documents/agreements: the platform agreements of the company, server-paged, newest first, on
 * the one list pattern (docs/decisions/data-table.md); a row opens the agreement's file.
 */
export function AgreementsPage() {
  const list = usePagedList(LIST);
  const agreements = useAgreements(list.paging);

  return (
    <>
      <ListPage
        level={2}
        title="Соглашения"
        summary={
          <Typography color="text.secondary">
            Соглашения с платформой, которые компания приняла и подписала. Подписанный экземпляр содержит лист
            подписания с данными о подписи.
          </Typography>
        }
      >
        {agreements.isPending && <PageLoader />}
        {agreements.isError && (
          <RetryPanel
            error={agreements.error}
            message={errorMessage(agreements.error, 'Не удалось загрузить соглашения')}
            onRetry={() => void agreements.refetch()}
            isRetrying={agreements.isFetching}
          />
        )}
        {agreements.data && agreements.data.totalCount === 0 && (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography color="text.secondary">
              Соглашений пока нет. Они появятся после выпуска простой электронной подписи.
            </Typography>
          </Paper>
        )}
        {agreements.data && agreements.data.totalCount > 0 && (
          <>
            {/* The previous page stays on screen, dimmed, while the next one loads. */}
            <Box aria-busy={agreements.isPlaceholderData} sx={{ opacity: agreements.isPlaceholderData ? 0.6 : 1 }}>
              <AgreementList agreements={agreements.data.items} />
            </Box>
            <TablePagination
              component="div"
              count={agreements.data.totalCount}
              page={list.page - 1}
              onPageChange={(_, next) => list.setPage(next + 1)}
              rowsPerPage={list.pageSize}
              rowsPerPageOptions={LIST.pageSizes}
              onRowsPerPageChange={(e) => list.setPageSize(Number(e.target.value))}
              labelRowsPerPage="На странице:"
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} из ${count}`}
            />
          </>
        )}
      </ListPage>
      <Box sx={{ mt: 3 }}>
        <OfferKepPanel />
      </Box>
    </>
  );
}

export function ReportsPage() {
  return <UpcomingPage level={2} title="Отчёты" />;
}
