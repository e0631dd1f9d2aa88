import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { RouteTabs } from '../../../components/route-tabs';
import { UpcomingPage } from '../../../components/upcoming-page';

// Frames of the contractor's profile sections; FNS and signature come with their issues.

const FNS_TABS = [
  { text: 'Подключение к ФНС', to: '/employee/profile/fns/fns-connection' },
  { text: 'Статус в «Мой налог»', to: '/employee/profile/fns/fns-personal-account-status' },
] as const;

export function FnsLayout() {
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <RouteTabs items={FNS_TABS} label="Налоговая служба" />
      </Box>
      <Outlet />
    </>
  );
}

export function FnsPage() {
  return <UpcomingPage level={2} title="Налоговая служба" />;
}

export function FnsConnectionPage() {
  return <UpcomingPage level={2} title="Подключение к ФНС" />;
}

export function FnsAccountStatusPage() {
  return <UpcomingPage level={2} title="Статус в личном кабинете налогоплательщика" />;
}

export function EsignPage() {
  return <UpcomingPage level={2} title="Электронная подпись" />;
}
