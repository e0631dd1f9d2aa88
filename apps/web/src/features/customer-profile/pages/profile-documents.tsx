import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { RouteTabs } from '../../../components/route-tabs';
import { UpcomingPage } from '../../../components/upcoming-page';

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

export function AgreementsPage() {
  return <UpcomingPage level={2} title="Соглашения" />;
}

export function ReportsPage() {
  return <UpcomingPage level={2} title="Отчёты" />;
}
