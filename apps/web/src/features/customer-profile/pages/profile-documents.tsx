import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { OfferKepPanel } from '../../../components/offer-kep';
import { RouteTabs } from '../../../components/route-tabs';
import { type PagedListConfig, usePagedList } from '../../../lib/paged-list/use-paged-list';
import { useAgreements } from '../api/agreement-list';
import { AcceptedOfferButton } from '../components/accepted-offer-button';
import { AgreementList } from '../components/agreement-list';

// «Отчёты» (/profile/documents/reports) is features/reports (issue 28).
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
        actions={<AcceptedOfferButton />}
        summary={
          <Typography color="text.secondary">
            Соглашения с платформой, которые компания приняла и подписала. Подписанный экземпляр содержит лист
            подписания с данными о подписи.
          </Typography>
        }
      >
        <ListBody
          query={agreements}
          count={agreements.data?.totalCount ?? 0}
          failureText="Не удалось загрузить соглашения"
          emptyText="Соглашений пока нет. Они появятся после выпуска простой электронной подписи."
          table={<AgreementList agreements={agreements.data?.items ?? []} />}
          paging={list}
        />
      </ListPage>
      <Box sx={{ mt: 3 }}>
        <OfferKepPanel />
      </Box>
    </>
  );
}
