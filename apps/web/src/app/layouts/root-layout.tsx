import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { type NavItem, RouteTabs } from '../../components/route-tabs';
import { useSession } from '../guards/use-session';
import { AppHeader } from './header/app-header';
import { PageContainer } from './page-container';

// Only sections that work: «Пользователи» comes back with its issue (its route stays, showing a frame;
// docs/decisions/upcoming-sections.md).
const CUSTOMER_SECTIONS: readonly NavItem[] = [
  { text: 'Выплаты', to: '/payments' },
  { text: 'Задания', to: '/tasks' },
  { text: 'Исполнители', to: '/employees' },
  { text: 'Документы', to: '/document-management' },
  { text: 'Процессы', to: '/processes' },
  { text: 'Профиль', to: '/profile' },
];

/** The customer area: header, section navigation for a verified customer, the page. */
export function RootLayout() {
  const session = useSession();
  const hasSections = session?.role === 'user' && session.is_verified;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader />
      {hasSections && (
        <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: { xs: 1, md: 3 } }}>
          <RouteTabs items={CUSTOMER_SECTIONS} label="Разделы" />
        </Box>
      )}
      <PageContainer>
        <Outlet />
      </PageContainer>
    </Box>
  );
}
